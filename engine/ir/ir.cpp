// engine/ir/ir.cpp — op table from opcodes.def, attribute spelling, value creation.
#include "engine/ir/ir.h"

#include <array>
#include <cinttypes>
#include <cstdio>

namespace irgate::engine {
namespace {

constexpr OpInfo kOps[] = {
#define IRG_OP(Enum, name, value, effect, n_in, n_out, hint) \
  {Opcode::Enum, name, Effect::effect, n_in, n_out, hint},
#include "irgate/opcodes.def"
#undef IRG_OP
};

}  // namespace

const OpInfo& op_info(Opcode code) {
  // Values are dense from 1 (tests/contract pins that), so the table index is value - 1.
  return kOps[static_cast<int>(code) - 1];
}

std::optional<Opcode> opcode_from_name(std::string_view name) {
  for (const OpInfo& info : kOps)
    if (info.name == name) return info.code;
  return std::nullopt;
}

std::string attr_str(const AttrValue& v) {
  if (auto* i = std::get_if<int64_t>(&v)) return std::to_string(*i);
  if (auto* b = std::get_if<bool>(&v)) return *b ? "true" : "false";
  if (auto* d = std::get_if<double>(&v)) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%a", *d);
    return buf;
  }
  std::string out = "\"";
  for (char c : std::get<std::string>(v)) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out + "\"";
}

Value* Kernel::new_value(Type type, std::string hint) {
  auto v = std::make_unique<Value>();
  v->id = static_cast<int>(values.size());
  v->hint = std::move(hint);
  v->type = type;
  values.push_back(std::move(v));
  return values.back().get();
}

bool is_valid_hint(std::string_view hint) {
  if (hint.empty()) return false;
  auto lower = [](char c) { return (c >= 'a' && c <= 'z') || c == '_'; };
  auto digit = [](char c) { return c >= '0' && c <= '9'; };
  if (!lower(hint.front()) || digit(hint.back())) return false;
  for (char c : hint)
    if (!lower(c) && !digit(c)) return false;
  return true;
}

}  // namespace irgate::engine
