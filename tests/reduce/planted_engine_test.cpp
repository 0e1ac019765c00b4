// tests/reduce/planted_engine_test.cpp — the parity side of `irgate reduce` end to end through
// the real engine API: a "twin" that is the reference engine except that it refuses depthwise
// specs with filter_h == 5 and waves >= 6 (a planted divergence). reduce_parity_divergence (what
// the differential spec fuzz prints) must shrink a busy spec to exactly those fields (plus the
// filter_w the reference needs to keep emitting).
#include <gtest/gtest.h>

#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <memory>

#include <nlohmann/json.hpp>

#include "arch_domain/table.h"

#include "parity/outcome.h"
#include "reduce/findings.h"

namespace irgate::reduce {
namespace {

bool planted_refuses(const irg_request_t* r, irg_refusal_t* why) {
  if (r->family != IRG_FAMILY_DEPTHWISE || r->spec.depthwise.filter_h != 5 || r->spec.depthwise.waves < 6) return false;
  std::snprintf(why->id, sizeof why->id, "planted_refusal");
  std::snprintf(why->text, sizeof why->text, "planted: filter_h 5 with %d waves", r->spec.depthwise.waves);
  return true;
}
int planted_emit_ll(const irg_request_t* r, irg_text_t* out, irg_refusal_t* why) {
  return planted_refuses(r, why) ? IRG_STATUS_REFUSED : irg_reference_engine()->emit_ll(r, out, why);
}
int planted_emit_ir(const irg_request_t* r, irg_text_t* out, irg_refusal_t* why) {
  return planted_refuses(r, why) ? IRG_STATUS_REFUSED : irg_reference_engine()->emit_ir(r, out, why);
}
int planted_lower_ir(const char* ir, size_t size, int32_t flavor, const irg_arch_domain_t* d, irg_text_t* out,
                     irg_refusal_t* why) {
  return irg_reference_engine()->lower_ir(ir, size, flavor, d, out, why);
}
int planted_plan(const irg_request_t* r, const irg_problem_t* p, irg_plan_t* out, irg_refusal_t* why) {
  return planted_refuses(r, why) ? IRG_STATUS_REFUSED : irg_reference_engine()->plan(r, p, out, why);
}
const irg_engine kPlantedTwin = {"planted", planted_emit_ll, planted_emit_ir, planted_lower_ir, planted_plan};

// The committed llvm22 arch-domain table (the engines refuse a request without one).
const irg_arch_domain_t* planted_domain() {
  static std::shared_ptr<const arch_domain::View> view = [] {
    const char* r = std::getenv("IRGATE_ROOT");
    auto v = arch_domain::load_view(r && *r ? std::filesystem::path(r) : std::filesystem::current_path(),
                                    IRG_FLAVOR_LLVM22);
    return v ? *v : nullptr;
  }();
  return view ? view->get() : nullptr;
}

irg_request_t busy_depthwise() {
  irg_request_t r = irg_request_default(IRG_FAMILY_DEPTHWISE, IRG_FLAVOR_LLVM22, "gfx1100");
  r.domain = planted_domain();
  auto& s = r.spec.depthwise;
  s.dtype = IRG_DTYPE_BF16, s.filter_h = s.filter_w = 5, s.pad_h = s.pad_w = 2, s.waves = 8, s.r_split = 2;
  s.ho_per_block = 2, s.ws_replicas = 4;
  return r;
}

TEST(ReducePlanted, EnginesAgreeingIsNoFinding) {
  ASSERT_NE(planted_domain(), nullptr);
  parity::EngineOutcome o = parity::run_engine(irg_reference_engine(), busy_depthwise());
  ASSERT_EQ(o.status, IRG_STATUS_OK) << o.refusal_id << ": " << o.refusal_text;  // the busy spec emits
  EXPECT_EQ(parity_finding(*irg_reference_engine(), *irg_reference_engine(), busy_depthwise(), nullptr), "");
  EXPECT_EQ(reduce_parity_divergence(*irg_reference_engine(), *irg_reference_engine(), busy_depthwise(), nullptr), "");
}

TEST(ReducePlanted, PlantedRefusalShrinksToTheTwoFieldsThatCauseIt) {
  const irg_request_t start = busy_depthwise();
  const std::string kind = parity_finding(*irg_reference_engine(), kPlantedTwin, start, nullptr);
  ASSERT_EQ(kind, "ASYMMETRIC:emitted/planted_refusal");  // the reference emits the busy spec
  const std::string report = reduce_parity_divergence(*irg_reference_engine(), kPlantedTwin, start, nullptr);
  EXPECT_NE(report.find("ASYMMETRIC:emitted/planted_refusal"), std::string::npos) << report;
  const size_t brace = report.find('{');
  ASSERT_NE(brace, std::string::npos) << report;
  const nlohmann::json entry = nlohmann::json::parse(report.substr(brace, report.find('\n', brace) - brace));
  // filter_w stays 5: depthwise rule 2 (filter_h == filter_w, docs/kernels.md) makes the reference
  // refuse a 5x3 filter, which would change the finding to REFUSAL_DIFFERS. pad 2 -> default 1.
  EXPECT_EQ(entry["spec"], nlohmann::json::parse(R"({"filter_h": 5, "filter_w": 5, "waves": 6})")) << report;
  EXPECT_EQ(entry["arch"], "gfx1100");
  EXPECT_EQ(entry["flavors"], nlohmann::json::parse(R"(["llvm22"])"));
}

TEST(ReducePlanted, WithAProblemTheProblemShrinksAndIsPrinted) {
  irg_problem_t p{};
  p.dilation_h = p.dilation_w = 1;
  p.n = 3, p.hi = 20, p.wi = 20, p.groups = 40, p.cpg = p.kpg = 1;
  p.filter_h = p.filter_w = 5, p.stride_h = p.stride_w = 1, p.pad_h = p.pad_w = 2;
  p.dtype = IRG_DTYPE_BF16, p.dw_dtype = IRG_DTYPE_F32;
  const std::string report = reduce_parity_divergence(*irg_reference_engine(), kPlantedTwin, busy_depthwise(), &p);
  // emission diverges, so the problem does not matter: every dimension goes to 1
  EXPECT_NE(report.find("problem: n=1 hi=1 wi=1 groups=1"), std::string::npos) << report;
}

int error_emit_ll(const irg_request_t*, irg_text_t*, irg_refusal_t* why) {
  std::snprintf(why->id, sizeof why->id, "planted_error");
  std::snprintf(why->text, sizeof why->text, "planted internal error");
  return IRG_STATUS_ERROR;
}
int refusing_emit_ll(const irg_request_t*, irg_text_t*, irg_refusal_t* why) {
  std::snprintf(why->id, sizeof why->id, "planted_refusal");
  std::snprintf(why->text, sizeof why->text, "planted refusal");
  return IRG_STATUS_REFUSED;
}

TEST(ReducePlanted, NumericsFindingKindsNameTheErrorOrRefusalId) {
  irg_request_t r = busy_depthwise();
  r.spec.depthwise.waves = 4;  // below the planted plan refusal: the plan goes through, emission does not
  const irg_engine erroring = {"erroring", error_emit_ll, planted_emit_ir, planted_lower_ir, planted_plan};
  const irg_engine refusing = {"refusing", refusing_emit_ll, planted_emit_ir, planted_lower_ir, planted_plan};
  runtime::NumericsOptions o;
  o.shape = {1, 5, 5, 3};
  EXPECT_EQ(numerics_finding(runtime::check_numerics(erroring, r, o)), "ERROR:planted_error");
  EXPECT_EQ(numerics_finding(runtime::check_numerics(refusing, r, o)), "REFUSED:planted_refusal");
  EXPECT_EQ(numerics_finding(runtime::check_numerics(*irg_reference_engine(), r, o)), "");
}

}  // namespace
}  // namespace irgate::reduce
