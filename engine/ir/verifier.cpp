// engine/ir/verifier.cpp — see verifier.h.
#include "engine/ir/verifier.h"

#include <cmath>
#include <set>
#include <unordered_set>
#include <vector>

namespace irgate::engine {
namespace {

const std::set<std::string> kIntPreds = {"eq", "ne", "ult", "ule", "ugt", "uge", "slt", "sle", "sgt", "sge"};
const std::set<std::string> kFloatPreds = {"oeq", "one", "olt", "ole", "ogt", "oge", "ord", "uno"};

int bits(const Type& t) {
  switch (t.scalar) {
    case ScalarKind::I1: return 1;
    case ScalarKind::I8: return 8;
    case ScalarKind::I16: case ScalarKind::F16: case ScalarKind::BF16: return 16;
    case ScalarKind::I32: case ScalarKind::F32: return 32;
    case ScalarKind::I64: return 64;
    default: return 0;
  }
}

class Verifier {
 public:
  std::optional<std::string> run(const Kernel& k) {
    if (!std::holds_alternative<std::string>(k.attrs.count("arch") ? k.attrs.at("arch") : AttrValue{int64_t{0}}))
      return "kernel attribute arch (string) is required";
    if (!k.attrs.count("block_size") || !std::holds_alternative<int64_t>(k.attrs.at("block_size")))
      return "kernel attribute block_size (integer) is required";
    scopes_.emplace_back();
    for (const Param& p : k.params) {
      if (auto e = define(p.value)) return e;
      if (p.value->type.kind == Type::Kind::Rsrc) return "a param cannot be a buffer resource";
    }
    return region(k.entry);
  }

 private:
  std::optional<std::string> define(const Value* v) {
    if (!is_valid_hint(v->hint)) return "value %" + std::to_string(v->id) + " has an invalid hint '" + v->hint + "'";
    if (!seen_.insert(v).second) return "value %" + std::to_string(v->id) + " is defined twice";
    scopes_.back().insert(v);
    return std::nullopt;
  }

  bool visible(const Value* v) const {
    for (const auto& s : scopes_)
      if (s.count(v)) return true;
    return false;
  }

  std::optional<std::string> region(const Region& r, const Op* owner = nullptr) {
    for (size_t i = 0; i < r.ops.size(); ++i) {
      const Op& op = *r.ops[i];
      bool last = i + 1 == r.ops.size();
      if (op.code == Opcode::SCF_YIELD && !(owner && owner->code == Opcode::SCF_FOR && last))
        return "scf.yield must be the last op of an scf.for body";
      if (auto e = check(op)) return std::string(op_info(op.code).name) + ": " + *e;
    }
    if (owner && owner->code == Opcode::SCF_FOR &&
        (r.ops.empty() || r.ops.back()->code != Opcode::SCF_YIELD))
      return "an scf.for body must end in scf.yield";
    return std::nullopt;
  }

  std::optional<std::string> check(const Op& op) {
    const OpInfo& info = op_info(op.code);
    if (info.n_operands >= 0 && static_cast<int>(op.operands.size()) != info.n_operands)
      return "expects " + std::to_string(info.n_operands) + " operands";
    if (info.n_results >= 0 && static_cast<int>(op.results.size()) != info.n_results)
      return "expects " + std::to_string(info.n_results) + " results";
    for (const Value* v : op.operands)
      if (!visible(v)) return "operand %" + std::to_string(v->id) + " is not defined in scope";
    const bool structured = op.code == Opcode::SCF_FOR || op.code == Opcode::SCF_IF || op.code == Opcode::SCF_IF_ELSE;
    if (!structured && !op.regions.empty()) return "only scf.for, scf.if and scf.if_else have regions";
    if (op.code != Opcode::SCF_FOR && !op.region_args.empty()) return "only scf.for has an iv and iter-args";
    if (auto e = types(op)) return e;
    if (!op.regions.empty()) {
      if (op.code == Opcode::SCF_FOR) {
        scopes_.emplace_back();
        for (const Value* v : op.region_args)
          if (auto e = define(v)) return e;
        auto e = region(op.regions[0], &op);
        if (!e) e = yield_matches(op);
        scopes_.pop_back();
        if (e) return e;
      } else {
        for (const Region& r : op.regions) {
          scopes_.emplace_back();
          auto e = region(r, &op);
          scopes_.pop_back();
          if (e) return e;
        }
      }
    }
    for (const Value* v : op.results)
      if (auto e = define(v)) return e;
    return std::nullopt;
  }

