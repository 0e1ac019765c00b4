// engine/lower/context.cpp — see context.h.
#include "engine/lower/context.h"

#include <cinttypes>
#include <cstdio>
#include <cstring>

#include "engine/refusal.h"

namespace irgate::engine {
namespace {

std::string status_name(int status) {
  switch (status) {
#define IRG_DOMAIN_STATUS(Enum, name, value, klass) \
  case value:                                       \
    return name;
#include "irgate/domain_statuses.def"
#undef IRG_DOMAIN_STATUS
  }
  return "status#" + std::to_string(status);  // a value outside the table: still no yes
}

bool status_is_negative_answer(int status) {
  switch (status) {
#define IRG_DOMAIN_STATUS(Enum, name, value, klass) \
  case value:                                       \
    return std::strcmp(#klass, "ANSWER_NO") == 0;
#include "irgate/domain_statuses.def"
#undef IRG_DOMAIN_STATUS
  }
  return false;
}

std::string f16_bits_literal(double v) {
  // Round-to-nearest-even through _Float16, which g++ supports on x86-64.
  _Float16 h = static_cast<_Float16>(v);
  uint16_t bits;
  std::memcpy(&bits, &h, sizeof bits);
  char buf[16];
  std::snprintf(buf, sizeof buf, "0xH%04X", bits);
  return buf;
}

}  // namespace

LowerContext::LowerContext(const Kernel& k, int f, const ArchInfo& a, const irg_arch_domain_t* domain)
    : kernel(k), flavor(f), arch(a), domain_(domain) {}

std::string LowerContext::ref(const Value* v) const {
  auto it = names_.find(v);
  if (it != names_.end()) return it->second;
  if (v->is_param) return "%" + v->hint;
  return "%" + v->hint + std::to_string(v->id);
}

std::string LowerContext::def(const Value* v) {
  std::string name = "%" + v->hint + std::to_string(v->id);
  names_[v] = name;
  return name;
}

void LowerContext::label(const std::string& name) {
  body_.push_back(name + ":");
  block_ = name;
}

std::string LowerContext::llvm_type(const Type& t) const {
  switch (t.kind) {
    case Type::Kind::Rsrc:
      return rsrc_form(flavor).type;
    case Type::Kind::Pointer:
      switch (t.space) {
        case AddrSpace::Global: return "ptr addrspace(1)";
        case AddrSpace::Lds: return "ptr addrspace(3)";
        case AddrSpace::Constant: return "ptr addrspace(4)";
        case AddrSpace::None: return "ptr";
      }
      return "ptr";
    case Type::Kind::Scalar:
      switch (t.scalar) {
        case ScalarKind::F16: return "half";
        case ScalarKind::BF16: return "bfloat";
        case ScalarKind::F32: return "float";
        default: return t.str();
      }
    case Type::Kind::Vector:
      return "<" + std::to_string(t.lanes) + " x " + llvm_type(t.element()) + ">";
  }
  return "?";
}

void require_domain_ok(const irg_arch_domain_t* domain, int flavor, const ArchInfo& arch,
                       irg_intrinsic_id key) {
  const char* flavor_name = flavor_info(flavor).name.data();
  if (!domain || domain->flavor != flavor) throw_refusal(RefusalId::arch_domain_missing, flavor_name);
  const irg_domain_cell_t& cell = domain->cells[key][arch.id];
  if (cell.status == IRG_DOMAIN_OK) return;
  RefusalId id = status_is_negative_answer(cell.status) ? RefusalId::arch_intrinsic_absent
                                                        : RefusalId::arch_domain_no_data;
  throw_refusal(id, intrinsic_key(key), arch.name.data(), flavor_name, status_name(cell.status).c_str(),
                cell.evidence ? cell.evidence : "");
}

std::string LowerContext::need(irg_intrinsic_id key) {
  const char* flavor_name = flavor_info(flavor).name.data();
  if (!domain_ || domain_->flavor != flavor) throw_refusal(RefusalId::arch_domain_missing, flavor_name);
  std::string text = declare_text(key, flavor);
  if (!needed_.test(key)) {
    require_domain_ok(domain_, flavor, arch, key);
    if (text.empty())
      throw_internal(std::string("lowering needs ") + intrinsic_key(key) + ", which " + flavor_name +
                     " does not declare");
    needed_.set(key);
  }
  return callee_of(text);
}

std::string constant_literal(const Type& type, const AttrValue& value) {
  if (type.kind == Type::Kind::Vector) return "zeroinitializer";  // the only vector constant
  if (type.scalar == ScalarKind::I1) return std::get<int64_t>(value) ? "true" : "false";
  if (type.is_int()) return std::to_string(std::get<int64_t>(value));
  double d = std::get<double>(value);
  if (type.scalar == ScalarKind::F16) return f16_bits_literal(d);
  // LLVM spells a float constant as the 64-bit hex of the double holding the rounded value.
  double rounded = static_cast<double>(static_cast<float>(d));
  uint64_t bits;
  std::memcpy(&bits, &rounded, sizeof bits);
  char buf[32];
  std::snprintf(buf, sizeof buf, "0x%016" PRIX64, bits);
  return buf;
}

}  // namespace irgate::engine
