// twin_engine/fail.h — the twin's sticky failure record: the first refusal or internal error of
// one engine call wins, every later report is ignored, and the entry point checks it once.
//
// The builder, validators, verifier, parser and lowerer all write into one tw_fail; each of
// their operations starts with `if (fail->status) return` so a failed build runs to its end
// as a chain of no-ops instead of unwinding.
//
//   tw_fail fail = {};
//   tw_refuse(&fail, TW_REFUSAL_dw_waves, 17);            // fills the refusals.def pattern
//   tw_refuse(&fail, TW_REFUSAL_dw_ws_replicas, 0);       // ignored: the first one wins
//   return tw_fail_report(&fail, why);                    // IRG_STATUS_REFUSED
#ifndef IRGATE_TWIN_FAIL_H
#define IRGATE_TWIN_FAIL_H

#include "twin_engine/tables.h"

typedef struct tw_fail {
  int status; /* IRG_STATUS_OK until the first failure */
  char id[48];
  char text[1024];
} tw_fail;

/* Fills refusals.def row `refusal` with the printf arguments its comment lists (types must
 * match the pattern: %d int, %lld long long, %s const char*). First failure only. `refusal` is a
 * tw_refusal taken as int: va_start after a parameter of enum type is undefined in C++. */
void tw_refuse(tw_fail* fail, int refusal, ...);
/* An internal bug (IRG_STATUS_ERROR, id "internal_error"). First failure only. */
void tw_internal(tw_fail* fail, const char* format, ...) __attribute__((format(printf, 2, 3)));
/* Copies the failure into `why` (when non-NULL) and returns the status. */
int tw_fail_report(const tw_fail* fail, irg_refusal_t* why);

#endif
