// twin_engine/fail.cpp — see fail.h.
#include "twin_engine/fail.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#pragma GCC diagnostic ignored "-Wformat-nonliteral" /* the pattern is refusals.def data */

void tw_refuse(tw_fail* fail, int refusal, ...) {
  if (fail->status != IRG_STATUS_OK) return;
  fail->status = IRG_STATUS_REFUSED;
  snprintf(fail->id, sizeof fail->id, "%s", tw_refusal_rows[refusal].id);
  va_list args;
  va_start(args, refusal);
  vsnprintf(fail->text, sizeof fail->text, tw_refusal_rows[refusal].pattern, args);
  va_end(args);
}

void tw_internal(tw_fail* fail, const char* format, ...) {
  if (fail->status != IRG_STATUS_OK) return;
  fail->status = IRG_STATUS_ERROR;
  snprintf(fail->id, sizeof fail->id, "%s", "internal_error");
  va_list args;
  va_start(args, format);
  vsnprintf(fail->text, sizeof fail->text, format, args);
  va_end(args);
}

int tw_fail_report(const tw_fail* fail, irg_refusal_t* why) {
  if (why && fail->status != IRG_STATUS_OK) {
    memcpy(why->id, fail->id, sizeof why->id);
    memcpy(why->text, fail->text, sizeof why->text);
  }
  return fail->status;
}
