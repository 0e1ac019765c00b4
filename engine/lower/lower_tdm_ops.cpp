// engine/lower/lower_tdm_ops.cpp — LLVM text of the Tensor Data Mover ops (docs/llvm-text.md
// §tile.tdm_load_b16_2d): the 2-D copy builds its four descriptor groups in the layout Triton's
// TDMUtility.cpp encodes (docs/gfx1250-sources.md §3) and calls tensor.load.to.lds; the wait is
// one s.wait.tensorcnt.
#include <bit>
#include <cstdint>

#include "engine/lower/context.h"
#include "engine/refusal.h"

namespace irgate::engine {
namespace {

int64_t int_attr(const Op& op, const char* key) { return std::get<int64_t>(op.attrs.at(key)); }

// Descriptor group 1, dword 0: data size 1 (2-byte elements), pad enable, pad interval
// (log2 of the row's dwords, minus 1) and pad amount (the pitch's extra dwords, minus 1).
int32_t group1_dword0(int64_t cols, int64_t pitch) {
  const uint32_t interval_log2 = static_cast<uint32_t>(std::countr_zero(static_cast<uint64_t>(cols / 2)));
  const uint32_t amount = static_cast<uint32_t>((pitch - cols) / 2);
  const uint32_t word = (1u << 16) | (1u << 20) | ((interval_log2 - 1) << 22) | ((amount - 1) << 25);
  return static_cast<int32_t>(word);
}

void lower_tdm_load(LowerContext& ctx, const Op& op) {
  const std::string callee = ctx.need(IRG_INTRINSIC_TENSOR_LOAD_TO_LDS);
  const int64_t cols = int_attr(op, "cols"), pitch = int_attr(op, "pitch");
  const std::string rows = ctx.ref(op.operands[4]);
  const std::string gep = lds_gep(ctx, op);
  const std::string lsa = ctx.temp("lsa");
  ctx.line(lsa + " = ptrtoint ptr addrspace(3) " + gep + " to i32");
  const std::string src = ctx.temp("src");
  ctx.line(src + " = getelementptr inbounds i16, " + ctx.typed(op.operands[2]) + ", " + ctx.typed(op.operands[3]));
  const std::string ga = ctx.temp("ga");
  ctx.line(ga + " = ptrtoint ptr addrspace(1) " + src + " to i64");
  const std::string galo = ctx.temp("galo");
  ctx.line(galo + " = trunc i64 " + ga + " to i32");
  const std::string gahw = ctx.temp("gahw");
  ctx.line(gahw + " = lshr i64 " + ga + ", 32");
  const std::string gahi = ctx.temp("gahi");
  ctx.line(gahi + " = trunc i64 " + gahw + " to i32");
  const std::string gaty = ctx.temp("gaty");  // type 2 in bits [127:126] of group 0
  ctx.line(gaty + " = or i32 " + gahi + ", -2147483648");
  const std::string g0a = ctx.temp("g0a");
  ctx.line(g0a + " = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 " + lsa + ", i32 1");
  const std::string g0b = ctx.temp("g0b");
  ctx.line(g0b + " = insertelement <4 x i32> " + g0a + ", i32 " + galo + ", i32 2");
  const std::string g0 = ctx.temp("g0");
  ctx.line(g0 + " = insertelement <4 x i32> " + g0b + ", i32 " + gaty + ", i32 3");
  const std::string dim1 = ctx.temp("dim1");
  ctx.line(dim1 + " = shl i32 " + rows + ", 16");
  const std::string cols_hi = std::to_string(cols * 65536);
  const std::string g1a = ctx.temp("g1a");
  ctx.line(g1a + " = insertelement <8 x i32> <i32 " + std::to_string(group1_dword0(cols, pitch)) + ", i32 " + cols_hi +
           ", i32 0, i32 " + cols_hi + ", i32 0, i32 0, i32 0, i32 0>, i32 " + dim1 + ", i32 2");
  const std::string g1b = ctx.temp("g1b");
  ctx.line(g1b + " = insertelement <8 x i32> " + g1a + ", i32 " + rows + ", i32 4");
  const std::string g1 = ctx.temp("g1");
  ctx.line(g1 + " = insertelement <8 x i32> " + g1b + ", i32 " + ctx.ref(op.operands[5]) + ", i32 5");
  ctx.line("call void @" + callee + "(<4 x i32> " + g0 + ", <8 x i32> " + g1 +
           ", <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)");
}

}  // namespace

void lower_tdm_op(LowerContext& ctx, const Op& op) {
  switch (op.code) {
    case Opcode::TILE_TDM_LOAD_B16_2D:
      return lower_tdm_load(ctx, op);
    case Opcode::TILE_TDM_WAIT: {
      const std::string callee = ctx.need(IRG_INTRINSIC_S_WAIT_TENSORCNT);
      ctx.line("call void @" + callee + "(i16 " + std::to_string(int_attr(op, "pending")) + ")");
      return;
    }
    default:
      throw_internal(std::string("not a tensor-data-mover op: ") + std::string(op_info(op.code).name));
  }
}

}  // namespace irgate::engine
