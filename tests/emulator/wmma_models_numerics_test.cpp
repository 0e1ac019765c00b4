// tests/emulator/wmma_models_numerics_test.cpp — the WMMA arithmetic models on the engines' real
// WMMA kernels: every emitting direct_wgrad and small-C config passes numerics under every model
// (with 16-bit subnormals in its inputs, so that ftz16 has something to flush), and each model
// other than the default changes the dW bits of a WMMA kernel — the variants are real, and the
// tolerance (oracle/tolerance.h, derived for the worst of them) still passes them all.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstring>
#include <map>
#include <string>
#include <vector>

#include "irgate/engine_api.h"
#include "tests/numerics/corpus_cases.h"

namespace irgate {
namespace wmma_models_test {  // not anonymous: unity batches share a translation unit

runtime::NumericsResult run(const numerics_test::Case& c, emu::WmmaModel model) {
  runtime::NumericsOptions o;
  o.wmma_model = model;
  o.subnormal_inputs = true;
  o.keep_tensors = true;
  return runtime::check_numerics(*irg_reference_engine(), c.request, o);
}

TEST(WmmaModels, EveryWmmaConfigPassesUnderEveryModel) {
  size_t runs = 0;
  for (const char* family : {"direct_wgrad", "direct_wgrad_small_c"}) {
    auto cases = numerics_test::emitting_cases(family);
    ASSERT_TRUE(cases) << cases.error().message;
    ASSERT_FALSE(cases->empty()) << family;
    for (const numerics_test::Case& c : *cases)
      for (emu::WmmaModel m : emu::kWmmaModels) {
        runtime::NumericsResult r = run(c, m);
        EXPECT_GE(r.launches, 1) << numerics_test::describe(c) << " " << emu::wmma_model_name(m);
        EXPECT_EQ(r.verdict, runtime::Verdict::Pass)
            << numerics_test::describe(c) << " under " << emu::wmma_model_name(m) << "\n" << r.detail;
        ++runs;
      }
  }
  EXPECT_GE(runs, 3u * 20u);
}

TEST(WmmaModels, EachModelChangesTheBitsOfAWmmaKernel) {
  // Config 208 (fp16, one slab: the fp32 dW the WMMAs' sums land in unrounded) and 209 (bf16).
  auto cases = numerics_test::emitting_cases("direct_wgrad");
  ASSERT_TRUE(cases) << cases.error().message;
  std::map<int, const numerics_test::Case*> by_id;
  for (const numerics_test::Case& c : *cases)
    if (c.flavor == IRG_FLAVOR_LLVM22) by_id[c.id] = &c;
  ASSERT_TRUE(by_id.count(208) && by_id.count(209));
  for (int id : {208, 209}) {
    const runtime::NumericsResult base = run(*by_id[id], emu::WmmaModel::CLast);
    ASSERT_EQ(base.verdict, runtime::Verdict::Pass) << id << "\n" << base.detail;
    for (emu::WmmaModel m : {emu::WmmaModel::CFirst, emu::WmmaModel::Ftz16, emu::WmmaModel::FusedDot}) {
      // bf16 subnormals (below 2^-126) times inputs of magnitude below 1 are far under the ulp of
      // the sums they join: flushing them changes no bit of 209 (the emulator unit test
      // WmmaRandom.EachModelComputesOtherBitsThanTheDefault shows ftz16 acting on bf16).
      if (id == 209 && m == emu::WmmaModel::Ftz16) continue;
      const runtime::NumericsResult r = run(*by_id[id], m);
      EXPECT_EQ(r.verdict, runtime::Verdict::Pass) << id << " " << emu::wmma_model_name(m) << "\n" << r.detail;
      ASSERT_EQ(r.tensors.dw_bytes.size(), base.tensors.dw_bytes.size());
      size_t differ = 0;
      for (size_t i = 0; i + 4 <= r.tensors.dw_bytes.size(); i += 4)
        differ += std::memcmp(&r.tensors.dw_bytes[i], &base.tensors.dw_bytes[i], 4) != 0;
      EXPECT_GT(differ, 0u) << "config " << id << ": " << emu::wmma_model_name(m) << " computed c_last's bits";
      std::printf("config %d %-8s: %zu of %zu dW values differ from c_last\n", id, emu::wmma_model_name(m), differ,
                  r.tensors.dw_bytes.size() / 4);
    }
  }
}

TEST(WmmaModels, ModelsDoNotTouchAKernelWithoutWmma) {
  // The depthwise family is VALU only: every model computes the same bits.
  auto cases = numerics_test::emitting_cases("direct_depthwise_wgrad");
  ASSERT_TRUE(cases) << cases.error().message;
  ASSERT_FALSE(cases->empty());
  const numerics_test::Case& c = cases->front();
  const runtime::NumericsResult base = run(c, emu::WmmaModel::CLast);
  for (emu::WmmaModel m : emu::kWmmaModels)
    EXPECT_EQ(run(c, m).tensors.dw_bytes, base.tensors.dw_bytes) << emu::wmma_model_name(m);
}

TEST(WmmaModels, TheFlagNamesOneModelOrAll) {
  auto all = runtime::wmma_models_from_flag("all");
  ASSERT_TRUE(all);
  EXPECT_EQ(all->size(), std::size(emu::kWmmaModels));
  auto one = runtime::wmma_models_from_flag("c_first");
  ASSERT_TRUE(one);
  EXPECT_EQ(*one, std::vector<emu::WmmaModel>{emu::WmmaModel::CFirst});
  auto bad = runtime::wmma_models_from_flag("c-first");
  ASSERT_FALSE(bad);
  EXPECT_EQ(bad.error().exit_code, 2);
  EXPECT_NE(bad.error().message.find("ftz16: "), std::string::npos) << bad.error().message;  // names every model
}

}  // namespace wmma_models_test
}  // namespace irgate
