// tests/numerics/random_spec_numerics_test.cpp — numerics beyond the corpus (label fuzz), for
// every families.def row.
//
// The corpus holds a few configs a family; the knobs combine in many more ways (filter, stride,
// padding, tiling, slabs, arch wave size, output dtype, ragged problem sizes). Each seeded round
// draws a spec, a problem and the options, runs the launch plan on the emulator under llvm22 and
// compares dW with the host reference, with the race detector and fault checks on. The draw is
// the family's hook (tests/numerics/random_spec/<name>.cpp: specs its validator admits, with
// their joint constraints, on ragged problems) or, for a family without one, its IRG_SPEC_FIELD
// rows' fuzz ranges on numerics' default problem. A refusal is allowed (the draw is not filtered
// through the engine's own rules); anything else must pass, and enough rounds must really launch
// and pass (three in four for a hook, one in four from rows, and each floor of the hook's) that the
// test cannot go green on refusals alone.
// IRGATE_FUZZ_SEED and IRGATE_FUZZ_COUNT change each family's seed and number of rounds
// (tests/support_lib/fuzz_draw.h).
#include <gtest/gtest.h>

#include <algorithm>
#include <iostream>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "arch_domain/table.h"
#include "irgate/engine_api.h"
#include "registry/families.h"
#include "registry/spec_fields.h"
#include "runtime/numerics.h"
#include "tests/numerics/corpus_cases.h"
#include "tests/numerics/random_spec/random_spec_hook.h"
#include "tests/support_lib/fuzz_draw.h"

