// tests/twin_engine/support.h — helpers of the twin engine tests: a synthetic all-ok arch-domain
// table per flavor, and emit/lower calls returning std::string plus the status.
//
// The tests check the twin against the docs, never against the reference engine's output.
//
//   twin_test::Domains domains;
//   irg_request_t req = twin_test::depthwise("gfx1201", IRG_FLAVOR_LLVM22, domains);
//   twin_test::Emitted ll = twin_test::emit_ll(req);     // ll.status, ll.text, ll.refusal_id
#ifndef IRGATE_TESTS_TWIN_ENGINE_SUPPORT_H
#define IRGATE_TESTS_TWIN_ENGINE_SUPPORT_H

#include <memory>
#include <string>
#include <vector>

#include "irgate/engine_api.h"
#include "registry/engine.h"

namespace twin_test {

/* One all-ok table per flavor (evidence ""), as the tests' stand-in for the measured tables. */
struct Domains {
  Domains();
  const irg_arch_domain_t* of(int flavor) const { return &tables[flavor]; }
  std::unique_ptr<irg_arch_domain_t[]> owned;
  irg_arch_domain_t* tables;
};

using Emitted = irgate::registry::Emission;

irg_request_t depthwise(const char* arch, int flavor, const Domains& domains);
irg_request_t reduce(const char* arch, int flavor, const Domains& domains);
/* implicit_gemm_wgrad's defaults (fp16 3x3 pad 1, 2x2 waves, k_steps 4) on gfx1250, llvm22. */
irg_request_t implicit_gemm(const Domains& domains);
Emitted emit_ll(const irg_request_t& request);
Emitted emit_ir(const irg_request_t& request);
Emitted lower_ir(const std::string& canonical, int flavor, const irg_arch_domain_t* domain);
/* Replaces the first occurrence of `from` (which must occur) by `to`. */
std::string replace_once(std::string text, const std::string& from, const std::string& to);
/* How often `what` occurs in `text` (overlapping occurrences count). */
int count_of(const std::string& text, const std::string& what);
/* The lines of `text`, without their '\n'. */
std::vector<std::string> lines_of(const std::string& text);
/* The refusals.def pattern of refusal `id` filled with `...` (printf types as the pattern's): a
 * test's expected text whose wording is the table's and whose arguments, in the documented
 * order, are the test's own. Throws for an id the table does not have. */
std::string filled(const char* id, ...);
/* EXPECTs that emit_ll and emit_ir both refuse `request` with `id` and `text` (the validator runs
 * for both entry points alike). */
void expect_refused(const irg_request_t& request, const std::string& id, const std::string& text);

}  // namespace twin_test

#endif
