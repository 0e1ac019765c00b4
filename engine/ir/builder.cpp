// engine/ir/builder.cpp — see builder.h.
#include "engine/ir/builder.h"

#include "engine/refusal.h"

namespace irgate::engine {

Builder::Builder(std::string kernel_name, AttrMap kernel_attrs) {
  kernel_.name = std::move(kernel_name);
  kernel_.attrs = std::move(kernel_attrs);
  insertion_.push_back(&kernel_.entry);
}

Value* Builder::param(std::string name, Type type, AttrMap attrs) {
  Value* v = kernel_.new_value(type, std::move(name));
  v->is_param = true;
  kernel_.params.push_back(Param{v, std::move(attrs)});
  return v;
}

Op* Builder::emit(Opcode code, std::vector<Value*> operands, std::vector<Type> result_types,
                  AttrMap attrs, std::string hint) {
  auto op = std::make_unique<Op>();
  op->code = code;
  op->operands = std::move(operands);
  op->attrs = std::move(attrs);
  if (hint.empty()) hint = std::string(op_info(code).hint);
  for (const Type& t : result_types) op->results.push_back(kernel_.new_value(t, hint));
  Op* raw = op.get();
  insertion_.back()->ops.push_back(std::move(op));
  return raw;
}

Value* Builder::one(Opcode code, std::vector<Value*> operands, Type result, std::string hint,
                    AttrMap attrs) {
  return emit(code, std::move(operands), {result}, std::move(attrs), std::move(hint))->results[0];
}

Value* Builder::const_i32(int64_t v) {
  return one(Opcode::ARITH_CONSTANT, {}, Type::i32(), "k", {{"value", v}});
}

Value* Builder::const_i1(bool v) {
  return one(Opcode::ARITH_CONSTANT, {}, Type::i1(), "k", {{"value", int64_t{v ? 1 : 0}}});
}

Value* Builder::const_f32(double v) {
  return one(Opcode::ARITH_CONSTANT, {}, Type::f32(), "k", {{"value", v}});
}

Value* Builder::binary(Opcode code, Value* a, Value* b, std::string hint) {
  return one(code, {a, b}, a->type, std::move(hint));
}

Value* Builder::binary(Opcode code, Value* a, int64_t imm, std::string hint) {
  Value* k = const_i32(imm);
  return binary(code, a, k, std::move(hint));
}

Value* Builder::cmpi(const char* pred, Value* a, Value* b, std::string hint) {
  return one(Opcode::ARITH_CMPI, {a, b}, Type::i1(), std::move(hint), {{"pred", std::string(pred)}});
}

Value* Builder::cmpi(const char* pred, Value* a, int64_t imm, std::string hint) {
  Value* k = const_i32(imm);
  return cmpi(pred, a, k, std::move(hint));
}

Value* Builder::select(Value* cond, Value* a, Value* b, std::string hint) {
  return one(Opcode::ARITH_SELECT, {cond, a, b}, a->type, std::move(hint));
}

Value* Builder::select(Value* cond, Value* a, int64_t imm, std::string hint) {
  Value* k = const_i32(imm);
  return select(cond, a, k, std::move(hint));
}

Value* Builder::cast(Opcode code, Value* a, Type to, std::string hint) {
  return one(code, {a}, to, std::move(hint));
}

Value* Builder::fma(Value* a, Value* b, Value* c, std::string hint) {
  return one(Opcode::ARITH_FMA, {a, b, c}, Type::f32(), std::move(hint));
}

Value* Builder::gpu(Opcode code, std::string hint) { return one(code, {}, Type::i32(), std::move(hint)); }

void Builder::barrier() { emit(Opcode::GPU_BARRIER, {}, {}); }

Value* Builder::buffer_rsrc(Value* base, Value* num_bytes, std::string hint) {
  return one(Opcode::TILE_BUFFER_RSRC, {base, num_bytes}, Type::rsrc(), std::move(hint));
}

Value* Builder::buffer_load(Opcode code, Value* rsrc, Value* voffset, Value* soffset, std::string hint) {
  Type t = code == Opcode::TILE_BUFFER_LOAD_I16 ? Type::i16() : Type::f32();
  return one(code, {rsrc, voffset, soffset}, t, std::move(hint));
}

void Builder::buffer_store(Opcode code, Value* rsrc, Value* voffset, Value* soffset, Value* value) {
  emit(code, {rsrc, voffset, soffset, value}, {});
}

int64_t checked_cachepolicy(const std::optional<AttrValue>& attr) {
  if (!attr) throw_refusal(RefusalId::ir_cachepolicy_missing);
  const int64_t* policy = std::get_if<int64_t>(&*attr);
  if (!policy) throw_refusal(RefusalId::ir_cachepolicy_type, attr_str(*attr).c_str());
  if (*policy < 0 || *policy > 31) throw_refusal(RefusalId::ir_cachepolicy_range, static_cast<long long>(*policy));
  return *policy;
}

void Builder::buffer_atomic_fadd_f32(Value* rsrc, Value* voffset, Value* soffset, Value* value,
                                     std::optional<AttrValue> cachepolicy) {
  int64_t policy = checked_cachepolicy(cachepolicy);
  emit(Opcode::TILE_BUFFER_ATOMIC_FADD_F32, {rsrc, voffset, soffset, value}, {},
       {{"cachepolicy", policy}});
}

Value* Builder::lds_alloc(int64_t bytes) {
  return one(Opcode::TILE_LDS_ALLOC, {}, Type::ptr(AddrSpace::Lds), "lds", {{"bytes", bytes}});
}

Value* Builder::lds_load_f32(Value* lds, Value* byte_offset, std::string hint) {
  return one(Opcode::TILE_LDS_LOAD_F32, {lds, byte_offset}, Type::f32(), std::move(hint));
}

void Builder::lds_store_f32(Value* lds, Value* byte_offset, Value* value) {
  emit(Opcode::TILE_LDS_STORE_F32, {lds, byte_offset, value}, {});
}

std::vector<Value*> Builder::for_(Value* lo, Value* hi, Value* step, std::vector<Value*> inits,
                                  std::string iv_hint, std::string arg_hint, const LoopBody& body) {
  std::vector<Value*> operands = {lo, hi, step};
  std::vector<Type> types;
  for (Value* v : inits) {
    operands.push_back(v);
    types.push_back(v->type);
  }
  // Numbering order: results, then the iv, then the iter-args, then the body.
  Op* op = emit(Opcode::SCF_FOR, std::move(operands), types, {}, "res");
  op->region_args.push_back(kernel_.new_value(lo->type, std::move(iv_hint)));
  for (const Type& t : types) op->region_args.push_back(kernel_.new_value(t, arg_hint));
  op->regions.emplace_back();
  insertion_.push_back(&op->regions[0]);
  std::span<Value* const> args(op->region_args.data() + 1, op->region_args.size() - 1);
  std::vector<Value*> yields = body(op->region_args[0], args);
  emit(Opcode::SCF_YIELD, std::move(yields), {});
  insertion_.pop_back();
  return op->results;
}

void Builder::if_(Value* cond, const std::function<void()>& then_body) {
  Op* op = emit(Opcode::SCF_IF, {cond}, {});
  op->regions.emplace_back();
  insertion_.push_back(&op->regions[0]);
  then_body();
  insertion_.pop_back();
}

void Builder::if_else(Value* cond, const std::function<void()>& then_body,
                      const std::function<void()>& else_body) {
  Op* op = emit(Opcode::SCF_IF_ELSE, {cond}, {});
  op->regions.resize(2);
  insertion_.push_back(&op->regions[0]);
  then_body();
  insertion_.back() = &op->regions[1];
  else_body();
  insertion_.pop_back();
}

Kernel Builder::take() { return std::move(kernel_); }

}  // namespace irgate::engine
