// tests/parity/spec_fuzz_test.cpp — seeded differential fuzz of the two engines on specs the
// corpus does not hold (label fuzz).
//
// The corpus pins a few dozen (config, flavor) pairs; a misreading of the docs by either engine
// can hide between them. Here each seed draws a family (every families.def row), an arch
// (sometimes as a target ID with features), a flavor and every spec knob from a range a little
// wider than the valid one (the family's optional hook, tests/parity/spec_fuzz/<name>.cpp, or,
// one draw in five and for a family without one, its IRG_SPEC_FIELD rows' fuzz ranges alone), then
// asks both engines for the LLVM text, the canonical IR and a launch plan on a random problem,
// against the committed arch-domain tables. Every answer must be the same: status, refusal id
// and words, bytes, plan struct. The run must reach both emissions and refusals of many kinds,
// so a generator that drifted into refusing everything fails instead of passing vacuously.
// IRGATE_FUZZ_SEED and IRGATE_FUZZ_COUNT change the seed and the number of specs
// (tests/support_lib/fuzz_draw.h); every draw is valid for every seed, which
// EveryDrawIsInRangeOnEverySeedOfASpan checks without running the engines.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <map>
#include <memory>
#include <string>

#include "reduce/findings.h"
#include "registry/families.h"
#include "registry/spec_fields.h"
#include "tests/support_lib/corpus_fixture.h"
#include "tests/parity/spec_fuzz/spec_fuzz_hook.h"
#include "tests/support_lib/fuzz_draw.h"

