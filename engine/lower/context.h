// engine/lower/context.h — the state of one lowering: lines, counters, names, needed keys.
//
// A LowerContext lives for one call to lower_to_llvm (no global state: re-entrant). Value
// spellings follow docs/llvm-text.md: params %<hint>, op results %<hint><id>, constants inline,
// lowerer temporaries %<hint>.<N> (own counter from 1), blocks <kind>.<N> (own counter from 1).
// need() is the only way to declare an intrinsic and consults the arch-domain table.
//
//   std::string callee = ctx.need(IRG_INTRINSIC_FMA_F32);   // "llvm.fma.f32" (or refuses)
//   ctx.line(ctx.def(op.results[0]) + " = call float @" + callee + "(" + ... + ")");
#pragma once

#include <bitset>
#include <string>
#include <unordered_map>
#include <vector>

#include "engine/ir/ir.h"
#include "engine/target.h"
#include "irgate/arch_domain_view.h"

namespace irgate::engine {

class LowerContext {
 public:
  LowerContext(const Kernel& kernel, int flavor, const ArchInfo& arch, const irg_arch_domain_t* domain);

  const Kernel& kernel;
  const int flavor;
  const ArchInfo& arch;

  // Operand spelling of a value ("%x", "42", "0x3FF0000000000000", "@lds.k").
  std::string ref(const Value* v) const;
  std::string typed(const Value* v) const { return llvm_type(v->type) + " " + ref(v); }
  // Binds a value to a spelling (constants, the LDS global, loop results).
  void bind(const Value* v, std::string spelling) { names_[v] = std::move(spelling); }
  // The defining name of an op result: %<hint><id>.
  std::string def(const Value* v);
  std::string temp(const std::string& hint) { return "%" + hint + "." + std::to_string(next_temp_++); }
  int new_block() { return next_block_++; }

  void line(const std::string& text) { body_.push_back("  " + text); }
  void label(const std::string& name);
  size_t reserve_line() { body_.push_back(""); return body_.size() - 1; }
  void fill_line(size_t index, const std::string& text) { body_[index] = "  " + text; }
  const std::string& current_block() const { return block_; }

  std::string llvm_type(const Type& t) const;
  // Declares key (once) after asking the arch-domain table; returns the callee name.
  std::string need(irg_intrinsic_id key);

  const std::vector<std::string>& body() const { return body_; }
  const std::bitset<IRG_INTRINSIC_COUNT>& needed() const { return needed_; }

 private:
  const irg_arch_domain_t* domain_;
  std::vector<std::string> body_;
  std::string block_ = "entry";
  int next_temp_ = 1;
  int next_block_ = 1;
  std::unordered_map<const Value*, std::string> names_;
  std::bitset<IRG_INTRINSIC_COUNT> needed_;
};

// intrinsics.def, resolved: the declare text of key for flavor ("" when absent there), its key
// string, and the callee name inside a declare text.
std::string declare_text(irg_intrinsic_id key, int flavor);
const char* intrinsic_key(irg_intrinsic_id key);
std::string callee_of(const std::string& declare);

// How a flavor spells a buffer resource, read from its make.buffer.rsrc declare (docs/llvm-text.md
// §tile.buffer_rsrc) so that a new flavor rung is data only: no declare → a <4 x i32> built by
// hand; otherwise the declare's return type, with the record count passed as its third parameter
// type (i32 as is, i64 zero-extended).
struct RsrcForm {
  bool by_hand = true;
  std::string type = "<4 x i32>";
  std::string records_type;  // "i32" or "i64" when !by_hand
};
RsrcForm rsrc_form(int flavor);
// The arch-domain question of docs/llvm-text.md §The arch-domain check, for the lowerer's need()
// and for a validator whose feature choice the table decides (direct_wgrad's TDM ring): returns
// when the cell of (key, arch) in the flavor's table is ok, else throws the refusal.
void require_domain_ok(const irg_arch_domain_t* domain, int flavor, const ArchInfo& arch,
                       irg_intrinsic_id key);
// The inline spelling of an arith.constant of `type`.
std::string constant_literal(const Type& type, const AttrValue& value);

// Per-op lowering (lower_ops.cpp, lower_vector_ops.cpp, lower_control.cpp).
void lower_region(LowerContext& ctx, const Region& region);
void lower_simple_op(LowerContext& ctx, const Op& op);
void lower_vector_op(LowerContext& ctx, const Op& op);  // the WMMA families' ops
void lower_tdm_op(LowerContext& ctx, const Op& op);     // the Tensor Data Mover copy and wait (lower_tdm_ops.cpp)
// `%gep.N = getelementptr inbounds i8, <lds>, <offset>` for an LDS op (operands 0, 1).
std::string lds_gep(LowerContext& ctx, const Op& op);
void lower_control_op(LowerContext& ctx, const Op& op);

}  // namespace irgate::engine
