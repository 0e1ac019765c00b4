// engine/refusal.cpp — the refusal tables, generated from refusals.def.
#include "engine/refusal.h"

namespace irgate::engine {
namespace {

struct Row {
  const char* name;
  const char* pattern;
};
constexpr Row kRows[] = {
#define IRG_REFUSAL(id, pattern) {#id, pattern},
#include "irgate/refusals.def"
#undef IRG_REFUSAL
};

}  // namespace

const char* refusal_name(RefusalId id) { return kRows[static_cast<int>(id)].name; }
const char* refusal_pattern(RefusalId id) { return kRows[static_cast<int>(id)].pattern; }

}  // namespace irgate::engine
