// tests/twin_engine/lower_ir_fuzz_test.cpp — seeded, bounded fuzz of the twin's lower_ir: random
// single edits of its own canonical IR never crash the twin and never end in an internal error
// (every outcome is OK, or a refusal with an id from refusals.def). IRGATE_FUZZ_SEED and
// IRGATE_FUZZ_COUNT change the seed and the number of edits (tests/support_lib/fuzz_draw.h).
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "tests/support_lib/fuzz_draw.h"
#include "tests/twin_engine/support.h"

namespace {

std::set<std::string> refusal_ids() {
  return {
#define IRG_REFUSAL(id, pattern) #id,
#include "irgate/refusals.def"
#undef IRG_REFUSAL
  };
}

using irgate::testing::FuzzDraw;

std::string mutate(std::string s, FuzzDraw& d) {
  static const char kBytes[] = "%:{}=, \"\n0123456789-.xpabz()";
  size_t pos = d.below(s.size() + 1);
  switch (d.below(6)) {
    case 0:
      if (pos < s.size()) s.erase(pos, 1 + d.below(8));
      break;
    case 1: s.insert(pos, 1, kBytes[d.below(sizeof kBytes - 1)]); break;
    case 2:
      if (pos < s.size()) s[pos] = kBytes[d.below(sizeof kBytes - 1)];
      break;
    case 3: { /* drop a line */
      size_t nl = s.find('\n', pos);
      size_t next = nl == std::string::npos ? nl : s.find('\n', nl + 1);
      if (next != std::string::npos) s.erase(nl, next - nl);
      break;
    }
    case 4: { /* retarget an id */
      size_t p = s.find('%', pos);
      if (p != std::string::npos && p + 1 < s.size()) s[p + 1] = static_cast<char>('0' + d.below(10));
      break;
    }
    default: s.resize(pos); break;
  }
  return s;
}

TEST(TwinLowerIrFuzz, EditsNeverCrashOrEndInAnInternalError) {
  twin_test::Domains d;
  std::vector<std::string> seeds;
  for (const char* arch : {"gfx90a", "gfx1201", "gfx1250"}) {
    irg_request_t dw = twin_test::depthwise(arch, IRG_FLAVOR_LLVM22, d);
    dw.spec.depthwise.r_split = 3;
    dw.spec.depthwise.waves = 6;
    irg_request_t rd = twin_test::reduce(arch, IRG_FLAVOR_LLVM22, d);
    rd.spec.reduce.ws_replicas = 3;
    rd.spec.reduce.out_dtype = IRG_DTYPE_BF16;
    for (const irg_request_t& r : {dw, rd}) seeds.push_back(twin_test::emit_ir(r).text);
  }
  const std::set<std::string> ids = refusal_ids();
  const irgate::testing::FuzzPlan plan = irgate::testing::fuzz_plan(20261129, 3000);
  FuzzDraw draw(plan.seed);
  int ok = 0, refused = 0;
  for (int i = 0; i < plan.count; ++i) {
    std::string text = mutate(seeds[draw.below(seeds.size())], draw);
    int flavor = static_cast<int>(draw.below(IRG_FLAVOR_COUNT));
    twin_test::Emitted e = twin_test::lower_ir(text, flavor, d.of(flavor));
    ASSERT_NE(e.status, IRG_STATUS_ERROR)
        << e.refusal_text << "\n" << text << "\n" << plan.reproduce("build/tests/twin_engine/twin_engine_fuzz_tests");
    if (e.status == IRG_STATUS_OK) {
      ++ok;
      EXPECT_EQ(e.text.rfind("; irgate ", 0), 0u);
    } else {
      ++refused;
      EXPECT_TRUE(ids.count(e.refusal_id)) << e.refusal_id;
    }
  }
  EXPECT_GT(ok, 0);  /* some edits are harmless (an id swap inside a hint, a dropped constant use) */
  EXPECT_GT(refused, plan.count * 2 / 3);
}

}  // namespace
