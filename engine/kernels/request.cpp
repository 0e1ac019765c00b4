// engine/kernels/request.cpp — see request.h.
#include "engine/kernels/request.h"

#include <utility>
#include <vector>

#include "engine/refusal.h"

namespace irgate::engine {
namespace {

using Field = std::pair<const char*, int32_t>;

std::vector<Field> fields_of(const irg_request_t& r) {
  switch (r.family) {
    case IRG_FAMILY_DEPTHWISE: {
      const auto& s = r.spec.depthwise;
      return {{"dtype", s.dtype}, {"filter_h", s.filter_h}, {"filter_w", s.filter_w}, {"pad_h", s.pad_h},
              {"pad_w", s.pad_w}, {"stride_h", s.stride_h}, {"stride_w", s.stride_w}, {"waves", s.waves},
              {"r_split", s.r_split}, {"ho_per_block", s.ho_per_block}, {"ws_replicas", s.ws_replicas}};
    }
    case IRG_FAMILY_DIRECT_WGRAD: {
      const auto& s = r.spec.direct;
      return {{"dtype", s.dtype}, {"filter_h", s.filter_h}, {"filter_w", s.filter_w}, {"pad_h", s.pad_h},
              {"pad_w", s.pad_w}, {"stride_h", s.stride_h}, {"stride_w", s.stride_w}, {"cpg", s.cpg},
              {"kpg", s.kpg}, {"waves_k", s.waves_k}, {"waves_c", s.waves_c}, {"wave_tiles_k", s.wave_tiles_k},
              {"wave_tiles_c", s.wave_tiles_c}, {"rows_per_sync", s.rows_per_sync}, {"row_blocks", s.row_blocks},
              {"lds_epilogue", s.lds_epilogue}, {"tdm_stages", s.tdm_stages}, {"ws_replicas", s.ws_replicas}};
    }
    case IRG_FAMILY_SMALL_C: {
      const auto& s = r.spec.small_c;
      return {{"dtype", s.dtype}, {"filter_h", s.filter_h}, {"filter_w", s.filter_w}, {"pad_h", s.pad_h},
              {"pad_w", s.pad_w}, {"stride_h", s.stride_h}, {"stride_w", s.stride_w}, {"c", s.c},
              {"kpg", s.kpg}, {"vec_x", s.vec_x}, {"sub_steps", s.sub_steps}, {"uniform_wave", s.uniform_wave},
              {"waves", s.waves}, {"wave_tiles", s.wave_tiles}, {"ws_replicas", s.ws_replicas}};
    }
    case IRG_FAMILY_REDUCE: {
      const auto& s = r.spec.reduce;
      return {{"ws_replicas", s.ws_replicas}, {"out_dtype", s.out_dtype}, {"block_size", s.block_size}};
    }
    default:
      return {};
  }
}

}  // namespace

const char* family_name(int family) {
  switch (family) {
#define IRG_FAMILY_NAME(Enum, value, name) \
  case value:                              \
    return name;
    IRG_FAMILIES(IRG_FAMILY_NAME)
#undef IRG_FAMILY_NAME
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
  for (const auto& [name, value] : fields_of(r)) {
    if (!first) out += ",";
    first = false;
    bool is_dtype = std::string_view(name) == "dtype" || std::string_view(name) == "out_dtype";
    out += std::string(name) + "=" + (is_dtype ? dtype_name(value) : std::to_string(value));
  }
  return out + "}@" + std::string(arch.name);
}

}  // namespace irgate::engine
