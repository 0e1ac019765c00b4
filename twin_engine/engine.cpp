// twin_engine/engine.cpp — the twin's irg_engine: emit_ll, emit_ir, lower_ir, plan and emit_both, each a
// straight pipeline over one arena and one sticky failure record, checked once at the end.
#include <stdlib.h>
#include <string.h>

#include "twin_engine/families.h"
#include "twin_engine/ir_passes.h"
#include "twin_engine/lower.h"
#include "twin_engine/plan.h"
#include "twin_engine/request.h"

/* Everything one call owns; released by finish(). */
typedef struct tw_call {
  tw_arena arena;
  tw_fail fail;
  tw_kernel kernel;
  tw_text stamp;
  tw_text output;
} tw_call;

static void call_init(tw_call* c, irg_text_t* out) {
  memset(c, 0, sizeof *c);
  tw_kernel_init(&c->kernel, &c->arena);
  if (out) memset(out, 0, sizeof *out);
}

/* Hands `text` to the caller when `fail` is clean; reports the failure otherwise. */
static int hand_over(tw_call* c, tw_text* text, tw_fail* fail, irg_text_t* out, irg_refusal_t* why,
                     const char* stamp) {
  if (!fail->status && (c->arena.out_of_memory || text->failed || c->stamp.failed)) tw_internal(fail, "out of memory");
  if (!fail->status) {
    out->spec_stamp = strdup(stamp ? stamp : "");
    out->data = tw_text_take(text, &out->size);
    if (!out->spec_stamp || !out->data) {
      free(out->spec_stamp), free(out->data);
      memset(out, 0, sizeof *out);
      tw_internal(fail, "out of memory");
    }
  }
  return tw_fail_report(fail, why);
}

static void release(tw_call* c) {
  tw_text_free(&c->output);
  tw_text_free(&c->stamp);
  tw_arena_release(&c->arena);
}

/* Hands the output to the caller on success; reports the failure otherwise. */
static int finish(tw_call* c, irg_text_t* out, irg_refusal_t* why, const char* stamp) {
  int status = hand_over(c, &c->output, &c->fail, out, why, stamp);
  release(c);
  return status;
}

/* Request checks, validator, builder, verifier: a verified kernel in c->kernel, or a failure. */
static void build_request(tw_call* c, const irg_request_t* request) {
  const tw_arch_row* arch = tw_check_request(request, &c->fail);
  if (!arch) return;
  const tw_family* family = tw_family_of(request->family);
  if (!family) return tw_internal(&c->fail, "family %d passed the request checks without a builder", request->family);
  family->validate(request, arch, &c->fail);
  if (c->fail.status) return;
  if (!tw_spec_stamp(request, arch, &c->stamp))
    return tw_internal(&c->fail, "spec stamp: field list of family %d is stale", request->family);
  char* stamp = tw_arena_strdup(&c->arena, c->stamp.data ? c->stamp.data : "");
  if (!stamp) return tw_internal(&c->fail, "out of memory");
  tw_builder b;
  tw_builder_init(&b, &c->kernel, &c->fail);
  family->build(request, arch, stamp, &b);
  if (c->fail.status) return;
  char complaint[512];
  if (!tw_verify(&c->kernel, complaint, sizeof complaint))
    tw_internal(&c->fail, "the built kernel does not verify: %s", complaint);
}

static int twin_emit_ll(const irg_request_t* request, irg_text_t* out, irg_refusal_t* why) {
  tw_call c;
  call_init(&c, out);
  if (!request || !out) {
    tw_internal(&c.fail, "emit_ll: a NULL request or output");
    return finish(&c, out, why, NULL);
  }
  build_request(&c, request);
  if (!c.fail.status) tw_lower_llvm(&c.kernel, request->flavor, request->domain, &c.output, &c.fail);
  return finish(&c, out, why, c.stamp.data);
}

