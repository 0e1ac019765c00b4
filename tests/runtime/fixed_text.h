// tests/runtime/fixed_text.h — a fake engine's emit_ll: hand a fixed LLVM text to the plan runner
// as an engine would (a malloc'd copy the caller frees, engine_api.h), so runtime tests can run a
// hand-written kernel without a real engine.
//
//   int emit(const irg_request_t*, irg_text_t* out, irg_refusal_t*) { return emit_fixed_text(kKernel, out); }
#pragma once

#include <cstdlib>
#include <cstring>

#include "irgate/engine_api.h"

namespace irgate::runtime {

inline int emit_fixed_text(const char* text, irg_text_t* out) {
  out->size = std::strlen(text);
  out->data = static_cast<char*>(std::malloc(out->size + 1));
  std::memcpy(out->data, text, out->size + 1);
  out->spec_stamp = nullptr;
  return IRG_STATUS_OK;
}

}  // namespace irgate::runtime
