// tests/grid/table_test.cpp — the grid tables as the reference engine admits them: every
// candidate emits or is refused by a family rule we expect, every kernel name is unique and
// carries arch and dtype, every grid (family, arch, dtype) has kernels, shards partition.
#include <gtest/gtest.h>

#include <cstdlib>
#include <set>

#include "arch_domain/table.h"
#include "grid/enumerate.h"
#include "grid/request.h"
#include "grid/tables.h"
#include "registry/families.h"
#include "registry/spec_fields.h"
#include "registry/spec_json.h"

namespace irgate::grid {
namespace {

std::shared_ptr<const arch_domain::View> llvm22_view() {
  const char* root = std::getenv("IRGATE_ROOT");
  auto v = arch_domain::load_view(root ? root : ".", kGridFlavor);
  return v ? *v : nullptr;
}

Enumeration all_of(const Selection& s);

// The whole grid, enumerated once for the tests that need all of it (4,500 emissions).
const Enumeration& whole_grid() {
  static const Enumeration e = all_of(Selection{});
  return e;
}

Enumeration all_of(const Selection& s) {
  auto view = llvm22_view();
  EXPECT_TRUE(view) << "arch_domain/tables/llvm22.json (run through ctest)";
  auto e = enumerate_grid(s, view ? view->get() : nullptr);
  EXPECT_TRUE(e) << e.error().message;
  return e ? *e : Enumeration{};
}

TEST(GridTables, EveryCandidateEmitsOrIsRefusedByAnExpectedRule) {
  const Enumeration& e = whole_grid();
  EXPECT_EQ(e.candidates, grid_entries().size());
  size_t refused = 0;
  // The grids are products of axes; these rules prune the products and nothing else may
  // (an arch_* refusal would mean llvm22 lost an arch the grid names).
  const std::set<std::string> expected = {"dw_r_split_range", "dw_r_split_waves", "dw_lds_budget",
                                          "img_lds_budget", "img_vgpr_budget", "sc_uniform_wave_spill",
                                          "sc_vgpr_budget", "ig_vgpr_budget"};
  for (auto& [id, n] : e.refused) {
    EXPECT_TRUE(expected.count(id)) << id << " refused " << n << " candidates";
    refused += n;
  }
  EXPECT_EQ(e.kernels.size() + refused, e.candidates);
  // The implicit-GEMM large block (2 x 2 waves of 2 x 2 tiles) in fp32 on gfx1100, gfx1151, gfx1200
  // and gfx1201, at both slab counts: the VALU body's estimate is over 256 VGPRs there.
  EXPECT_EQ(e.refused.count("ig_vgpr_budget") ? e.refused.at("ig_vgpr_budget") : 0, 4u * 2u);
}

TEST(GridTables, EveryCandidateIsOnAnArchItsFamilyAdmits) {
  const std::vector<GridEntry> entries = grid_entries();
  ASSERT_FALSE(entries.empty());
  for (const GridEntry& g : entries) {
    const registry::Family* family = registry::family_by_name(g.family);
    ASSERT_NE(family, nullptr) << g.family;
    EXPECT_TRUE(family->admits_arch(g.arch)) << g.family << " on " << g.arch;
  }
}

TEST(GridTables, NamesAreUniqueAndCarryArchAndDtype) {
  const Enumeration& e = whole_grid();
  std::set<std::string> names;
  for (const GridKernel& k : e.kernels) {
    EXPECT_TRUE(names.insert(k.name).second) << k.name;
    const std::string suffix = "." + k.arch + "." + k.dtype;
    EXPECT_EQ(k.name.substr(k.name.size() - suffix.size()), suffix) << k.name;
    EXPECT_EQ(k.llvm_sha256.size(), 64u);
  }
}

TEST(GridTables, EveryGridCellHasKernels) {
  std::map<std::string, size_t> cells;
  for (const GridKernel& k : whole_grid().kernels) ++cells[k.family + " " + k.arch + " " + k.dtype];
  for (const char* arch : {"gfx1100", "gfx1151", "gfx1200", "gfx1201", "gfx1250", "gfx950"})
    for (const char* dtype : {"fp16", "bf16"}) {
      EXPECT_GT(cells[std::string("direct_depthwise_wgrad ") + arch + " " + dtype], 0u) << arch << " " << dtype;
      EXPECT_GT(cells[std::string("direct_wgrad_reduce ") + arch + " " + dtype], 0u) << arch << " " << dtype;
    }
  // The product of the knobs that change the code: 6 blocks x rows_per_sync 2 x row_blocks 2 x
  // lds_epilogue 2 x ws_replicas 2 (the channel counts are kernargs, not an axis).
  EXPECT_EQ(cells["direct_wgrad gfx1250 fp16"], 96u);
  EXPECT_EQ(cells["direct_wgrad gfx1250 bf16"], 96u);
  EXPECT_GT(cells["direct_wgrad_small_c gfx1250 fp16"], 500u);
  EXPECT_GT(cells["direct_wgrad_small_c gfx1250 bf16"], 500u);
  // 3 blocks x 2 slab counts (48 when geometry was an axis), on every wave32 WMMA arch and dtype
  // (issue 46: gfx11 and gfx12 serve every layer too); fp32 on gfx11/gfx12 lacks the large block
  // (ig_vgpr_budget), so 2 blocks x 2 slab counts serve it.
  for (const char* arch : {"gfx1100", "gfx1151", "gfx1200", "gfx1201", "gfx1250"})
    for (const char* dtype : {"fp16", "bf16", "fp32"}) {
      const bool valu_fp32 = std::string(dtype) == "fp32" && std::string(arch) != "gfx1250";
      EXPECT_EQ(cells[std::string("implicit_gemm_wgrad ") + arch + " " + dtype], valu_fp32 ? 4u : 6u)
          << arch << " " << dtype;
    }
  EXPECT_EQ(cells["implicit_gemm_wgrad gfx950 fp16"], 0u);  // wave64 MFMA: not built (docs/kernels/implicit_gemm_wgrad.md)
  for (auto& [cell, n] : cells)  // the image kernel is gfx1250's only
    if (cell.rfind("direct_wgrad ", 0) == 0) {
      EXPECT_NE(cell.find(" gfx1250 "), std::string::npos) << cell;
    }
}

// One cached kernel serves every channel count its plan admits, so no grid row fixes a field the
// kernel reads at run time (an IRG_SPEC_FIELD row linked RUNTIME_cpg / RUNTIME_kpg).
TEST(GridTables, RunTimeChannelCountsAreNoGridAxis) {
  size_t checked = 0;
  for (const GridEntry& e : grid_entries()) {
    const registry::Family* family = registry::family_by_name(e.family);
    ASSERT_NE(family, nullptr) << e.family;
    for (const registry::SpecField& f : registry::spec_fields(family->id))
      if (f.runtime) {
        EXPECT_EQ(e.spec.count(f.name) ? e.spec.at(f.name).number : 0, 0) << e.family << " " << registry::spec_values_text(e.spec);
        ++checked;
      }
  }
  EXPECT_GT(checked, 1000u) << "no grid row of a family with run-time channels: the check would be vacuous";
}

// The implicit-GEMM rows read their geometry at run time: no grid row names a network's layer
// shape (a RUNTIME_OR_ row is -1 in every one of them). (Depthwise keeps baked 3/5/7 rows beside
// its run-time ones.)
TEST(GridTables, ImplicitGemmGeometryIsNoGridAxis) {
  size_t checked = 0;
  for (const GridEntry& e : grid_entries()) {
    if (e.family != "implicit_gemm_wgrad") continue;
    const registry::Family* family = registry::family_by_name(e.family);
    ASSERT_NE(family, nullptr) << e.family;
    for (const registry::SpecField& f : registry::spec_fields(family->id))
      if (f.runtime_when_unset) {
        ASSERT_TRUE(e.spec.count(f.name)) << f.name << " unset: its default is a baked value";
        EXPECT_EQ(e.spec.at(f.name), registry::SpecValue(IRG_GEOMETRY_RUNTIME)) << registry::spec_values_text(e.spec);
        ++checked;
      }
  }
  EXPECT_EQ(checked, 90u * 8u) << "90 implicit-GEMM rows (5 arches x 3 blocks x 2 slab counts x 3 dtypes) x 8 geometry fields";
}

TEST(GridTables, NoTdmRingInThisRelease) {
  for (const GridEntry& e : grid_entries())
    if (e.family == "direct_wgrad") {
      ASSERT_TRUE(e.spec.count("tdm_stages")) << registry::spec_values_text(e.spec);
      EXPECT_EQ(e.spec.at("tdm_stages"), registry::SpecValue(0)) << registry::spec_values_text(e.spec);
    }
}

TEST(GridSelection, ShardsPartitionTheSelection) {
  auto sel = make_selection("direct_wgrad_reduce", "", "", {}, "");
  ASSERT_TRUE(sel);
  const auto whole = all_of(*sel).kernels;
  ASSERT_FALSE(whole.empty());
  std::multiset<std::string> seen;
  for (int i = 0; i < 4; ++i) {
    auto s = make_selection("direct_wgrad_reduce", "", "", {}, std::to_string(i) + "/4");
    ASSERT_TRUE(s);
    for (auto& k : all_of(*s).kernels) seen.insert(k.name);
  }
  ASSERT_EQ(seen.size(), whole.size());
  for (auto& k : whole) EXPECT_EQ(seen.count(k.name), 1u) << k.name;
}

TEST(GridSelection, FiltersAndTyposAreUsageErrors) {
  EXPECT_FALSE(make_selection("direct_wgrad_smallc", "", "", {}, ""));
  EXPECT_FALSE(make_selection("", "", "fp8", {}, ""));
  for (const char* bad : {"4/4", "1", "a/2", "-1/2", "0/0"}) EXPECT_FALSE(make_selection("", "", "", {}, bad)) << bad;
  auto s = make_selection("direct_depthwise_wgrad", "gfx950", "bf16", {"_f7x7_"}, "");
  ASSERT_TRUE(s);
  const auto ks = all_of(*s).kernels;
  ASSERT_FALSE(ks.empty());
  for (auto& k : ks) {
    EXPECT_EQ(k.arch, "gfx950");
    EXPECT_EQ(k.dtype, "bf16");
    EXPECT_NE(k.name.find("_f7x7_"), std::string::npos);
  }
}

}  // namespace
}  // namespace irgate::grid
