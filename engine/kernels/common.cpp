// engine/kernels/common.cpp — see common.h.
#include "engine/kernels/common.h"

#include <cstring>

namespace irgate::engine {
namespace {

struct KernargRow {
  int family;
  const char* name;
  const char* kind;
};
constexpr KernargRow kKernargs[] = {
#define IRG_KERNARG(family, name, kind) {IRG_FAMILY_##family, name, #kind},
#include "irgate/families.def"
#undef IRG_KERNARG
};

}  // namespace

std::map<std::string, Value*, std::less<>> make_params(Builder& b, int family,
                                                       const std::function<int(std::string_view)>& elem_bytes) {
  std::map<std::string, Value*, std::less<>> out;
  for (const KernargRow& row : kKernargs) {
    if (row.family != family) continue;
    std::string_view kind = row.kind;
    if (kind == "I32") {
      out[row.name] = b.param(row.name, Type::i32(), {});
      continue;
    }
    AttrMap attrs = {{"align", int64_t{elem_bytes(row.name)}}, {"noalias", true}};
    if (kind == "PTR_IN") attrs["readonly"] = true;
    if (kind == "PTR_OUT") attrs["writeonly"] = true;
    out[row.name] = b.param(row.name, Type::ptr(AddrSpace::Global), attrs);
  }
  return out;
}

Value* widen_to_f32(Builder& b, Value* raw16, int dtype, const std::string& hint) {
  if (dtype == IRG_DTYPE_F16) {
    Value* h = b.cast(Opcode::ARITH_BITCAST, raw16, Type::f16(), "h");
    return b.cast(Opcode::ARITH_EXTF, h, Type::f32(), hint);
  }
  Value* wide = b.cast(Opcode::ARITH_EXTUI, raw16, Type::i32(), "z");
  Value* high = b.binary(Opcode::ARITH_SHLI, wide, 16, "sh");
  return b.cast(Opcode::ARITH_BITCAST, high, Type::f32(), hint);
}

int element_shift(int dtype) { return dtype == IRG_DTYPE_F32 ? 2 : 1; }

Value* load_element(Builder& b, int dtype, Value* rsrc, Value* voffset, Value* soffset, const std::string& hint) {
  if (dtype == IRG_DTYPE_F32) return b.buffer_load(Opcode::TILE_BUFFER_LOAD_F32, rsrc, voffset, soffset, hint);
  Value* raw = b.buffer_load(Opcode::TILE_BUFFER_LOAD_I16, rsrc, voffset, soffset, hint + "_raw");
  return widen_to_f32(b, raw, dtype, hint);
}

}  // namespace irgate::engine
