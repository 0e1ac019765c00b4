// engine/lower/lower_control.cpp — structured control flow to LLVM blocks (docs/llvm-text.md §cf).
//
// scf.for  -> for.head.N (phis, signed compare) / for.body.N / for.latch.N (iv step) / for.exit.N
// scf.if   -> if.then.N / if.end.N;  scf.if_else -> if.then.N / if.else.N / if.end.N
// A loop's results are its iter-arg phis (LLVM has no copy), so they are bound, not printed.
#include "engine/lower/context.h"

namespace irgate::engine {
namespace {

void lower_for(LowerContext& ctx, const Op& op) {
  const std::string n = std::to_string(ctx.new_block());
  const std::string head = "for.head." + n, body = "for.body." + n, latch = "for.latch." + n,
                    exit = "for.exit." + n;
  const std::string next = ctx.temp("iv.next");
  const std::string cmp = ctx.temp("cmp");
  const std::string pred = ctx.current_block();

  ctx.line("br label %" + head);
  ctx.label(head);
  const Value* iv = op.region_args[0];
  std::string iv_name = ctx.def(iv);
  ctx.line(iv_name + " = phi i32 [ " + ctx.ref(op.operands[0]) + ", %" + pred + " ], [ " + next + ", %" + latch + " ]");
  std::vector<size_t> phi_lines;
  for (size_t i = 1; i < op.region_args.size(); ++i) {
    ctx.def(op.region_args[i]);
    phi_lines.push_back(ctx.reserve_line());
  }
  ctx.line(cmp + " = icmp slt i32 " + iv_name + ", " + ctx.ref(op.operands[1]));
  ctx.line("br i1 " + cmp + ", label %" + body + ", label %" + exit);

  ctx.label(body);
  const Region& r = op.regions[0];
  for (size_t i = 0; i + 1 < r.ops.size(); ++i) {
    const Op& inner = *r.ops[i];
    if (inner.regions.empty())
      lower_simple_op(ctx, inner);
    else
      lower_control_op(ctx, inner);
  }
  const Op& yield = *r.ops.back();
  ctx.line("br label %" + latch);

  ctx.label(latch);
  ctx.line(next + " = add i32 " + iv_name + ", " + ctx.ref(op.operands[2]));
  ctx.line("br label %" + head);

  for (size_t i = 0; i < phi_lines.size(); ++i) {
    const Value* arg = op.region_args[i + 1];
    ctx.fill_line(phi_lines[i], ctx.ref(arg) + " = phi " + ctx.llvm_type(arg->type) + " [ " +
                                    ctx.ref(op.operands[3 + i]) + ", %" + pred + " ], [ " +
                                    ctx.ref(yield.operands[i]) + ", %" + latch + " ]");
    ctx.bind(op.results[i], ctx.ref(arg));
  }
  ctx.label(exit);
}

void lower_if(LowerContext& ctx, const Op& op) {
  const std::string n = std::to_string(ctx.new_block());
  const std::string then_l = "if.then." + n, else_l = "if.else." + n, end_l = "if.end." + n;
  bool has_else = op.code == Opcode::SCF_IF_ELSE;
  ctx.line("br " + ctx.typed(op.operands[0]) + ", label %" + then_l + ", label %" + (has_else ? else_l : end_l));
  ctx.label(then_l);
  lower_region(ctx, op.regions[0]);
  ctx.line("br label %" + end_l);
  if (has_else) {
    ctx.label(else_l);
    lower_region(ctx, op.regions[1]);
    ctx.line("br label %" + end_l);
  }
  ctx.label(end_l);
}

}  // namespace

void lower_control_op(LowerContext& ctx, const Op& op) {
  if (op.code == Opcode::SCF_FOR)
    lower_for(ctx, op);
  else
    lower_if(ctx, op);
}

void lower_region(LowerContext& ctx, const Region& region) {
  for (const auto& op : region.ops) {
    if (op->regions.empty())
      lower_simple_op(ctx, *op);
    else
      lower_control_op(ctx, *op);
  }
}

}  // namespace irgate::engine