static int twin_emit_ir(const irg_request_t* request, irg_text_t* out, irg_refusal_t* why) {
  tw_call c;
  call_init(&c, out);
  if (!request || !out) {
    tw_internal(&c.fail, "emit_ir: a NULL request or output");
    return finish(&c, out, why, NULL);
  }
  build_request(&c, request);
  if (!c.fail.status) tw_print_canonical(&c.kernel, &c.output);
  return finish(&c, out, why, c.stamp.data);
}

/* Both answers from one build: the canonical text goes to c.output under the build's failure
 * record; the lowering gets its own text and its own copy of that record, so a refusal while
 * lowering leaves the canonical answer standing (as two separate calls would). */
static void twin_emit_both(const irg_request_t* request, irg_answer_t* ll, irg_answer_t* ir) {
  tw_call c;
  call_init(&c, NULL);
  memset(ll, 0, sizeof *ll);
  memset(ir, 0, sizeof *ir);
  if (!request) tw_internal(&c.fail, "emit_both: a NULL request");
  else build_request(&c, request);
  tw_fail lowering = c.fail;
  tw_text llvm_text;
  memset(&llvm_text, 0, sizeof llvm_text);
  if (!c.fail.status) {
    tw_print_canonical(&c.kernel, &c.output);
    tw_lower_llvm(&c.kernel, request->flavor, request->domain, &llvm_text, &lowering);
  }
  ir->status = hand_over(&c, &c.output, &c.fail, &ir->text, &ir->why, c.stamp.data);
  ll->status = hand_over(&c, &llvm_text, &lowering, &ll->text, &ll->why, c.stamp.data);
  tw_text_free(&llvm_text);
  release(&c);
}

/* The spec stamp of imported IR: its spec attribute, else "@<kernel name>" (as the LLVM text's
 * first line spells it). */
static const char* imported_stamp(tw_call* c) {
  const tw_attr* spec = tw_kernel_attr(&c->kernel, "spec");
  if (spec && spec->kind == TW_ATTR_STRING) return spec->string;
  tw_text_printf(&c->stamp, "@%s", c->kernel.name);
  return c->stamp.data;
}

static int twin_lower_ir(const char* canonical_ir, size_t size, int32_t flavor, const irg_arch_domain_t* domain,
                         irg_text_t* out, irg_refusal_t* why) {
  tw_call c;
  call_init(&c, out);
  if (!out) tw_internal(&c.fail, "lower_ir: a NULL output");
  if (flavor < 0 || flavor >= IRG_FLAVOR_COUNT) tw_refuse(&c.fail, TW_REFUSAL_flavor_unknown, (int)flavor);
  if (!canonical_ir && !c.fail.status) tw_refuse(&c.fail, TW_REFUSAL_ir_malformed, 1, "no text");
  if (!c.fail.status) tw_parse_canonical(canonical_ir, size, &c.arena, &c.kernel, &c.fail);
  char complaint[512];
  if (!c.fail.status && !tw_verify(&c.kernel, complaint, sizeof complaint))
    tw_refuse(&c.fail, TW_REFUSAL_ir_invalid, complaint);
  if (!c.fail.status) tw_lower_llvm(&c.kernel, flavor, domain, &c.output, &c.fail);
  const char* stamp = c.fail.status ? "" : imported_stamp(&c);
  return finish(&c, out, why, stamp);
}

static int twin_plan(const irg_request_t* request, const irg_problem_t* problem, irg_plan_t* out, irg_refusal_t* why) {
  tw_fail fail;
  memset(&fail, 0, sizeof fail);
  if (out) memset(out, 0, sizeof *out);
  if (!request || !problem || !out) {
    tw_internal(&fail, "plan: a NULL request, problem or plan");
  } else {
    tw_plan(request, problem, out, &fail);
    if (fail.status) memset(out, 0, sizeof *out);
  }
  return tw_fail_report(&fail, why);
}

static const irg_engine kTwin = {"twin", twin_emit_ll, twin_emit_ir, twin_lower_ir, twin_plan, twin_emit_both};

extern "C" const irg_engine* irg_twin_engine(void) { return &kTwin; }