namespace irgate::testing {
namespace {

constexpr uint32_t kSeed = 20261130;
constexpr int kSpecs = 4000;

class SpecFuzz : public CorpusFixture {};

const char* const kArches[] = {
#define IRG_ARCH(Enum, name, ...) name,
#include "irgate/arches.def"
#undef IRG_ARCH
};

using Draw = FuzzDraw;

// Any family from its IRG_SPEC_FIELD rows alone, what a family without a hook gets (and one with
// one, one draw in five):
// each knob a step of its row's fuzz range, now and then one past either end; a dtype one of
// the three; a retired run-time knob 0 most of the time (nonzero is refused).
void draw_from_rows(Draw& d, irg_request_t& r) {
  const int dtypes[] = {IRG_DTYPE_F16, IRG_DTYPE_BF16, IRG_DTYPE_F32};
  for (const registry::SpecField& f : registry::spec_fields(r.family)) {
    int32_t v = 0;
    if (f.is_dtype)
      v = d.pick(dtypes);
    else if (f.runtime)
      v = d.coin(97) ? 0 : d.in(1, 70);
    else if (f.fuzz_step > 0)
      v = d.coin(95) ? d.step_in(f.fuzz_lo, f.fuzz_hi, f.fuzz_step) : d.in(f.fuzz_lo - 1, f.fuzz_hi + 1);
    else
      continue;
    registry::set_field_value(r, f, v);
  }
}

// Every families.def row, as many times as its hook's weight (1 without a hook).
int draw_family(Draw& d) {
  std::vector<int> ids;
  for (const registry::Family& f : registry::families()) {
    const SpecFuzzHook* hook = SpecFuzzHooks::find(f.name);
    for (int copies = hook ? hook->weight : 1; copies > 0; --copies) ids.push_back(f.id);
  }
  return ids[static_cast<size_t>(d.in(0, static_cast<int>(ids.size()) - 1))];
}

struct DrawnRequest {
  irg_request_t request;
  bool from_rows = false;  // drawn by draw_from_rows (its problem by problem_from_rows)
};

DrawnRequest random_request(Draw& d, const irg_arch_domain_t* const* domains) {
  const int family = draw_family(d);
  const registry::Family& row = *registry::family_by_id(family);
  // A family that admits only some arches (the WMMA families: gfx1250) emits only there, under
  // llvm22: draw there most of the time.
  const std::vector<std::string> admitted = row.arches.empty() ? std::vector<std::string>{} : row.admitted_arches();
  const bool narrow = !admitted.empty();
  const int flavor = narrow && d.coin(80) ? IRG_FLAVOR_LLVM22 : d.in(0, IRG_FLAVOR_COUNT - 1);
  std::string arch = narrow && d.coin(85) ? admitted[static_cast<size_t>(d.in(0, static_cast<int>(admitted.size()) - 1))]
                                          : std::string(d.pick(kArches));
  if (d.coin(10)) arch += ":sramecc+:xnack-";
  if (d.coin(2)) arch = "gfx908";  // not wired
  DrawnRequest drawn{irg_request_default(family, flavor, arch.c_str()), false};
  irg_request_t& r = drawn.request;
  r.domain = domains[flavor];
  const SpecFuzzHook* hook = SpecFuzzHooks::find(row.name);
  if (!hook || !hook->draw_spec || d.coin(20)) {
    draw_from_rows(d, r);
    drawn.from_rows = true;
  } else {
    hook->draw_spec(d, r);
  }
  if (d.coin(1)) r.flavor = 7;
  return drawn;
}

// The problem fields every draw starts from.
irg_problem_t base_problem(Draw& d) {
  irg_problem_t p{};
  p.dilation_h = p.dilation_w = 1;
  p.n = d.in(1, 4);
  p.hi = d.in(1, 40);
  p.wi = d.in(1, 40);
  p.groups = d.in(1, 96);
  p.cpg = p.kpg = 1;
  p.dtype = IRG_DTYPE_F16;
  p.dw_dtype = IRG_DTYPE_F32;
  p.filter_h = p.filter_w = 3;
  p.stride_h = p.stride_w = 1;
  p.pad_h = p.pad_w = 1;
  return p;
}

// The odd bad field, in every draw's problem.
void spoil(Draw& d, irg_problem_t& p) {
  if (d.coin(4)) p.hi = 0;
  if (d.coin(4)) p.stride_w += 1;
  if (d.coin(3)) p.dilation_h += 1;  // only implicit_gemm_wgrad takes dilation (plan_dilation elsewhere)
  if (d.coin(1)) p.dilation_w = 0;
  // A lowered batch-slice window (docs/kernels.md §Launch plans): below one image (refused), a
  // few images (sliced plans), now and then outside 0..2^31 - 1.
  if (d.coin(8)) p.slice_bytes = d.coin(90) ? d.in(1, 200000) : d.coin(50) ? -1 : (int64_t{1} << 31);
}

// A problem for a spec drawn from its rows, from the rows too: a tied field equals the spec's
// knob, a run-time one (or a geometry knob left to run time) is drawn from the row's range.
irg_problem_t problem_from_rows(Draw& d, const irg_request_t& r) {
  irg_problem_t p = base_problem(d);
  for (const registry::SpecField& f : registry::spec_fields(r.family)) {
    if (f.problem == registry::ProblemField::None) continue;
    const int32_t knob = registry::field_value(r, f);
    const bool at_run_time = f.runtime || (f.runtime_when_unset && knob == IRG_GEOMETRY_RUNTIME);
    const int32_t lo = std::max(f.fuzz_lo, 0), hi = std::max(f.fuzz_hi, 1);
    registry::set_problem_value(p, f.problem, at_run_time ? d.in(lo, hi + 1) : knob);
  }
  spoil(d, p);
  return p;
}

// A problem that matches the spec's geometry most of the time, with the odd bad field.
irg_problem_t random_problem(Draw& d, const DrawnRequest& drawn) {
  if (drawn.from_rows) return problem_from_rows(d, drawn.request);
  const irg_request_t& r = drawn.request;
  irg_problem_t p = base_problem(d);
  const SpecFuzzHook* hook = SpecFuzzHooks::find(registry::family_by_id(r.family)->name);
  if (hook->draw_problem) hook->draw_problem(d, r, p);
  spoil(d, p);
  return p;
}

// "<family> <arch> flavor <f> {name=value ...}": every knob, from the family's rows.
std::string describe(const irg_request_t& r) {
  const registry::Family* f = registry::family_by_id(r.family);
  std::string out = (f ? f->name : "family " + std::to_string(r.family)) + " " + r.arch + " flavor " +
                    std::to_string(r.flavor) + " {";
  for (const registry::SpecField& field : registry::spec_fields(r.family))
    out += (out.back() == '{' ? "" : " ") + field.name + "=" + std::to_string(registry::field_value(r, field));
  return out + "}";
}

void expect_same(const Emission& ref, const Emission& twin, const std::string& what) {
  EXPECT_EQ(ref.status, twin.status) << what << ": " << ref.refusal_text << " | " << twin.refusal_text;
  EXPECT_NE(ref.status, IRG_STATUS_ERROR) << what << ": " << ref.refusal_text;
  EXPECT_NE(twin.status, IRG_STATUS_ERROR) << what << ": " << twin.refusal_text;
  EXPECT_EQ(ref.refusal_id, twin.refusal_id) << what;
  EXPECT_EQ(ref.refusal_text, twin.refusal_text) << what;
  EXPECT_TRUE(ref.text == twin.text) << what << ": the texts differ";
  EXPECT_EQ(ref.stamp, twin.stamp) << what;
}

struct PlanAnswer {
  int status = IRG_STATUS_ERROR;
  irg_refusal_t why{};
  irg_plan_t plan{};
};

PlanAnswer plan_of(const irg_engine* engine, const irg_request_t& r, const irg_problem_t& p) {
  PlanAnswer a;
  a.status = engine->plan(&r, &p, &a.plan, &a.why);
  return a;
}

TEST_F(SpecFuzz, BothEnginesGiveTheSameAnswerOnRandomSpecs) {
  const irg_arch_domain_t* domains[IRG_FLAVOR_COUNT];
  for (int f = 0; f < IRG_FLAVOR_COUNT; ++f) domains[f] = domain(f);
  const FuzzPlan plan = fuzz_plan(kSeed, kSpecs);
  Draw d(plan.seed);
  int emitted = 0;
  std::map<int, int> emitted_by_family;
  int emitted_from_rows = 0;
  std::map<std::string, int> refusals;
  int sliced_plans = 0;
  irg_request_t last_request{};
  irg_problem_t last_problem{};
  last_problem.dilation_h = last_problem.dilation_w = 1;
  for (int i = 0; i < plan.count && !HasFailure(); ++i) {
    const DrawnRequest drawn = random_request(d, domains);
    const irg_request_t& r = drawn.request;
    last_request = r;
    const std::string what = "spec #" + std::to_string(i) + " " + describe(r);
    const Emission ll = emit_ll(irg_reference_engine(), r);
    expect_same(ll, emit_ll(irg_twin_engine(), r), what + " (emit_ll)");
    expect_same(emit_ir(irg_reference_engine(), r), emit_ir(irg_twin_engine(), r), what + " (emit_ir)");
    if (ll.status == IRG_STATUS_OK) ++emitted, ++emitted_by_family[r.family], emitted_from_rows += drawn.from_rows;
    if (ll.status == IRG_STATUS_REFUSED) ++refusals[ll.refusal_id];

    const irg_problem_t p = random_problem(d, drawn);
    last_problem = p;
    // Heap copies: a plan is ~30 KiB.
    auto ref = std::make_unique<PlanAnswer>(plan_of(irg_reference_engine(), r, p));
    auto twin = std::make_unique<PlanAnswer>(plan_of(irg_twin_engine(), r, p));
    EXPECT_EQ(ref->status, twin->status) << what << " (plan): " << ref->why.text << " | " << twin->why.text;
    EXPECT_STREQ(ref->why.id, twin->why.id) << what << " (plan)";
    EXPECT_STREQ(ref->why.text, twin->why.text) << what << " (plan)";
    EXPECT_EQ(std::memcmp(&ref->plan, &twin->plan, sizeof ref->plan), 0) << what << " (plan): the plans differ";
    if (ref->status == IRG_STATUS_REFUSED) ++refusals[ref->why.id];
    if (ref->status == IRG_STATUS_OK && ref->plan.n_slices > 1) ++sliced_plans;
  }
  // A divergence stops the loop: print it shrunk to a smallest spec and problem (irgate reduce).
  if (HasFailure())
    std::printf("%s\nthis run again: %s\n",
                reduce::reduce_parity_divergence(*irg_reference_engine(), *irg_twin_engine(), last_request,
                                                 &last_problem).c_str(),
                plan.reproduce("build/tests/parity/parity_fuzz_tests --gtest_filter='SpecFuzz.*'").c_str());
  // Fail closed: the draw must reach emissions and a spread of refusals, table ones included (a
  // count far below the default may be too short to reach them all: that fails too, and says so).
  EXPECT_GE(emitted, plan.count / 5) << "too few specs emitted";
  for (const registry::Family& f : registry::families())
    EXPECT_GE(emitted_by_family[f.id], plan.count / 40) << f.name << ": too few specs emitted";
  // Row-drawn specs emit less often than hooked ones (the rows know no joint constraints): 95 of
  // 4000 on seed 77, 1 in 42; a sixtieth still fails a row draw that stopped emitting.
  EXPECT_GE(emitted_from_rows, plan.count / 60) << "too few specs drawn from their rows emitted";
  EXPECT_GE(refusals.size(), 10u) << "too few kinds of refusal reached";
  EXPECT_GT(sliced_plans, 0) << "no plan of more than one batch slice was compared";
  // The shared refusals (refusals.def) every family's draw can meet.
  for (const char* id : {"arch_intrinsic_absent", "arch_unknown", "plan_problem_invalid", "plan_problem_mismatch",
                         "plan_problem_granule", "plan_dilation", "plan_slice_bytes"})
    EXPECT_GT(refusals[id], 0) << id << " was never reached in " << plan.count << " specs";
  // Each family's own (its .def file's IRG_REFUSAL rows): its arch rule when it has one, and at
  // least half of them, so a hook or row draw that stopped probing the edges fails.
  for (const registry::Family& f : registry::families()) {
    size_t reached = 0;
    std::string missed;
    for (const std::string& id : f.refusal_ids) {
      if (refusals[id] > 0)
        ++reached;
      else
        missed += " " + id;
      if (!f.arches.empty() && id.ends_with("_arch")) {
        EXPECT_GT(refusals[id], 0) << f.name << ": its arch rule " << id << " was never reached";
      }
    }
    EXPECT_GE(2 * reached, f.refusal_ids.size()) << f.name << ": too few of its refusals reached; never:" << missed;
    std::printf("%s: %zu of %zu own refusals reached\n", f.name.c_str(), reached, f.refusal_ids.size());
  }
  // Every hook names a families.def row (a renamed family would leave its hook unused).
  EXPECT_TRUE(SpecFuzzHooks::unknown_families().empty()) << SpecFuzzHooks::unknown_families().front();
}

// Every draw of the generators above is in range for every seed of a span around 4036941: on
// that seed, spec 13,830 of a long run drew filter_w 0 and then asked for pad_w in the empty range
// [0, -1] (undefined behaviour in std::uniform_int_distribution; that run recursed until the stack
// ran out). FuzzDraw fails the test on an empty range. Each seed draws five default runs' worth
// of specs and problems, without running the engines.
TEST_F(SpecFuzz, EveryDrawIsInRangeOnEverySeedOfASpan) {
  const irg_arch_domain_t* domains[IRG_FLAVOR_COUNT];
  for (int f = 0; f < IRG_FLAVOR_COUNT; ++f) domains[f] = domain(f);
  const FuzzPlan plan = fuzz_plan(4036941 - 50, 100);
  for (uint32_t seed = plan.seed; seed - plan.seed < static_cast<uint32_t>(plan.count) && !HasFailure(); ++seed) {
    Draw d(seed);
    for (int i = 0; i < 5 * kSpecs && !HasFailure(); ++i) {
      random_problem(d, random_request(d, domains));
      if (HasFailure()) ADD_FAILURE() << "seed " << seed << ", spec " << i;
    }
  }
}

}  // namespace
}  // namespace irgate::testing