namespace irgate {
namespace {

using testing::FuzzDraw;
using testing::RandomSpecHook;
using testing::RandomSpecHooks;

constexpr const char* kProgram = "build/tests/numerics/numerics_random_spec_tests";
// A family without a hook: rounds, seed.
constexpr int kRowRounds = 40;
constexpr uint32_t kRowSeed = 20261205;

// Every knob in a step of its row's fuzz range; a dtype fp16 or bf16 (what every family takes);
// a run-time knob left to the problem (0); numerics' default problem, which follows the rows'
// problem links.
void draw_from_rows(FuzzDraw& d, int round, irg_request_t& r, runtime::NumericsOptions& o, std::vector<std::string>&) {
  for (const registry::SpecField& f : registry::spec_fields(r.family)) {
    if (f.is_dtype)
      registry::set_field_value(r, f, d.in(0, 1) ? IRG_DTYPE_F16 : IRG_DTYPE_BF16);
    else if (f.runtime)
      registry::set_field_value(r, f, 0);
    else if (f.fuzz_step > 0)
      registry::set_field_value(r, f, d.step_in(f.fuzz_lo, f.fuzz_hi, f.fuzz_step));
  }
  o = testing::draw_round_options(d, round);
  // A knob the rows tie to dW's dtype (a helper's output) is the dW dtype asked for.
  for (const registry::SpecField& f : registry::spec_fields(r.family))
    if (f.problem == registry::ProblemField::DwDtype) o.dw_dtype = registry::field_value(r, f);
}

// "<family> <arch> {knob=value ...} dw 1 schedule 3 problem 2x9x9 g4 cpg 24 kpg 40 [geometry f3x2 ...]"
std::string describe(const irg_request_t& r, const runtime::NumericsOptions& o) {
  auto n = [](int64_t v) { return std::to_string(v); };
  std::string out = registry::family_by_id(r.family)->name + " " + r.arch + " {";
  for (const registry::SpecField& f : registry::spec_fields(r.family))
    out += (out.back() == '{' ? "" : " ") + f.name + "=" + n(registry::field_value(r, f));
  const runtime::ProblemShape& s = o.shape;
  out += "} dw " + n(o.dw_dtype) + " schedule " + n(int64_t(o.schedule_seed)) + " problem " + n(s.n) + "x" + n(s.h) +
         "x" + n(s.w) + " g" + n(s.groups) + " cpg " + n(s.cpg) + " kpg " + n(s.kpg);
  if (const auto& g = s.geometry)
    out += " geometry f" + n(g->filter_h) + "x" + n(g->filter_w) + " s" + n(g->stride_h) + "x" + n(g->stride_w) + " p" +
           n(g->pad_h) + "x" + n(g->pad_w) + " d" + n(g->dilation_h) + "x" + n(g->dilation_w);
  return out;
}

class RandomSpecNumerics : public ::testing::TestWithParam<std::string> {};

TEST_P(RandomSpecNumerics, AdmittedSpecsComputeDeltaWOnRaggedProblems) {
  const registry::Family& family = *registry::family_by_name(GetParam());
  const RandomSpecHook* hook = RandomSpecHooks::find(family.name);
  auto view = arch_domain::load_view(numerics_test::root(), IRG_FLAVOR_LLVM22);
  ASSERT_TRUE(view) << view.error().message;
  const testing::FuzzPlan plan = testing::fuzz_plan(hook ? hook->seed : kRowSeed, hook ? hook->rounds : kRowRounds);
  FuzzDraw d(plan.seed);
  const std::vector<std::string> arches = family.admitted_arches();
  ASSERT_FALSE(arches.empty()) << family.name << " admits no wired arch";
  int passed = 0, refused = 0;
  std::map<std::string, int> passed_of_kind;
  for (int round = 0; round < plan.count && !HasFailure(); ++round) {
    const std::string& arch = arches.size() == 1 ? arches[0] : arches[size_t(d.in(0, int(arches.size()) - 1))];
    irg_request_t r = irg_request_default(family.id, IRG_FLAVOR_LLVM22, arch.c_str());
    r.domain = (*view)->get();
    runtime::NumericsOptions o;
    std::vector<std::string> kinds;
    (hook ? hook->draw : draw_from_rows)(d, round, r, o, kinds);
    const std::string what = plan.reproduce(kProgram) + ": round " + std::to_string(round) + " " + describe(r, o);
    const runtime::NumericsResult res = runtime::check_numerics(*irg_reference_engine(), r, o);
    if (res.verdict == runtime::Verdict::Refused) {
      ++refused;
      continue;
    }
    EXPECT_EQ(res.verdict, runtime::Verdict::Pass) << what << "\n" << res.detail;
    EXPECT_GE(res.launches, 1) << what;
    if (res.verdict != runtime::Verdict::Pass || !res.launched()) continue;
    ++passed;
    if (res.stage1_exact) kinds.push_back(testing::kExactStageKind);
    for (const std::string& kind : kinds) ++passed_of_kind[kind];
  }
  const int floor = hook ? plan.count * 3 / 4 : plan.count / 4;
  EXPECT_GE(passed, floor) << family.name << ": " << refused << " of " << plan.count << " rounds were refused";
  for (const auto& [kind, divisor] : hook ? hook->floors : std::vector<std::pair<std::string, int>>{})
    EXPECT_GE(passed_of_kind[kind], plan.count / divisor) << family.name << ": too few passing rounds of " << kind;
  std::cout << family.name << ": " << passed << " of " << plan.count << " rounds passed (" << refused << " refused)";
  for (const auto& [kind, count] : passed_of_kind) std::cout << ", " << count << " " << kind;
  std::cout << "\n";
}

std::vector<std::string> family_names() {
  std::vector<std::string> names;
  for (const registry::Family& f : registry::families()) names.push_back(f.name);
  return names;
}

INSTANTIATE_TEST_SUITE_P(EveryFamily, RandomSpecNumerics, ::testing::ValuesIn(family_names()),
                         [](const ::testing::TestParamInfo<std::string>& info) { return info.param; });

// Every hook names a families.def row (a renamed family would leave its hook unused).
TEST(RandomSpecNumericsHooks, EachNamesAFamily) {
  EXPECT_TRUE(RandomSpecHooks::unknown_families().empty()) << RandomSpecHooks::unknown_families().front();
}

}  // namespace
}  // namespace irgate
