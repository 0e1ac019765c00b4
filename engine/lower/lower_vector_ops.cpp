// engine/lower/lower_vector_ops.cpp — LLVM text of the WMMA families' ops: vec.concat,
// vec.extract, the 16-byte buffer load and LDS store, the transpose read, the 8-byte LDS load and
// the WMMAs, and gfx11/gfx12's 16-bit LDS read, operand assembly and 16x16x16 WMMA
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

// The gfx11 (16-element) or gfx12 (8-element) 16x16x16 WMMA of an f16 or bf16 operand.
irg_intrinsic_id wmma16_key(const Type& operand) {
  const bool f16 = operand.scalar == ScalarKind::F16, bf16 = operand.scalar == ScalarKind::BF16;
  if (operand.lanes == 16 && f16) return IRG_INTRINSIC_WMMA_F32_16X16X16_F16_V16;
  if (operand.lanes == 16 && bf16) return IRG_INTRINSIC_WMMA_F32_16X16X16_BF16_V16;
  if (operand.lanes == 8 && f16) return IRG_INTRINSIC_WMMA_F32_16X16X16_F16_V8;
  if (operand.lanes == 8 && bf16) return IRG_INTRINSIC_WMMA_F32_16X16X16_BF16_V8;
  throw_internal("tile.wmma_f32_16x16x16 multiplies " + operand.str());
}

// gfx11/gfx12 WMMA: three operands; bf16 operands go to the intrinsic as <N x i16> (bitcast
// %wa.M, %wb.M after the key is needed, so a refused key leaves no temp behind).
void lower_wmma16(LowerContext& ctx, const Op& op) {
  const Type& operand = op.operands[0]->type;
  std::string callee = ctx.need(wmma16_key(operand));
  std::string a = ctx.typed(op.operands[0]), b = ctx.typed(op.operands[1]);
  if (operand.scalar == ScalarKind::BF16) {
    const std::string ints = "<" + std::to_string(operand.lanes) + " x i16>";
    std::string wa = ctx.temp("wa");
    ctx.line(wa + " = bitcast " + a + " to " + ints);
    std::string wb = ctx.temp("wb");
    ctx.line(wb + " = bitcast " + b + " to " + ints);
    a = ints + " " + wa;
    b = ints + " " + wb;
  }
  ctx.line(ctx.def(op.results[0]) + " = call <8 x float> @" + callee + "(" + a + ", " + b + ", " +
           ctx.typed(op.operands[2]) + ")");
}

// vec.from_elements: an insertelement chain from poison, one temp %vfe.M a link, the last link R.
void lower_from_elements(LowerContext& ctx, const Op& op) {
  const std::string vec = ctx.llvm_type(op.results[0]->type);
  const size_t n = op.operands.size();
  std::string prev = "poison";
  for (size_t j = 0; j < n; ++j) {
    const std::string target = j + 1 == n ? ctx.def(op.results[0]) : ctx.temp("vfe");
    ctx.line(target + " = insertelement " + vec + " " + prev + ", " + ctx.typed(op.operands[j]) + ", i32 " +
             std::to_string(j));
    prev = target;
  }
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
    case Opcode::TILE_LDS_LOAD_B16: {
      std::string gep = lds_gep(ctx, op);
      ctx.line(ctx.def(op.results[0]) + " = load " + ctx.llvm_type(op.results[0]->type) + ", ptr addrspace(3) " + gep +
               ", align 2");
      return;
    }
    case Opcode::VEC_FROM_ELEMENTS:
      return lower_from_elements(ctx, op);
    case Opcode::TILE_WMMA_F32_16X16X16:
      return lower_wmma16(ctx, op);
    default:
      throw_internal(std::string("not a vector op: ") + std::string(op_info(op.code).name));
  }
}

}  // namespace irgate::engine
