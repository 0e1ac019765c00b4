// tests/refusals/table_refusal_test.cpp — shipped configs refused by the committed arch-domain
// tables, not by a remembered flavor ladder.
//
// A flavor's LLVM that does not list an arch in `llc -mcpu=help` has target_unsupported in every
// cell of that arch (arch_domain/tables/<flavor>.json). Both engines must refuse such a
// (config, flavor) with arch_intrinsic_absent, naming the first key the kernel needs and the
// cell's own status and evidence, and the parity report must carry those words.
#include <gtest/gtest.h>

#include <cstdio>
#include <memory>
#include <string>

#include <nlohmann/json.hpp>

#include "lanes/parity_lane.h"
#include "parity/report.h"
#include "parity/runner.h"
#include "registry/families.h"
#include "tests/support_lib/corpus_fixture.h"

namespace irgate::testing {
namespace {

class TableRefusal : public CorpusFixture {};

const char* intrinsic_key(int key) {
  static const char* const kKeys[] = {
#define IRG_INTRINSIC(Enum, key, text) key,
#define IRG_DECLARE_FROM(Enum, flavor, text)
#include "irgate/intrinsics.def"
#undef IRG_DECLARE_FROM
#undef IRG_INTRINSIC
  };
  return kKeys[key];
}

std::string absent_text(const char* key, const std::string& arch, int flavor, const char* status,
                        const char* evidence) {
  const char* pattern = nullptr;
#define IRG_REFUSAL(id, text) \
  if (std::string(#id) == "arch_intrinsic_absent") pattern = text;
#include "irgate/refusals.def"
#undef IRG_REFUSAL
  char buf[1024];
  std::snprintf(buf, sizeof buf, pattern, key, arch.c_str(), registry::flavor_name(flavor), status, evidence);
  return buf;
}

int arch_id(const std::string& name) {
  static const char* const kArches[] = {
#define IRG_ARCH(Enum, name, ...) name,
#include "irgate/arches.def"
#undef IRG_ARCH
  };
  for (int a = 0; a < IRG_ARCH_COUNT; ++a)
    if (name == kArches[a]) return a;
  return -1;
}

// True when every cell of `arch` says the flavor's llc does not know the target.
bool target_unknown(const irg_arch_domain_t& table, int arch) {
  for (int key = 0; key < IRG_INTRINSIC_COUNT; ++key)
    if (table.cells[key][arch].status != IRG_DOMAIN_TARGET_UNSUPPORTED) return false;
  return true;
}

TEST_F(TableRefusal, EveryShippedConfigOnATargetItsFlavorDoesNotKnowIsRefusedWithTheTablesWords) {
  int refused_by_table = 0;
  for (const parity::Config& c : corpus()) {
    for (int flavor : c.flavors) {
      const irg_arch_domain_t& table = *domain(flavor);
      const int arch = arch_id(c.arch);
      ASSERT_GE(arch, 0) << c.origin;
      if (!target_unknown(table, arch) || c.expected(flavor) != "arch_intrinsic_absent") continue;
      ++refused_by_table;
      const irg_request_t req = request_for(c.id, flavor);
      Emission ref = emit_ll(irg_reference_engine(), req), twin = emit_ll(irg_twin_engine(), req);
      ASSERT_EQ(ref.status, IRG_STATUS_REFUSED) << c.id << " " << registry::flavor_name(flavor);
      EXPECT_EQ(ref.refusal_id, "arch_intrinsic_absent");
      // Every kernel's first op reads the lane id, so workitem.id.x is the first key it needs;
      // a direct_wgrad TDM ring is asked of the table first, by the validator (docs/kernels.md).
      const bool tdm = c.family_name == "direct_wgrad" && req.spec.direct.tdm_stages > 0;
      const irg_intrinsic_id key = tdm ? IRG_INTRINSIC_TENSOR_LOAD_TO_LDS : IRG_INTRINSIC_WORKITEM_ID_X;
      const irg_domain_cell_t& cell = table.cells[key][arch];
      EXPECT_EQ(ref.refusal_text, absent_text(tdm ? "tensor.load.to.lds" : "workitem.id.x", c.arch, flavor,
                                              "target_unsupported", cell.evidence));
      EXPECT_NE(std::string(cell.evidence).find("not a recognized processor"), std::string::npos) << cell.evidence;
      EXPECT_EQ(twin.refusal_id, ref.refusal_id);
      EXPECT_EQ(twin.refusal_text, ref.refusal_text);
    }
  }
  // 201-203, 234 and 235 under llvm16 and llvm19; 205 and 233 under llvm16; the 22 gfx1250
  // direct_wgrad configs 208-217, 219-224, 229, 250-252 and 254 (TDM), 255 and the 7 emitting direct_wgrad_small_c
  // configs 239-241 and 245-248, and the 19 emitting implicit_gemm_wgrad configs 260-272 (baked
  // geometry) and 285-290 (run-time geometry) under llvm16 and llvm19. Issue 42: the gfx1250
  // implicit-GEMM configs 295-298 and 320-324 and the depthwise configs 300, 304 (gfx1250) and
  // 302 (gfx950) under llvm16 and llvm19; 303 (gfx1201) under llvm16. Issue 46: the implicit-GEMM
  // configs 328 (gfx1151), 329, 330, 332 and 337 (gfx1200, gfx1201) under llvm16.
  EXPECT_EQ(refused_by_table, 12 + 1 + 5 + 2 * (22 + 7 + 19 + 4 + 5 + 3))
      << "the corpus changed: recount, and keep at least one table refusal";
}

TEST_F(TableRefusal, AFamilyRuleIsJudgedBeforeTheTable) {
  // Config 207 asks for zero slabs on gfx1200, which llc-16 does not know: the spec is wrong on
  // every flavor, and that is what both engines say.
  ASSERT_TRUE(target_unknown(*domain(IRG_FLAVOR_LLVM16), arch_id("gfx1200")));
  for (const irg_engine* engine : {irg_reference_engine(), irg_twin_engine()})
    EXPECT_EQ(emit_ll(engine, request_for(207, IRG_FLAVOR_LLVM16)).refusal_id, "rd_ws_replicas") << engine->name;
}

TEST_F(TableRefusal, CanonicalIrAndPlanAreFlavorFreeAndStillAnswer) {
  // The canonical IR of gfx1250 is one text for every flavor; only lowering asks the table.
  for (const irg_engine* engine : {irg_reference_engine(), irg_twin_engine()}) {
    Emission old_ir = emit_ir(engine, request_for(234, IRG_FLAVOR_LLVM19));
    Emission new_ir = emit_ir(engine, request_for(234, IRG_FLAVOR_LLVM22));
    ASSERT_EQ(old_ir.status, IRG_STATUS_OK) << engine->name << ": " << old_ir.refusal_text;
    EXPECT_EQ(old_ir.text, new_ir.text) << engine->name;
    Emission lowered = lower_ir(engine, old_ir.text, IRG_FLAVOR_LLVM19, domain(IRG_FLAVOR_LLVM19));
    EXPECT_EQ(lowered.refusal_id, "arch_intrinsic_absent") << engine->name;
  }
}

TEST_F(TableRefusal, ANegativeCellForAKeyNeededMidKernelNamesThatKey) {
  // fma.f32 is needed after the ids and the loads: the refusal names it, not the first key.
  auto table = std::make_unique<irg_arch_domain_t>(*domain(IRG_FLAVOR_LLVM22));
  const char* evidence = "LLVM ERROR: Cannot select: intrinsic %llvm.fma";
  table->cells[IRG_INTRINSIC_FMA_F32][IRG_ARCH_GFX1100] = {IRG_DOMAIN_ARCH_ABSENT, evidence};
  irg_request_t req = request_for(232, IRG_FLAVOR_LLVM22);
  req.domain = table.get();
  const std::string want = absent_text(intrinsic_key(IRG_INTRINSIC_FMA_F32), "gfx1100", IRG_FLAVOR_LLVM22,
                                       "arch_absent", evidence);
  for (const irg_engine* engine : {irg_reference_engine(), irg_twin_engine()}) {
    Emission e = emit_ll(engine, req);
    EXPECT_EQ(e.refusal_id, "arch_intrinsic_absent") << engine->name;
    EXPECT_EQ(e.refusal_text, want) << engine->name;
  }
}

TEST_F(TableRefusal, TheParityReportCarriesTheReasonText) {
  parity::Domains domains{};
  for (int f = 0; f < IRG_FLAVOR_COUNT; ++f) domains[f] = domain(f);
  parity::RunOptions o;
  o.only = {"234"};
  o.flavors = {IRG_FLAVOR_LLVM19};
  o.isolate = false;
  auto results = parity::run_parity({irg_reference_engine(), irg_twin_engine()}, corpus(), domains, o);
  ASSERT_EQ(results.size(), 1u);
  EXPECT_EQ(results[0].verdict, "BOTH_REFUSED");
  const std::string want = emit_ll(irg_twin_engine(), request_for(234, IRG_FLAVOR_LLVM19)).refusal_text;
  EXPECT_EQ(results[0].refusal_text, want);
  auto json = parity::report_json(results, parity::gate(results, {"llvm19"}), {"llvm19"});
  EXPECT_EQ(json["results"][0]["refusal_text"], want);
  const std::string xml = lanes::lanes_junit({lanes::parity_report(results, {"llvm19"})});
  EXPECT_NE(xml.find("<system-out>refused arch_intrinsic_absent: intrinsic workitem.id.x is not available on gfx1250"),
            std::string::npos)
      << xml;
}

}  // namespace
}  // namespace irgate::testing
