// engine/ir/type.cpp — see type.h.
#include "engine/ir/type.h"

#include <array>
#include <charconv>
#include <utility>

namespace irgate::engine {
namespace {

constexpr std::array<std::pair<ScalarKind, std::string_view>, 8> kScalars = {{
    {ScalarKind::I1, "i1"}, {ScalarKind::I8, "i8"}, {ScalarKind::I16, "i16"},
    {ScalarKind::I32, "i32"}, {ScalarKind::I64, "i64"}, {ScalarKind::F16, "f16"},
    {ScalarKind::BF16, "bf16"}, {ScalarKind::F32, "f32"},
}};

constexpr std::array<int, 4> kVectorLanes = {2, 4, 8, 16};
constexpr std::array<ScalarKind, 5> kVectorElements = {ScalarKind::I16, ScalarKind::I32, ScalarKind::F16,
                                                       ScalarKind::BF16, ScalarKind::F32};

std::string_view scalar_name(ScalarKind k) {
  for (auto& [kind, name] : kScalars)
    if (kind == k) return name;
  return "?";
}

constexpr std::array<std::pair<AddrSpace, std::string_view>, 3> kSpaces = {{
    {AddrSpace::Global, "global"}, {AddrSpace::Lds, "lds"}, {AddrSpace::Constant, "constant"},
}};

}  // namespace

bool Type::is_int() const {
  return kind == Kind::Scalar && (scalar == ScalarKind::I1 || scalar == ScalarKind::I8 ||
                                  scalar == ScalarKind::I16 || scalar == ScalarKind::I32 ||
                                  scalar == ScalarKind::I64);
}

bool Type::is_float() const {
  return kind == Kind::Scalar &&
         (scalar == ScalarKind::F16 || scalar == ScalarKind::BF16 || scalar == ScalarKind::F32);
}

std::string Type::str() const {
  switch (kind) {
    case Kind::Rsrc:
      return "rsrc";
    case Kind::Pointer:
      for (auto& [s, name] : kSpaces)
        if (s == space) return "ptr<" + std::string(name) + ">";
      return "ptr<?>";
    case Kind::Scalar:
      return std::string(scalar_name(scalar));
    case Kind::Vector:
      return "vec<" + std::to_string(lanes) + " x " + std::string(scalar_name(scalar)) + ">";
  }
  return "?";
}

std::optional<Type> Type::parse(std::string_view text) {
  if (text == "rsrc") return rsrc();
  for (auto& [k, name] : kScalars)
    if (text == name) return scalar_of(k);
  if (text.starts_with("ptr<") && text.ends_with(">")) {
    auto inner = text.substr(4, text.size() - 5);
    for (auto& [s, name] : kSpaces)
      if (inner == name) return ptr(s);
  }
  // vec<N x T>: exactly one spelling (no spaces but the two around `x`, no leading zeros).
  if (text.starts_with("vec<") && text.ends_with(">")) {
    auto inner = text.substr(4, text.size() - 5);
    auto sep = inner.find(" x ");
    if (sep == std::string_view::npos) return std::nullopt;
    int lanes = 0;
    auto count = inner.substr(0, sep);
    auto [end, ec] = std::from_chars(count.data(), count.data() + count.size(), lanes);
    if (ec != std::errc() || end != count.data() + count.size() || count.starts_with('0')) return std::nullopt;
    bool lanes_ok = false;
    for (int n : kVectorLanes) lanes_ok |= n == lanes;
    auto element = inner.substr(sep + 3);
    for (ScalarKind k : kVectorElements)
      if (lanes_ok && element == scalar_name(k)) return vec(k, lanes);
  }
  return std::nullopt;
}

}  // namespace irgate::engine
