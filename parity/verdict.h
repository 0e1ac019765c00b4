// parity/verdict.h — the verdict of one (config, flavor): the two engines' outcomes compared,
// and the config's expectation applied.
//
// Pass set (gate.h): IDENTICAL and BOTH_REFUSED. IDENTICAL already means "emitted as expected"
// and BOTH_REFUSED "refused with the expected id and the same text": an emission where a refusal
// was expected is UNEXPECTED_EMIT, a refusal nobody expected UNEXPECTED_REFUSAL.
//
//   Verdict v = classify(pair, "dw_lds_budget", &detail);
//   std::cout << verdict_name(v);   // "BOTH_REFUSED"
#pragma once

#include <optional>
#include <string>

#include "parity/outcome.h"

namespace irgate::parity {

#define IRGATE_VERDICTS(X)                                                                    \
  X(IDENTICAL)          /* both emitted the same LLVM text, canonical IR and spec stamp */   \
  X(BOTH_REFUSED)       /* both refused with the expected id and the same text */           \
  X(REFUSAL_DIFFERS)    /* both refused, with different ids or texts */                     \
  X(ASYMMETRIC)         /* one emitted, one refused */                                      \
  X(MISMATCH)           /* both emitted, the bytes differ */                                \
  X(SPEC_DIFFERS)       /* both emitted, but they built different specs */                  \
  X(ENGINE_ERROR)       /* an engine reported an internal error */                          \
  X(CRASH)              /* the isolated child died (signal, timeout) */                      \
  X(UNEXPECTED_REFUSAL) /* both refused alike, but the config expects another outcome */    \
  X(UNEXPECTED_EMIT)    /* both emitted alike, but the config expects a refusal */

enum class Verdict {
#define IRGATE_VERDICT_ENUM(name) name,
  IRGATE_VERDICTS(IRGATE_VERDICT_ENUM)
#undef IRGATE_VERDICT_ENUM
};

const char* verdict_name(Verdict v);
std::optional<Verdict> verdict_from_name(const std::string& name);

// `expected` is the refusal id the config expects under this flavor ("" = it must emit).
// `detail` receives one line saying what differs (empty for a pass).
Verdict classify(const OutcomePair& pair, const std::string& expected, std::string* detail);

}  // namespace irgate::parity
