// reduce/findings.h — what `irgate reduce` keeps constant while it shrinks a case: the *kind* of
// a finding as a short signature string ("" = no finding).
//
// Parity (both engines on one request, and on one problem's plan when a problem is given):
//   "REFUSAL_DIFFERS:<ref id>/<twin id>", "ASYMMETRIC:<ref id or emitted>/<twin id or emitted>",
//   "MISMATCH:ll" / "MISMATCH:ir", "SPEC_DIFFERS", "ENGINE_ERROR:<side>",
//   "PLAN_DIFFERS:<ref status or id>/<twin status or id>" (emission alike, plans not).
// Numerics (one engine, emulator vs host reference): "MISMATCH:tolerance", "MISMATCH:exact"
//   (Stage 2's bit-for-bit check), "FINDINGS:<kind of the first finding>", "REFUSED:<id>", "ERROR:<id>" (an engine's
//   internal error id, or "untranslatable" for a kernel the emulator cannot run) or "ERROR".
// Words and bytes may change while a case shrinks; the kind (and refusal ids) may not.
//
//   std::string want = parity_finding(*ref, *twin, request, &problem);
//   bool same = parity_finding(*ref, *twin, smaller, &smaller_problem) == want;
#pragma once

#include <string>

#include "irgate/engine_api.h"
#include "runtime/numerics.h"

namespace irgate::reduce {

// problem == nullptr: emission only (emit_ll and emit_ir).
std::string parity_finding(const irg_engine& reference, const irg_engine& twin, const irg_request_t& request,
                           const irg_problem_t* problem);
std::string numerics_finding(const runtime::NumericsResult& result);

// A parity divergence of (request, problem) shrunk over the spec fields and n, hi, wi, groups,
// ready to print: the finding, the test count, the config entry (id 9000) and the problem. The
// problem's other fields follow the spec where the given problem agreed with the spec, and stay
// as given where it did not (a fuzzer's deliberate mismatch). "" when the engines agree.
std::string reduce_parity_divergence(const irg_engine& reference, const irg_engine& twin, const irg_request_t& request,
                                     const irg_problem_t* problem, int max_tests = 300);

}  // namespace irgate::reduce
