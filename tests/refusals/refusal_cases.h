// tests/refusals/refusal_cases.h — one trigger per refusals.def id, run against each engine.
//
// Each case is named after its refusal id (Halide's test/error/ model: one negative test per
// expected error). A trigger returns what the engine said; the test checks the id and the
// "names its value" rule. Each family's cases live in cases/<token>.cpp (the family's own file),
// the rest in cases/common.cpp; a test fails if an id of refusals.def has no case.
//
//   for (const RefusalCase& c : refusal_cases()) Said s = c.trigger(irg_twin_engine());
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "irgate/abi.h"
#include "irgate/engine_api.h"

namespace irgate::testing {

struct Said {
  int status = IRG_STATUS_ERROR;
  std::string id, text;
};

struct RefusalCase {
  std::string id;
  std::function<Said(const irg_engine*)> trigger;
};

// Needs the corpus fixture's data (IRGATE_ROOT) to be loadable.
const std::vector<RefusalCase>& refusal_cases();
// The pieces it is made of: cases/common.cpp, and cases/<token>.cpp per families.def row.
std::vector<RefusalCase> common_refusal_cases();
#define IRG_FAMILY(Enum, value, token, ...) std::vector<RefusalCase> refusal_cases_##token();
#include "irgate/families.def"
#undef IRG_FAMILY
std::vector<std::string> refusal_ids();  // every id of refusals.def, in table order

}  // namespace irgate::testing
