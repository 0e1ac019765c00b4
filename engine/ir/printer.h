// engine/ir/printer.h — prints a kernel as canonical tile IR text (docs/ir-format.md).
//
// One op per line, attributes sorted, ids renumbered %0, %1, … in first-definition order
// (params, then a preorder walk: op results, region arguments, nested regions), hints kept.
// For a Builder-made kernel the renumbering is the identity. Parsed back by parser.h.
//
//   std::string text = print_canonical(kernel);   // starts with "irgate.ir v1\n"
#pragma once

#include <string>

#include "engine/ir/ir.h"

namespace irgate::engine {

inline constexpr const char* kCanonicalHeader = "irgate.ir v1";

std::string print_canonical(const Kernel& kernel);

// Renumbers every value in first-definition order (params, then preorder) and reorders
// kernel.values to match, so that id == canonical number afterwards.
void renumber_canonical(Kernel& kernel);

}  // namespace irgate::engine
