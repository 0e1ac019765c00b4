// tests/refusals/refusal_cases.cpp — the trigger of every refusal id (see refusal_cases.h): the
// common cases, then each families.def family's own case file (cases/<token>.cpp).
#include "tests/refusals/refusal_cases.h"

namespace irgate::testing {

std::vector<std::string> refusal_ids() {
  return {
#define IRG_REFUSAL(id, pattern) #id,
#include "irgate/refusals.def"
#undef IRG_REFUSAL
  };
}

const std::vector<RefusalCase>& refusal_cases() {
  static const std::vector<RefusalCase> cases = [] {
    std::vector<RefusalCase> all = common_refusal_cases();
#define IRG_FAMILY(Enum, value, token, ...)               \
  for (RefusalCase& c : refusal_cases_##token()) all.push_back(std::move(c));
#include "irgate/families.def"
#undef IRG_FAMILY
    return all;
  }();
  return cases;
}

}  // namespace irgate::testing