  std::optional<std::string> yield_matches(const Op& op) {
    const Op& y = *op.regions[0].ops.back();
    if (y.operands.size() != op.results.size()) return "yields " + std::to_string(y.operands.size()) +
                                                       " values for " + std::to_string(op.results.size()) + " results";
    for (size_t i = 0; i < y.operands.size(); ++i)
      if (!(y.operands[i]->type == op.results[i]->type)) return "yield " + std::to_string(i) + " has the wrong type";
    return std::nullopt;
  }

  std::optional<std::string> types(const Op& op) {
    auto in = [&](size_t i) { return op.operands[i]->type; };
    auto out = [&]() { return op.results[0]->type; };
    auto int_attr = [&](const char* k) { return op.attrs.count(k) && std::holds_alternative<int64_t>(op.attrs.at(k)); };
    auto str_attr = [&](const char* k) -> std::string {
      if (!op.attrs.count(k) || !std::holds_alternative<std::string>(op.attrs.at(k))) return "";
      return std::get<std::string>(op.attrs.at(k));
    };
    const Type i32 = Type::i32(), f32 = Type::f32(), i1 = Type::i1();
    switch (op.code) {
      case Opcode::ARITH_CONSTANT: {
        if (!op.attrs.count("value")) return "needs a value attribute";
        bool is_int = std::holds_alternative<int64_t>(op.attrs.at("value"));
        bool is_dbl = std::holds_alternative<double>(op.attrs.at("value"));
        if (out().kind == Type::Kind::Vector)  // only the zero vector of f32 (the accumulator init)
          return out().scalar == ScalarKind::F32 && is_dbl && std::get<double>(op.attrs.at("value")) == 0.0 &&
                         !std::signbit(std::get<double>(op.attrs.at("value")))
                     ? std::nullopt
                     : std::optional<std::string>("a vector constant is the f32 zero vector");
        if (out().is_int() ? !is_int : !(out().is_float() && is_dbl)) return "value does not match its type";
        return std::nullopt;
      }
      case Opcode::ARITH_ADDI: case Opcode::ARITH_SUBI: case Opcode::ARITH_MULI: case Opcode::ARITH_DIVUI:
      case Opcode::ARITH_REMUI: case Opcode::ARITH_ANDI: case Opcode::ARITH_ORI: case Opcode::ARITH_SHLI:
      case Opcode::ARITH_SHRUI:
        if (!in(0).is_int() || !(in(0) == in(1)) || !(out() == in(0))) return "operands and result must be one integer type";
        return std::nullopt;
      case Opcode::ARITH_CMPI:
        if (!in(0).is_int() || !(in(0) == in(1)) || !(out() == i1)) return "compares two integers of one type into i1";
        if (!kIntPreds.count(str_attr("pred"))) return "needs an integer pred";
        return std::nullopt;
      case Opcode::ARITH_CMPF:
        if (!(in(0) == f32) || !(in(1) == f32) || !(out() == i1)) return "compares two f32 into i1";
        if (!kFloatPreds.count(str_attr("pred"))) return "needs a float pred";
        return std::nullopt;
      case Opcode::ARITH_SELECT:
        if (!(in(0) == i1) || !(in(1) == in(2)) || !(out() == in(1))) return "select(i1, T, T) -> T";
        return std::nullopt;
      case Opcode::ARITH_ADDF: case Opcode::ARITH_MULF:
        if (!(in(0) == f32) || !(in(1) == f32) || !(out() == f32)) return "f32 operands and result";
        return std::nullopt;
      case Opcode::ARITH_FMA:
        if (!(in(0) == f32) || !(in(1) == f32) || !(in(2) == f32) || !(out() == f32)) return "f32 operands and result";
        return std::nullopt;
      case Opcode::ARITH_EXTF:
        return in(0) == Type::f16() && out() == f32 ? std::nullopt : std::optional<std::string>("f16 -> f32");
      case Opcode::ARITH_TRUNCF:
        return in(0) == f32 && out() == Type::f16() ? std::nullopt : std::optional<std::string>("f32 -> f16");
      case Opcode::ARITH_EXTUI:
        return in(0).is_int() && out().is_int() && bits(in(0)) < bits(out()) ? std::nullopt
                                                                              : std::optional<std::string>("widens an integer");
      case Opcode::ARITH_TRUNCI:
        return in(0).is_int() && out().is_int() && bits(in(0)) > bits(out()) ? std::nullopt
                                                                              : std::optional<std::string>("narrows an integer");
      case Opcode::ARITH_BITCAST:
        return in(0).kind == Type::Kind::Scalar && out().kind == Type::Kind::Scalar && bits(in(0)) == bits(out()) &&
                       !(in(0) == out())
                   ? std::nullopt
                   : std::optional<std::string>("casts between scalars of one width");
      case Opcode::GPU_THREAD_ID_X: case Opcode::GPU_BLOCK_ID_X: case Opcode::GPU_BLOCK_ID_Y:
      case Opcode::GPU_BLOCK_ID_Z:
        return out() == i32 ? std::nullopt : std::optional<std::string>("yields i32");
      case Opcode::GPU_READFIRSTLANE:
        return in(0) == i32 && out() == i32 ? std::nullopt : std::optional<std::string>("i32 -> i32");
      case Opcode::GPU_BARRIER:
        return std::nullopt;
      case Opcode::TILE_BUFFER_RSRC:
        return in(0) == Type::ptr(AddrSpace::Global) && in(1) == i32 && out() == Type::rsrc()
                   ? std::nullopt : std::optional<std::string>("(ptr<global>, i32) -> rsrc");
      case Opcode::TILE_BUFFER_LOAD_I16: case Opcode::TILE_BUFFER_LOAD_F32: {
        Type want = op.code == Opcode::TILE_BUFFER_LOAD_I16 ? Type::i16() : f32;
        return in(0) == Type::rsrc() && in(1) == i32 && in(2) == i32 && out() == want
                   ? std::nullopt : std::optional<std::string>("(rsrc, i32, i32) -> " + want.str());
      }
      case Opcode::TILE_BUFFER_STORE_I16: case Opcode::TILE_BUFFER_STORE_F32: case Opcode::TILE_BUFFER_ATOMIC_FADD_F32: {
        Type want = op.code == Opcode::TILE_BUFFER_STORE_I16 ? Type::i16() : f32;
        return in(0) == Type::rsrc() && in(1) == i32 && in(2) == i32 && in(3) == want
                   ? std::nullopt : std::optional<std::string>("(rsrc, i32, i32, " + want.str() + ")");
      }
      case Opcode::TILE_LDS_ALLOC:
        if (lds_allocs_++) return "a kernel has at most one LDS allocation";
        if (!int_attr("bytes") || std::get<int64_t>(op.attrs.at("bytes")) <= 0) return "needs bytes > 0";
        return out() == Type::ptr(AddrSpace::Lds) ? std::nullopt : std::optional<std::string>("yields ptr<lds>");
      case Opcode::TILE_LDS_LOAD_F32:
        return in(0) == Type::ptr(AddrSpace::Lds) && in(1) == i32 && out() == f32
                   ? std::nullopt : std::optional<std::string>("(ptr<lds>, i32) -> f32");
      case Opcode::TILE_LDS_STORE_F32:
        return in(0) == Type::ptr(AddrSpace::Lds) && in(1) == i32 && in(2) == f32
                   ? std::nullopt : std::optional<std::string>("(ptr<lds>, i32, f32)");
      case Opcode::VEC_CONCAT:
        return in(0).kind == Type::Kind::Vector && in(0) == in(1) &&
                       out() == Type::vec(in(0).scalar, 2 * in(0).lanes)
                   ? std::nullopt : std::optional<std::string>("(vec<N x T>, vec<N x T>) -> vec<2N x T>");
      case Opcode::VEC_EXTRACT: {
        if (in(0).kind != Type::Kind::Vector || !(out() == in(0).element())) return "(vec<N x T>) -> T";
        if (!int_attr("index")) return "needs an integer index";
        int64_t index = std::get<int64_t>(op.attrs.at("index"));
        return index >= 0 && index < in(0).lanes ? std::nullopt : std::optional<std::string>("index out of range");
      }
      case Opcode::TILE_BUFFER_LOAD_B128:
        return in(0) == Type::rsrc() && in(1) == i32 && in(2) == i32 && out() == Type::vec(ScalarKind::I32, 4)
                   ? std::nullopt : std::optional<std::string>("(rsrc, i32, i32) -> vec<4 x i32>");
      case Opcode::TILE_LDS_STORE_B128:
        return in(0) == Type::ptr(AddrSpace::Lds) && in(1) == i32 && in(2) == Type::vec(ScalarKind::I32, 4)
                   ? std::nullopt : std::optional<std::string>("(ptr<lds>, i32, vec<4 x i32>)");
      case Opcode::TILE_LDS_LOAD_TR16_B128:
        return in(0) == Type::ptr(AddrSpace::Lds) && in(1) == i32 &&
                       (out() == Type::vec(ScalarKind::F16, 8) || out() == Type::vec(ScalarKind::BF16, 8))
                   ? std::nullopt : std::optional<std::string>("(ptr<lds>, i32) -> vec<8 x f16|bf16>");
      case Opcode::TILE_WMMA_F32_16X16X32:
        return (in(0) == Type::vec(ScalarKind::F16, 16) || in(0) == Type::vec(ScalarKind::BF16, 16)) &&
                       in(1) == in(0) && in(2) == Type::vec(ScalarKind::F32, 8) && out() == in(2)
                   ? std::nullopt
                   : std::optional<std::string>("(vec<16 x f16|bf16>, same, vec<8 x f32>) -> vec<8 x f32>");
      case Opcode::TILE_LDS_LOAD_B64:
        return in(0) == Type::ptr(AddrSpace::Lds) && in(1) == i32 && out() == Type::vec(ScalarKind::F32, 2)
                   ? std::nullopt : std::optional<std::string>("(ptr<lds>, i32) -> vec<2 x f32>");
      case Opcode::TILE_WMMA_F32_16X16X4_F32:
        return in(0) == Type::vec(ScalarKind::F32, 2) && in(1) == in(0) && in(2) == Type::vec(ScalarKind::F32, 8) &&
                       out() == in(2)
                   ? std::nullopt
                   : std::optional<std::string>("(vec<2 x f32>, vec<2 x f32>, vec<8 x f32>) -> vec<8 x f32>");
      case Opcode::TILE_LDS_LOAD_B16:
        return in(0) == Type::ptr(AddrSpace::Lds) && in(1) == i32 && (out() == Type::f16() || out() == Type::scalar_of(ScalarKind::BF16))
                   ? std::nullopt : std::optional<std::string>("(ptr<lds>, i32) -> f16|bf16");
      case Opcode::VEC_FROM_ELEMENTS: {
        const Type r = out();
        const bool scalar_ok = r.scalar == ScalarKind::I16 || r.scalar == ScalarKind::I32 ||
                               r.scalar == ScalarKind::F16 || r.scalar == ScalarKind::BF16 ||
                               r.scalar == ScalarKind::F32;
        if (r.kind != Type::Kind::Vector || !scalar_ok || (r.lanes != 2 && r.lanes != 4 && r.lanes != 8 && r.lanes != 16))
          return "yields vec<N x T>, N in {2, 4, 8, 16}, T in {i16, i32, f16, bf16, f32}";
        if (static_cast<int>(op.operands.size()) != r.lanes) return "expects one operand per element";
        for (const Value* v : op.operands)
          if (!(v->type == r.element())) return "(T, ..., T) -> vec<N x T>";
        return std::nullopt;
      }
      case Opcode::TILE_WMMA_F32_16X16X16:
        return (in(0) == Type::vec(ScalarKind::F16, 16) || in(0) == Type::vec(ScalarKind::BF16, 16) ||
                in(0) == Type::vec(ScalarKind::F16, 8) || in(0) == Type::vec(ScalarKind::BF16, 8)) &&
                       in(1) == in(0) && in(2) == Type::vec(ScalarKind::F32, 8) && out() == in(2)
                   ? std::nullopt
                   : std::optional<std::string>("(vec<16|8 x f16|bf16>, same, vec<8 x f32>) -> vec<8 x f32>");
      case Opcode::TILE_TDM_LOAD_B16_2D: {
        const Type lds = Type::ptr(AddrSpace::Lds), global = Type::ptr(AddrSpace::Global);
        if (!(in(0) == lds) || !(in(1) == i32) || !(in(2) == global) || !(in(3) == i32) || !(in(4) == i32) ||
            !(in(5) == i32))
          return "(ptr<lds>, i32, ptr<global>, i32, i32, i32)";
        if (!int_attr("cols") || !int_attr("pitch")) return "needs integer cols and pitch";
        const int64_t cols = std::get<int64_t>(op.attrs.at("cols")), pitch = std::get<int64_t>(op.attrs.at("pitch"));
        // The descriptor's pad interval is a power of two dwords in 2..256, its pad amount 1..128 dwords.
        if (cols < 4 || cols > 512 || (cols & (cols - 1)) != 0) return "cols must be a power of two in 4..512";
        const int64_t extra = pitch - cols;
        if (extra < 2 || extra > 256 || extra % 2 != 0) return "pitch - cols must be an even 2..256";
        return std::nullopt;
      }
      case Opcode::TILE_TDM_WAIT: {
        if (!int_attr("pending")) return "needs an integer pending";
        const int64_t pending = std::get<int64_t>(op.attrs.at("pending"));
        return pending >= 0 && pending <= 32767 ? std::nullopt : std::optional<std::string>("pending must lie in 0..32767");
      }
      case Opcode::SCF_FOR: {
        if (op.operands.size() < 3 || op.regions.size() != 1) return "needs lo, hi, step and a body";
        if (!(in(0) == i32) || !(in(1) == i32) || !(in(2) == i32)) return "lo, hi, step are i32";
        size_t n = op.operands.size() - 3;
        if (op.results.size() != n || op.region_args.size() != n + 1) return "one result and one arg per iter-arg";
        for (size_t i = 0; i < n; ++i)
          if (!(in(3 + i) == op.results[i]->type) || !(op.region_args[1 + i]->type == op.results[i]->type))
            return "iter-arg " + std::to_string(i) + " changes type";
        return std::nullopt;
      }
      case Opcode::SCF_YIELD:
        return std::nullopt;
      case Opcode::SCF_IF:
        return in(0) == i1 && op.regions.size() == 1 ? std::nullopt : std::optional<std::string>("(i1) { then }");
      case Opcode::SCF_IF_ELSE:
        return in(0) == i1 && op.regions.size() == 2 ? std::nullopt
                                                     : std::optional<std::string>("(i1) { then } else { else }");
    }
    return "unknown op";
  }

  std::vector<std::unordered_set<const Value*>> scopes_;
  std::unordered_set<const Value*> seen_;
  int lds_allocs_ = 0;
};

}  // namespace

std::optional<std::string> verify(const Kernel& kernel) { return Verifier().run(kernel); }

}  // namespace irgate::engine
