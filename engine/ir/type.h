// engine/ir/type.h — the types of the reference engine's tile IR.
//
// A Type is a small value: a scalar (i1 … f32), a vector of scalars (the WMMA families'
// fragments, accumulators and 16-byte chunks), a pointer into an address space, or a buffer
// resource. Its canonical spelling (docs/ir-format.md) is what the printer writes and the
// parser reads; llvm_name() is its spelling in LLVM IR for a flavor.
//
//   Type t = Type::i32();
//   assert(t.str() == "i32" && Type::parse("ptr<lds>")->space == AddrSpace::Lds);
//   assert(Type::vec(ScalarKind::F32, 8).str() == "vec<8 x f32>");
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace irgate::engine {

enum class ScalarKind { None, I1, I8, I16, I32, I64, F16, BF16, F32 };
enum class AddrSpace { None, Global, Lds, Constant };

struct Type {
  enum class Kind { Scalar, Pointer, Rsrc, Vector } kind = Kind::Scalar;
  ScalarKind scalar = ScalarKind::None;  // also the element of a vector
  AddrSpace space = AddrSpace::None;
  int lanes = 0;                         // vectors only: 2, 4, 8 or 16

  static Type i1() { return scalar_of(ScalarKind::I1); }
  static Type i16() { return scalar_of(ScalarKind::I16); }
  static Type i32() { return scalar_of(ScalarKind::I32); }
  static Type f16() { return scalar_of(ScalarKind::F16); }
  static Type f32() { return scalar_of(ScalarKind::F32); }
  static Type ptr(AddrSpace s) { return Type{Kind::Pointer, ScalarKind::None, s}; }
  static Type rsrc() { return Type{Kind::Rsrc, ScalarKind::None, AddrSpace::None}; }
  static Type scalar_of(ScalarKind k) { return Type{Kind::Scalar, k, AddrSpace::None}; }
  static Type vec(ScalarKind k, int lanes) { return Type{Kind::Vector, k, AddrSpace::None, lanes}; }

  Type element() const { return scalar_of(scalar); }  // of a vector

  bool is_int() const;
  bool is_float() const;
  std::string str() const;  // canonical spelling
  static std::optional<Type> parse(std::string_view text);
  bool operator==(const Type&) const = default;
};

}  // namespace irgate::engine
