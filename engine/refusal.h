// engine/refusal.h — refusals (refusals.def) and internal failures inside the reference engine.
//
// Inside the engine a refusal or an internal bug is thrown as Failure and travels to the C API
// boundary (engine_api.cpp), which turns it into IRG_STATUS_REFUSED / IRG_STATUS_ERROR. No
// exception leaves the library.
//
//   if (spec.waves < 1 || spec.waves > 16) throw_refusal(RefusalId::dw_waves, spec.waves);
//   Refusal r = make_refusal(RefusalId::arch_unknown, "gfx908");   // r.text ends "(got gfx908)"
#pragma once

#include <cstdio>
#include <string>

namespace irgate::engine {

enum class RefusalId {
#define IRG_REFUSAL(id, pattern) id,
#include "irgate/refusals.def"
#undef IRG_REFUSAL
};

const char* refusal_name(RefusalId id);
const char* refusal_pattern(RefusalId id);

struct Refusal {
  RefusalId id;
  std::string text;
};

template <class... Args>
Refusal make_refusal(RefusalId id, Args... args) {
  if constexpr (sizeof...(Args) == 0) {
    return Refusal{id, refusal_pattern(id)};  // nothing to format: the pattern as is
  } else {
    char buf[1024];
    std::snprintf(buf, sizeof buf, refusal_pattern(id), args...);
    return Refusal{id, buf};
  }
}

// What travels to the API boundary: a refusal, or (internal == true) a bug with a message.
struct Failure {
  bool internal = false;
  Refusal refusal{};
  std::string message;
};

template <class... Args>
[[noreturn]] void throw_refusal(RefusalId id, Args... args) {
  throw Failure{false, make_refusal(id, args...), ""};
}

[[noreturn]] inline void throw_internal(std::string message) {
  throw Failure{true, {}, std::move(message)};
}

}  // namespace irgate::engine
