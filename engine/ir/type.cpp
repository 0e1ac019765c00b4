// engine/ir/type.cpp — see type.h.
#include "engine/ir/type.h"

#include <array>
#include <utility>

namespace irgate::engine {
namespace {

constexpr std::array<std::pair<ScalarKind, std::string_view>, 8> kScalars = {{
    {ScalarKind::I1, "i1"}, {ScalarKind::I8, "i8"}, {ScalarKind::I16, "i16"},
    {ScalarKind::I32, "i32"}, {ScalarKind::I64, "i64"}, {ScalarKind::F16, "f16"},
    {ScalarKind::BF16, "bf16"}, {ScalarKind::F32, "f32"},
}};

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
      for (auto& [k, name] : kScalars)
        if (k == scalar) return std::string(name);
      return "?";
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
  return std::nullopt;
}

}  // namespace irgate::engine
