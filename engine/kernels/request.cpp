// engine/kernels/request.cpp — see request.h.
#include "engine/kernels/request.h"

#include <cstddef>
#include <cstring>

#include "engine/refusal.h"

namespace irgate::engine {
namespace {

// A spec field as the stamp prints it: its name, where it sits in the spec union, and whether it
// is a dtype (printed by name). One row per IRG_SPEC_FIELD of families.def, in ABI order.
struct StampField {
  int family;
  const char* name;
  size_t offset;
  bool is_dtype;
};

constexpr bool kIsDtype_INT = false, kIsDtype_DTYPE = true;
constexpr StampField kStampFields[] = {
#define IRG_SPEC_FIELD(Enum, field, kind, ...) \
  {IRG_FAMILY_##Enum, #field, offsetof(irg_spec_of_##Enum, field), kIsDtype_##kind},
#include "irgate/families.def"
#undef IRG_SPEC_FIELD
};

}  // namespace

const char* family_name(int family) {
  switch (family) {
#define IRG_FAMILY(Enum, value, token, name, ...) \
  case value:                                     \
    return name;
#include "irgate/families.def"
#undef IRG_FAMILY
  }
  return nullptr;
}

std::string dtype_name(int dtype) {
  switch (dtype) {
#define IRG_DTYPE_NAME(Enum, value, name) \
  case value:                             \
    return name;
    IRG_DTYPES(IRG_DTYPE_NAME)
#undef IRG_DTYPE_NAME
  }
  return "dtype#" + std::to_string(dtype);
}

const ArchInfo& check_request(const irg_request_t& r) {
  if (r.abi_version != IRGATE_ABI_VERSION) throw_refusal(RefusalId::abi_version_mismatch, IRGATE_ABI_VERSION, r.abi_version);
  if (!flavor_in_range(r.flavor)) throw_refusal(RefusalId::flavor_unknown, r.flavor);
  const char* family = family_name(r.family);
  if (!family) throw_refusal(RefusalId::family_unknown, r.family);
  std::string arch_text(r.arch, strnlen(r.arch, sizeof r.arch));
  const ArchInfo* arch = find_arch(arch_text);
  if (!arch) throw_refusal(RefusalId::arch_unknown, arch_text.c_str());
  return *arch;
}

std::string spec_stamp(const irg_request_t& r, const ArchInfo& arch) {
  std::string out = std::string(family_name(r.family)) + "{";
  bool first = true;
  for (const StampField& f : kStampFields) {
    if (f.family != r.family) continue;
    int32_t value;
    std::memcpy(&value, reinterpret_cast<const char*>(&r.spec) + f.offset, sizeof value);
    if (!first) out += ",";
    first = false;
    out += std::string(f.name) + "=" + (f.is_dtype ? dtype_name(value) : std::to_string(value));
  }
  return out + "}@" + std::string(arch.name);
}

}  // namespace irgate::engine
