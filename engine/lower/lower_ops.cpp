// engine/lower/lower_ops.cpp — LLVM text of every op without regions (docs/llvm-text.md §ops).
#include <map>
#include <optional>

#include "engine/ir/builder.h"
#include "engine/lower/context.h"
#include "engine/refusal.h"

namespace irgate::engine {
namespace {

const std::map<Opcode, const char*> kBinary = {
    {Opcode::ARITH_ADDI, "add"},  {Opcode::ARITH_SUBI, "sub"}, {Opcode::ARITH_MULI, "mul"},
    {Opcode::ARITH_DIVUI, "udiv"}, {Opcode::ARITH_REMUI, "urem"}, {Opcode::ARITH_ANDI, "and"},
    {Opcode::ARITH_ORI, "or"},    {Opcode::ARITH_SHLI, "shl"}, {Opcode::ARITH_SHRUI, "lshr"},
    {Opcode::ARITH_ADDF, "fadd"}, {Opcode::ARITH_MULF, "fmul"},
};

const std::map<Opcode, const char*> kCasts = {
    {Opcode::ARITH_EXTF, "fpext"}, {Opcode::ARITH_TRUNCF, "fptrunc"}, {Opcode::ARITH_EXTUI, "zext"},
    {Opcode::ARITH_TRUNCI, "trunc"}, {Opcode::ARITH_BITCAST, "bitcast"},
};

const std::map<Opcode, irg_intrinsic_id> kIds = {
    {Opcode::GPU_THREAD_ID_X, IRG_INTRINSIC_WORKITEM_ID_X},
    {Opcode::GPU_BLOCK_ID_X, IRG_INTRINSIC_WORKGROUP_ID_X},
    {Opcode::GPU_BLOCK_ID_Y, IRG_INTRINSIC_WORKGROUP_ID_Y},
    {Opcode::GPU_BLOCK_ID_Z, IRG_INTRINSIC_WORKGROUP_ID_Z},
};

const std::map<Opcode, irg_intrinsic_id> kBufferOps = {
    {Opcode::TILE_BUFFER_LOAD_I16, IRG_INTRINSIC_BUFFER_LOAD_I16},
    {Opcode::TILE_BUFFER_LOAD_F32, IRG_INTRINSIC_BUFFER_LOAD_F32},
    {Opcode::TILE_BUFFER_STORE_I16, IRG_INTRINSIC_BUFFER_STORE_I16},
    {Opcode::TILE_BUFFER_STORE_F32, IRG_INTRINSIC_BUFFER_STORE_F32},
    {Opcode::TILE_BUFFER_ATOMIC_FADD_F32, IRG_INTRINSIC_BUFFER_ATOMIC_FADD_F32},
};

std::string args3(LowerContext& ctx, const Op& op, size_t first) {
  return ctx.typed(op.operands[first]) + ", " + ctx.typed(op.operands[first + 1]) + ", " +
         ctx.typed(op.operands[first + 2]);
}

// llvm16 has no make.buffer.rsrc: the <4 x i32> descriptor is assembled from the pointer.
void lower_rsrc_v4i32(LowerContext& ctx, const Op& op) {
  std::string addr = ctx.temp("addr");
  ctx.line(addr + " = ptrtoint " + ctx.typed(op.operands[0]) + " to i64");
  std::string lo = ctx.temp("lo");
  ctx.line(lo + " = trunc i64 " + addr + " to i32");
  std::string hi64 = ctx.temp("hi");
  ctx.line(hi64 + " = lshr i64 " + addr + ", 32");
  std::string hi = ctx.temp("hi");
  ctx.line(hi + " = trunc i64 " + hi64 + " to i32");
  std::string hi16 = ctx.temp("hi");
  ctx.line(hi16 + " = and i32 " + hi + ", 65535");
  std::string d0 = ctx.temp("rsrc");
  ctx.line(d0 + " = insertelement <4 x i32> undef, i32 " + lo + ", i32 0");
  std::string d1 = ctx.temp("rsrc");
  ctx.line(d1 + " = insertelement <4 x i32> " + d0 + ", i32 " + hi16 + ", i32 1");
  std::string d2 = ctx.temp("rsrc");
  ctx.line(d2 + " = insertelement <4 x i32> " + d1 + ", " + ctx.typed(op.operands[1]) + ", i32 2");
  ctx.line(ctx.def(op.results[0]) + " = insertelement <4 x i32> " + d2 + ", i32 " +
           std::to_string(ctx.arch.rsrc_dword3) + ", i32 3");
}

void lower_rsrc(LowerContext& ctx, const Op& op) {
  const RsrcForm form = rsrc_form(ctx.flavor);
  if (form.by_hand) return lower_rsrc_v4i32(ctx, op);
  std::string callee = ctx.need(IRG_INTRINSIC_MAKE_BUFFER_RSRC);
  std::string records = ctx.typed(op.operands[1]);
  if (form.records_type != "i32" && form.records_type != "i64")
    throw_internal("make.buffer.rsrc of this flavor takes a " + form.records_type + " record count");
  if (form.records_type == "i64") {
    std::string wide = ctx.temp("nrec");
    ctx.line(wide + " = zext " + records + " to i64");
    records = "i64 " + wide;
  }
  ctx.line(ctx.def(op.results[0]) + " = call " + form.type + " @" + callee + "(" + ctx.typed(op.operands[0]) +
           ", i16 0, " + records + ", i32 " + std::to_string(ctx.arch.rsrc_dword3) + ")");
}

void lower_buffer(LowerContext& ctx, const Op& op) {
  // An atomic's own attribute is checked before its intrinsic is needed (docs/llvm-text.md, "Cache
  // policy check"): a module defect wins over a target answer, whatever the arch-domain table says.
  std::optional<int64_t> policy;
  if (op.code == Opcode::TILE_BUFFER_ATOMIC_FADD_F32) {
    auto it = op.attrs.find("cachepolicy");
    policy = checked_cachepolicy(it != op.attrs.end() ? std::optional<AttrValue>(it->second) : std::nullopt);
  }
  std::string callee = ctx.need(kBufferOps.at(op.code));
  switch (op.code) {
    case Opcode::TILE_BUFFER_LOAD_I16:
    case Opcode::TILE_BUFFER_LOAD_F32:
      ctx.line(ctx.def(op.results[0]) + " = call " + ctx.llvm_type(op.results[0]->type) + " @" + callee + "(" +
               args3(ctx, op, 0) + ", i32 0)");
      return;
    case Opcode::TILE_BUFFER_STORE_I16:
    case Opcode::TILE_BUFFER_STORE_F32:
      ctx.line("call void @" + callee + "(" + ctx.typed(op.operands[3]) + ", " + args3(ctx, op, 0) + ", i32 0)");
      return;
    default:  // tile.buffer_atomic_fadd_f32, its policy checked above
      ctx.line(ctx.temp("old") + " = call float @" + callee + "(" + ctx.typed(op.operands[3]) + ", " +
               args3(ctx, op, 0) + ", i32 " + std::to_string(*policy) + ")");
      return;
  }
}

void lower_lds(LowerContext& ctx, const Op& op) {
  std::string gep = lds_gep(ctx, op);
  if (op.code == Opcode::TILE_LDS_LOAD_F32)
    ctx.line(ctx.def(op.results[0]) + " = load float, ptr addrspace(3) " + gep + ", align 4");
  else
    ctx.line("store " + ctx.typed(op.operands[2]) + ", ptr addrspace(3) " + gep + ", align 4");
}

}  // namespace

std::string lds_gep(LowerContext& ctx, const Op& op) {
  std::string gep = ctx.temp("gep");
  ctx.line(gep + " = getelementptr inbounds i8, " + ctx.typed(op.operands[0]) + ", " + ctx.typed(op.operands[1]));
  return gep;
}

namespace {

std::string pred_of(const Op& op) { return std::get<std::string>(op.attrs.at("pred")); }

}  // namespace

void lower_simple_op(LowerContext& ctx, const Op& op) {
  if (auto it = kBinary.find(op.code); it != kBinary.end()) {
    ctx.line(ctx.def(op.results[0]) + " = " + it->second + " " + ctx.typed(op.operands[0]) + ", " +
             ctx.ref(op.operands[1]));
    return;
  }
  if (auto it = kCasts.find(op.code); it != kCasts.end()) {
    ctx.line(ctx.def(op.results[0]) + " = " + it->second + " " + ctx.typed(op.operands[0]) + " to " +
             ctx.llvm_type(op.results[0]->type));
    return;
  }
  if (auto it = kIds.find(op.code); it != kIds.end()) {
    std::string callee = ctx.need(it->second);
    ctx.line(ctx.def(op.results[0]) + " = call i32 @" + callee + "()");
    return;
  }
  if (kBufferOps.count(op.code)) return lower_buffer(ctx, op);
  switch (op.code) {
    case Opcode::ARITH_CONSTANT:
      ctx.bind(op.results[0], constant_literal(op.results[0]->type, op.attrs.at("value")));
      return;
    case Opcode::ARITH_CMPI:
    case Opcode::ARITH_CMPF:
      ctx.line(ctx.def(op.results[0]) + (op.code == Opcode::ARITH_CMPI ? " = icmp " : " = fcmp ") + pred_of(op) +
               " " + ctx.typed(op.operands[0]) + ", " + ctx.ref(op.operands[1]));
      return;
    case Opcode::ARITH_SELECT:
      ctx.line(ctx.def(op.results[0]) + " = select " + ctx.typed(op.operands[0]) + ", " + ctx.typed(op.operands[1]) +
               ", " + ctx.typed(op.operands[2]));
      return;
    case Opcode::ARITH_FMA: {
      std::string callee = ctx.need(IRG_INTRINSIC_FMA_F32);
      ctx.line(ctx.def(op.results[0]) + " = call float @" + callee + "(" + args3(ctx, op, 0) + ")");
      return;
    }
    case Opcode::GPU_READFIRSTLANE: {
      std::string callee = ctx.need(IRG_INTRINSIC_READFIRSTLANE_I32);
      ctx.line(ctx.def(op.results[0]) + " = call i32 @" + callee + "(" + ctx.typed(op.operands[0]) + ")");
      return;
    }
    case Opcode::GPU_BARRIER: {
      std::string callee = ctx.need(IRG_INTRINSIC_S_BARRIER);
      // s.barrier alone does not order memory: LLVM may move LDS accesses across it.
      ctx.line("fence syncscope(\"workgroup\") release");
      ctx.line("call void @" + callee + "()");
      ctx.line("fence syncscope(\"workgroup\") acquire");
      return;
    }
    case Opcode::TILE_BUFFER_RSRC:
      return lower_rsrc(ctx, op);
    case Opcode::TILE_LDS_ALLOC:
      ctx.bind(op.results[0], "@lds." + ctx.kernel.name);
      return;
    case Opcode::TILE_LDS_LOAD_F32:
    case Opcode::TILE_LDS_STORE_F32:
      return lower_lds(ctx, op);
    case Opcode::VEC_CONCAT:
    case Opcode::VEC_EXTRACT:
    case Opcode::TILE_BUFFER_LOAD_B128:
    case Opcode::TILE_LDS_STORE_B128:
    case Opcode::TILE_LDS_LOAD_TR16_B128:
    case Opcode::TILE_WMMA_F32_16X16X32:
    case Opcode::TILE_LDS_LOAD_B64:
    case Opcode::TILE_WMMA_F32_16X16X4_F32:
    case Opcode::TILE_LDS_LOAD_B16:
    case Opcode::VEC_FROM_ELEMENTS:
    case Opcode::TILE_WMMA_F32_16X16X16:
      return lower_vector_op(ctx, op);
    case Opcode::TILE_TDM_LOAD_B16_2D:
    case Opcode::TILE_TDM_WAIT:
      return lower_tdm_op(ctx, op);
    default:
      throw_internal(std::string("no lowering for ") + std::string(op_info(op.code).name));
  }
}

}  // namespace irgate::engine
