// reduce/findings.cpp — see findings.h.
#include "reduce/findings.h"

#include <cstdio>
#include <cstring>
#include <memory>

#include <nlohmann/json.hpp>

#include "parity/corpus.h"
#include "parity/outcome.h"
#include "parity/verdict.h"
#include "reduce/minimize.h"
#include "reduce/spec_space.h"
#include "registry/families.h"

namespace irgate::reduce {
namespace {

std::string finding_side(const parity::EngineOutcome& o) {
  if (o.status == IRG_STATUS_OK) return "emitted";
  if (o.status == IRG_STATUS_REFUSED) return o.refusal_id;
  return "error";
}

struct FindingPlan {
  int status = IRG_STATUS_ERROR;
  irg_refusal_t why{};
  irg_plan_t plan{};
};

std::string finding_plan_side(const FindingPlan& p) {
  if (p.status == IRG_STATUS_OK) return "planned";
  if (p.status == IRG_STATUS_REFUSED) return p.why.id;
  return "error";
}

}  // namespace

std::string parity_finding(const irg_engine& reference, const irg_engine& twin, const irg_request_t& request,
                           const irg_problem_t* problem) {
  parity::OutcomePair pair{parity::run_engine(&reference, request), parity::run_engine(&twin, request)};
  const parity::EngineOutcome& a = pair.first;
  const parity::EngineOutcome& b = pair.second;
  const std::string expected = a.status == IRG_STATUS_REFUSED ? a.refusal_id : "";
  std::string detail;
  const parity::Verdict v = parity::classify(pair, expected, &detail);
  switch (v) {
    case parity::Verdict::IDENTICAL:
    case parity::Verdict::BOTH_REFUSED: break;
    case parity::Verdict::REFUSAL_DIFFERS:
    case parity::Verdict::ASYMMETRIC:
    case parity::Verdict::ENGINE_ERROR:
      return std::string(parity::verdict_name(v)) + ":" + finding_side(a) + "/" + finding_side(b);
    case parity::Verdict::MISMATCH: return a.ll != b.ll ? "MISMATCH:ll" : "MISMATCH:ir";
    default: return parity::verdict_name(v);
  }
  if (!problem) return "";
  auto pa = std::make_unique<FindingPlan>(), pb = std::make_unique<FindingPlan>();  // ~30 KiB each
  pa->status = reference.plan(&request, problem, &pa->plan, &pa->why);
  pb->status = twin.plan(&request, problem, &pb->plan, &pb->why);
  const bool same = pa->status == pb->status && std::strcmp(pa->why.id, pb->why.id) == 0 &&
                    std::strcmp(pa->why.text, pb->why.text) == 0 &&
                    std::memcmp(&pa->plan, &pb->plan, sizeof pa->plan) == 0;
  return same ? "" : "PLAN_DIFFERS:" + finding_plan_side(*pa) + "/" + finding_plan_side(*pb);
}

std::string numerics_finding(const runtime::NumericsResult& r) {
  switch (r.verdict) {
    case runtime::Verdict::Pass: return "";
    case runtime::Verdict::Mismatch:
      // Exact inputs judge dW by its bits (r.exact_dw): a mismatch there is an exact one too.
      return !r.exact_passed() && (r.comparison.passed() || r.exact_dw) ? "MISMATCH:exact" : "MISMATCH:tolerance";
    case runtime::Verdict::Findings: return "FINDINGS:" + r.finding_kind;
    case runtime::Verdict::Refused: return "REFUSED:" + r.finding_kind;
    case runtime::Verdict::Error: return r.finding_kind.empty() ? "ERROR" : "ERROR:" + r.finding_kind;
  }
  return "ERROR";
}

std::string reduce_parity_divergence(const irg_engine& reference, const irg_engine& twin, const irg_request_t& request,
                                     const irg_problem_t* problem, int max_tests) {
  const std::string want = parity_finding(reference, twin, request, problem);
  if (want.empty()) return "";
  runtime::ProblemShape shape;
  if (problem) shape = {problem->n, problem->hi, problem->wi, problem->groups};  // channels: kept below
  const SpecSpace space = make_spec_space(request, problem ? &shape : nullptr);
  const irg_problem_t derived0 = runtime::default_problem(request, shape, problem ? problem->dw_dtype : 0);
  auto problem_at = [&](const irg_request_t& r, const Point& p) {
    irg_problem_t q = runtime::default_problem(r, space.shape_at(p), problem->dw_dtype);
#define IRGATE_REDUCE_KEEP(f) \
  if (problem->f != derived0.f) q.f = problem->f;
    IRGATE_REDUCE_KEEP(cpg) IRGATE_REDUCE_KEEP(kpg) IRGATE_REDUCE_KEEP(filter_h) IRGATE_REDUCE_KEEP(filter_w)
    IRGATE_REDUCE_KEEP(stride_h) IRGATE_REDUCE_KEEP(stride_w) IRGATE_REDUCE_KEEP(pad_h) IRGATE_REDUCE_KEEP(pad_w)
    IRGATE_REDUCE_KEEP(dtype)
#undef IRGATE_REDUCE_KEEP
    if (problem->n <= 0) q.n = problem->n;  // a deliberately empty dimension has no axis
    if (problem->hi <= 0) q.hi = problem->hi;
    if (problem->wi <= 0) q.wi = problem->wi;
    if (problem->groups <= 0) q.groups = problem->groups;
    return q;
  };
  auto finding_at = [&](const Point& p) {
    const irg_request_t r = space.request_at(p);
    if (!problem) return parity_finding(reference, twin, r, nullptr);
    const irg_problem_t q = problem_at(r, p);
    return parity_finding(reference, twin, r, &q);
  };
  MinimizeOptions mo;
  mo.max_tests = max_tests;
  const MinimizeResult m = minimize(space.axes, space.start, [&](const Point& p) { return finding_at(p) == want; }, mo);
  std::string out = "reduced (" + std::to_string(m.tests) + " tests" + (m.budget_spent ? ", budget spent" : "") +
                    "): " + want + "\n";
  const std::string flavor = request.flavor >= 0 && request.flavor < IRG_FLAVOR_COUNT
                                 ? registry::flavor_name(request.flavor)
                                 : std::to_string(request.flavor);
  out += config_entry_text(config_entry_json(space, m.point, 9000, flavor, "reduced parity divergence: " + want)) + "\n";
  if (problem) {
    const irg_problem_t q = problem_at(space.request_at(m.point), m.point);
    char line[256];
    std::snprintf(line, sizeof line,
                  "problem: n=%lld hi=%lld wi=%lld groups=%lld cpg=%lld kpg=%lld filter %dx%d stride %dx%d pad %dx%d "
                  "dtype %d dw_dtype %d\n",
                  (long long)q.n, (long long)q.hi, (long long)q.wi, (long long)q.groups, (long long)q.cpg,
                  (long long)q.kpg, q.filter_h, q.filter_w, q.stride_h, q.stride_w, q.pad_h, q.pad_w, q.dtype,
                  q.dw_dtype);
    out += line;
  }
  return out;
}

}  // namespace irgate::reduce
