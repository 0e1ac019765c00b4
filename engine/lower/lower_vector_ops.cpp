// engine/lower/lower_vector_ops.cpp — LLVM text of the WMMA families' ops: vec.concat,
// vec.extract, the 16-byte buffer load and LDS store, the transpose read, the 8-byte LDS load and
// the WMMAs
// (docs/llvm-text.md §Ops). The two wave-wide ops pick their intrinsic key from the element type.
#include "engine/lower/context.h"
#include "engine/refusal.h"

namespace irgate::engine {
namespace {

// The shuffle mask of a concatenation: every index of the result, in order.
std::string concat_mask(int lanes) {
  std::string mask = "<" + std::to_string(lanes) + " x i32> <";
  for (int i = 0; i < lanes; ++i) mask += (i ? ", i32 " : "i32 ") + std::to_string(i);
  return mask + ">";
}

irg_intrinsic_id tr16_key(const Type& result) {
  if (result.scalar == ScalarKind::F16) return IRG_INTRINSIC_DS_LOAD_TR16_V8F16;
  if (result.scalar == ScalarKind::BF16) return IRG_INTRINSIC_DS_LOAD_TR16_V8BF16;
  throw_internal("tile.lds_load_tr16_b128 yields " + result.str());
}

irg_intrinsic_id wmma_key(const Type& operand) {
  if (operand.scalar == ScalarKind::F16) return IRG_INTRINSIC_WMMA_F32_16X16X32_F16;
  if (operand.scalar == ScalarKind::BF16) return IRG_INTRINSIC_WMMA_F32_16X16X32_BF16;
  throw_internal("tile.wmma_f32_16x16x32 multiplies " + operand.str());
}

// Every gfx1250 WMMA takes the same eight operands: neg_a, A, neg_b, B, c_mod, C, reuse_a, reuse_b.
void lower_wmma(LowerContext& ctx, const Op& op, irg_intrinsic_id key) {
  std::string callee = ctx.need(key);
  ctx.line(ctx.def(op.results[0]) + " = call <8 x float> @" + callee + "(i1 false, " + ctx.typed(op.operands[0]) +
           ", i1 false, " + ctx.typed(op.operands[1]) + ", i16 0, " + ctx.typed(op.operands[2]) + ", i1 false, i1 false)");
}

}  // namespace

void lower_vector_op(LowerContext& ctx, const Op& op) {
  switch (op.code) {
    case Opcode::VEC_CONCAT:
      ctx.line(ctx.def(op.results[0]) + " = shufflevector " + ctx.typed(op.operands[0]) + ", " +
               ctx.typed(op.operands[1]) + ", " + concat_mask(op.results[0]->type.lanes));
      return;
    case Opcode::VEC_EXTRACT:
      ctx.line(ctx.def(op.results[0]) + " = extractelement " + ctx.typed(op.operands[0]) + ", i32 " +
               std::to_string(std::get<int64_t>(op.attrs.at("index"))));
      return;
    case Opcode::TILE_BUFFER_LOAD_B128: {
      std::string callee = ctx.need(IRG_INTRINSIC_BUFFER_LOAD_V4I32);
      ctx.line(ctx.def(op.results[0]) + " = call <4 x i32> @" + callee + "(" + ctx.typed(op.operands[0]) + ", " +
               ctx.typed(op.operands[1]) + ", " + ctx.typed(op.operands[2]) + ", i32 0)");
      return;
    }
    case Opcode::TILE_LDS_STORE_B128: {
      std::string gep = lds_gep(ctx, op);
      ctx.line("store " + ctx.typed(op.operands[2]) + ", ptr addrspace(3) " + gep + ", align 16");
      return;
    }
    case Opcode::TILE_LDS_LOAD_TR16_B128: {
      std::string callee = ctx.need(tr16_key(op.results[0]->type));
      std::string gep = lds_gep(ctx, op);
      ctx.line(ctx.def(op.results[0]) + " = call " + ctx.llvm_type(op.results[0]->type) + " @" + callee +
               "(ptr addrspace(3) " + gep + ")");
      return;
    }
    case Opcode::TILE_LDS_LOAD_B64: {
      std::string gep = lds_gep(ctx, op);
      ctx.line(ctx.def(op.results[0]) + " = load <2 x float>, ptr addrspace(3) " + gep + ", align 8");
      return;
    }
    case Opcode::TILE_WMMA_F32_16X16X32:
      return lower_wmma(ctx, op, wmma_key(op.operands[0]->type));
    case Opcode::TILE_WMMA_F32_16X16X4_F32:
      return lower_wmma(ctx, op, IRG_INTRINSIC_WMMA_F32_16X16X4_F32);
    default:
      throw_internal(std::string("not a vector op: ") + std::string(op_info(op.code).name));
  }
}

}  // namespace irgate::engine
