// engine/ir/verifier.h — checks a kernel before it is printed or lowered.
//
// Scoping (a value is used only where its definition dominates: earlier in the same region or an
// enclosing one), arity from opcodes.def, operand/result types per op, required attributes,
// scf.for iter-arg/yield consistency, hints, at most one LDS allocation. Returns the first
// complaint; a Builder-made kernel that fails is an engine bug, imported IR is refused.
//
//   if (auto why = verify(kernel)) throw_internal("verifier: " + *why);
#pragma once

#include <optional>
#include <string>

#include "engine/ir/ir.h"

namespace irgate::engine {

std::optional<std::string> verify(const Kernel& kernel);

}  // namespace irgate::engine
