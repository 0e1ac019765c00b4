// engine/ir/ir.h — the reference engine's tile IR: values, ops, regions, kernels.
//
// SSA values carry an id (their canonical number) and a hint; their LLVM name is %<hint><id>
// (params: %<hint>). Control flow is structured only: scf.for (iv + iter-args as region
// arguments, body ends in scf.yield), scf.if, scf.if_else. Ops come from opcodes.def.
// A Kernel owns every value and op; Builder (builder.h) is the normal way to make one and
// parse_canonical (parser.h) the other.
//
//   const OpInfo& info = op_info(Opcode::ARITH_ADDI);   // "arith.addi", pure, 2 -> 1
//   for (const auto& op : kernel.entry.ops) visit(*op);
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "engine/ir/type.h"

namespace irgate::engine {

enum class Opcode : int {
#define IRG_OP(Enum, name, value, effect, n_in, n_out, hint) Enum = value,
#include "irgate/opcodes.def"
#undef IRG_OP
};

enum class Effect { PURE, READS, WRITES, BARRIER, CONTROL };

struct OpInfo {
  Opcode code;
  std::string_view name;
  Effect effect;
  int n_operands;  // -1: variadic
  int n_results;   // -1: variadic
  std::string_view hint;
};

const OpInfo& op_info(Opcode code);
std::optional<Opcode> opcode_from_name(std::string_view name);

// An attribute value. Doubles print as C99 hex floats (exact); see docs/ir-format.md.
using AttrValue = std::variant<int64_t, double, bool, std::string>;
using AttrMap = std::map<std::string, AttrValue>;  // sorted: the canonical order
std::string attr_str(const AttrValue& v);

struct Op;

struct Value {
  int id = 0;
  std::string hint;
  Type type;
  bool is_param = false;
};

struct Region {
  std::vector<std::unique_ptr<Op>> ops;
};

struct Op {
  Opcode code{};
  std::vector<Value*> operands;
  std::vector<Value*> results;
  std::vector<Value*> region_args;  // scf.for: the iv, then one per iter-arg
  AttrMap attrs;
  std::vector<Region> regions;  // scf.for: body; scf.if: then; scf.if_else: then, else
};

struct Param {
  Value* value = nullptr;
  AttrMap attrs;  // align (int), noalias / readonly / writeonly (bool)
};

struct Kernel {
  std::string name;
  AttrMap attrs;  // arch (string), block_size (int), spec (string)
  std::vector<Param> params;
  Region entry;
  std::vector<std::unique_ptr<Value>> values;  // owns every value; index = id

  Value* new_value(Type type, std::string hint);
};

// A hint is [a-z_][a-z0-9_]* and does not end in a digit (so %<hint><id> is unambiguous).
bool is_valid_hint(std::string_view hint);

}  // namespace irgate::engine
