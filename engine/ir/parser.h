// engine/ir/parser.h — reads canonical tile IR text (docs/ir-format.md) back into a Kernel.
//
// Used by lower_ir (imported IR) and the round-trip tests: print(parse(print(k))) == print(k)
// and lower(parse(print(k))) == lower(k). Malformed text throws Failure{ir_malformed} naming
// the line; the parsed kernel is renumbered canonically but not verified (call verify()).
//
//   Kernel k = parse_canonical(text);
#pragma once

#include <string_view>

#include "engine/ir/ir.h"

namespace irgate::engine {

Kernel parse_canonical(std::string_view text);

}  // namespace irgate::engine
