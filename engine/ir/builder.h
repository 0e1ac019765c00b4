// engine/ir/builder.h — builds a tile IR kernel op by op, in program order.
//
// Every call that creates an op appends it at the insertion point and numbers its results with
// the next id, so the creation order IS the canonical numbering (docs/ir-format.md). A helper
// that takes an integer immediate creates its arith.constant first, then the op: call sites
// never nest two creating calls in one expression (C++ leaves their order unspecified).
//
//   Builder b("k", {{"arch", std::string("gfx1100")}, {"block_size", int64_t{64}}});
//   Value* n = b.param("n", Type::i32(), {});
//   Value* tid = b.gpu(Opcode::GPU_THREAD_ID_X, "tid");
//   Value* ok = b.cmpi("ult", tid, n, "ok");
//   b.if_(ok, [&] { ... });
//   Kernel k = b.take();
#pragma once

#include <functional>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "engine/ir/ir.h"

namespace irgate::engine {

class Builder {
 public:
  Builder(std::string kernel_name, AttrMap kernel_attrs);

  Value* param(std::string name, Type type, AttrMap attrs);

  // The generic form every helper goes through.
  Op* emit(Opcode code, std::vector<Value*> operands, std::vector<Type> result_types,
           AttrMap attrs = {}, std::string hint = "");
  Value* one(Opcode code, std::vector<Value*> operands, Type result, std::string hint,
             AttrMap attrs = {});

  Value* const_i32(int64_t v);
  Value* const_i1(bool v);
  Value* const_f32(double v);

  Value* binary(Opcode code, Value* a, Value* b, std::string hint);
  Value* binary(Opcode code, Value* a, int64_t imm, std::string hint);  // const, then op
  Value* cmpi(const char* pred, Value* a, Value* b, std::string hint);
  Value* cmpi(const char* pred, Value* a, int64_t imm, std::string hint);
  Value* select(Value* cond, Value* a, Value* b, std::string hint);
  Value* select(Value* cond, Value* a, int64_t imm, std::string hint);  // const, then op
  Value* cast(Opcode code, Value* a, Type to, std::string hint);
  Value* fma(Value* a, Value* b, Value* c, std::string hint);

  Value* gpu(Opcode code, std::string hint);
  void barrier();

  Value* buffer_rsrc(Value* base, Value* num_bytes, std::string hint);
  Value* buffer_load(Opcode code, Value* rsrc, Value* voffset, Value* soffset, std::string hint);
  void buffer_store(Opcode code, Value* rsrc, Value* voffset, Value* soffset, Value* value);
  // Refuses (throws Failure) a missing, non-integer, bool or out-of-range cache policy.
  void buffer_atomic_fadd_f32(Value* rsrc, Value* voffset, Value* soffset, Value* value,
                              std::optional<AttrValue> cachepolicy);

  Value* lds_alloc(int64_t bytes);
  Value* lds_load_f32(Value* lds, Value* byte_offset, std::string hint);
  void lds_store_f32(Value* lds, Value* byte_offset, Value* value);

  // scf.for lo..hi step, carrying `inits`; the body returns the values it yields.
  using LoopBody = std::function<std::vector<Value*>(Value* iv, std::span<Value* const> args)>;
  std::vector<Value*> for_(Value* lo, Value* hi, Value* step, std::vector<Value*> inits,
                           std::string iv_hint, std::string arg_hint, const LoopBody& body);
  void if_(Value* cond, const std::function<void()>& then_body);
  void if_else(Value* cond, const std::function<void()>& then_body,
               const std::function<void()>& else_body);

  Kernel take();

 private:
  Kernel kernel_;
  std::vector<Region*> insertion_;  // innermost region last
};

// Checks a cache-policy attribute the way the builder and the lowerer both must.
// Returns the policy, or throws the matching refusal (ir_cachepolicy_*).
int64_t checked_cachepolicy(const std::optional<AttrValue>& attr);

}  // namespace irgate::engine
