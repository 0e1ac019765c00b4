// include/irgate/engine_api.h — the C interface both engines implement.
//
// engine/ provides irg_reference_engine(), twin_engine/ provides irg_twin_engine(); callers
// (parity, golden, runtime, tools) see only this table of functions. Every function is
// re-entrant and thread-safe: no global mutable state, output owned by the caller.
//
//   irg_text_t ll = {0};  irg_refusal_t why;
//   int st = irg_twin_engine()->emit_ll(&req, &ll, &why);
//   if (st == IRG_STATUS_REFUSED) printf("%s: %s\n", why.id, why.text);
//   free(ll.data); free(ll.spec_stamp);
#ifndef IRGATE_ENGINE_API_H
#define IRGATE_ENGINE_API_H

#include "irgate/abi.h"
#include "irgate/arch_domain_view.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum irg_status {
  IRG_STATUS_OK = 0,      /* out filled */
  IRG_STATUS_REFUSED = 1, /* why.id is a refusals.def id, why.text the filled pattern */
  IRG_STATUS_ERROR = 2    /* internal bug: why.id = "internal_error", why.text says what */
} irg_status;

typedef struct irg_refusal {
  char id[48];
  char text[1024];
} irg_refusal_t;

/* malloc'd, NUL-terminated; the caller frees data and spec_stamp with free(). */
typedef struct irg_text {
  char* data;
  size_t size;      /* bytes of data, without the NUL */
  char* spec_stamp; /* the canonical spec line the engine built (docs/kernels.md §spec stamp) */
} irg_text_t;

/* One entry point's whole answer: what its status return, out and why would have held. */
typedef struct irg_answer {
  int status;        /* irg_status */
  irg_text_t text;   /* when OK; the caller frees text.data and text.spec_stamp */
  irg_refusal_t why; /* when REFUSED or ERROR */
} irg_answer_t;

typedef struct irg_engine {
  const char* name; /* "reference" | "twin" */
  /* The LLVM IR text of the request's kernel for request->flavor. */
  int (*emit_ll)(const irg_request_t* request, irg_text_t* out, irg_refusal_t* why);
  /* The canonical tile IR text (docs/ir-format.md), flavor-free. */
  int (*emit_ir)(const irg_request_t* request, irg_text_t* out, irg_refusal_t* why);
  /* Parse canonical IR text, verify it, lower it for `flavor` (imported IR). */
  int (*lower_ir)(const char* canonical_ir, size_t size, int32_t flavor,
                  const irg_arch_domain_t* domain, irg_text_t* out, irg_refusal_t* why);
  /* The launch plan of the request's kernel on one problem. */
  int (*plan)(const irg_request_t* request, const irg_problem_t* problem, irg_plan_t* out,
              irg_refusal_t* why);
  /* emit_ll's and emit_ir's answers for one request from one build of its kernel: *ll and *ir
     hold exactly what the two calls would (the parity lane asks both of every pair, and building
     is most of either call). May be NULL: callers then make the two calls. */
  void (*emit_both)(const irg_request_t* request, irg_answer_t* ll, irg_answer_t* ir);
} irg_engine;

const irg_engine* irg_reference_engine(void); /* engine/ */
const irg_engine* irg_twin_engine(void);      /* twin_engine/ */

#ifdef __cplusplus
}
#endif
#endif /* IRGATE_ENGINE_API_H */
