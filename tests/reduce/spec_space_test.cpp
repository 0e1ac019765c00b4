// tests/reduce/spec_space_test.cpp — `irgate reduce` shrinking a planted divergence to a minimal
// spec: the divergence is planted through the predicate (it "diverges" whenever waves_k >= 2 and
// filter_h == 3, or a variant), the search runs over the real spec space of the family (every
// ABI field, defaults from irg_request_default), and the printed config entry is checked whole.
#include <gtest/gtest.h>

#include <cstring>

#include <nlohmann/json.hpp>

#include "registry/families.h"
#include "registry/spec_fields.h"
#include "registry/spec_json.h"
#include "reduce/minimize.h"
#include "reduce/spec_space.h"

namespace irgate::reduce {
namespace {

irg_request_t busy_direct_wgrad() {
  irg_request_t r = irg_request_default(IRG_FAMILY_DIRECT_WGRAD, IRG_FLAVOR_LLVM22, "gfx1250");
  auto& s = r.spec.direct;
  s.dtype = IRG_DTYPE_BF16, s.waves_k = 4, s.waves_c = 2, s.cpg = 32, s.kpg = 64, s.ws_replicas = 4;
  s.lds_epilogue = 1, s.rows_per_sync = 2, s.wave_tiles_k = 2;
  return r;
}

TEST(ReduceSpecSpace, PlantedDivergenceShrinksToTheMinimalSpec) {
  const SpecSpace space = make_spec_space(busy_direct_wgrad(), nullptr);
  auto planted = [&](const Point& p) {
    const irg_direct_wgrad_spec_t s = space.request_at(p).spec.direct;
    return s.waves_k >= 2 && s.filter_h == 3;
  };
  const MinimizeResult r = minimize(space.axes, space.start, planted);
  ASSERT_TRUE(r.start_holds);
  const nlohmann::json entry = config_entry_json(space, r.point, 9001, "llvm22", "planted");
  EXPECT_EQ(entry, nlohmann::json::parse(R"({"id": 9001, "arch": "gfx1250", "flavors": ["llvm22"],
                                             "purpose": "planted", "spec": {"waves_k": 2}})"));
  EXPECT_LT(r.tests, 150);
}

TEST(ReduceSpecSpace, PlantedDivergenceKeepsEveryFieldItNeeds) {
  irg_request_t start = busy_direct_wgrad();
  start.spec.direct.filter_h = start.spec.direct.filter_w = 5;
  start.spec.direct.pad_h = start.spec.direct.pad_w = 2;
  const SpecSpace space = make_spec_space(start, nullptr);
  auto planted = [&](const Point& p) {
    const irg_request_t r = space.request_at(p);
    return r.spec.direct.waves_k >= 3 && r.spec.direct.filter_h == 5 && r.spec.direct.dtype == IRG_DTYPE_BF16;
  };
  const MinimizeResult r = minimize(space.axes, space.start, planted);
  EXPECT_EQ(spec_fields_json(space, r.point),
            nlohmann::json::parse(R"({"dtype": "bf16", "filter_h": 5, "waves_k": 3})"));
}

TEST(ReduceSpecSpace, StartPointIsTheRequestAndDefaultsComeFirst) {
  const irg_request_t start = busy_direct_wgrad();
  const runtime::ProblemShape shape{2, 9, 9, 2};
  const SpecSpace space = make_spec_space(start, &shape);
  const irg_request_t back = space.request_at(space.start);
  EXPECT_EQ(std::memcmp(&back.spec, &start.spec, sizeof start.spec), 0);
  EXPECT_STREQ(back.arch, "gfx1250");
  const irg_request_t def = irg_request_default(IRG_FAMILY_DIRECT_WGRAD, IRG_FLAVOR_LLVM22, "gfx1250");
  ASSERT_EQ(space.spec_axes, registry::spec_fields(IRG_FAMILY_DIRECT_WGRAD).size());
  for (size_t a = 0; a < space.spec_axes; ++a)
    EXPECT_EQ(space.axes[a].values.front(), *registry::spec_field_value(def, space.axes[a].name)) << space.axes[a].name;
  ASSERT_TRUE(space.has_problem());
  const runtime::ProblemShape s = space.shape_at(space.start);
  EXPECT_EQ(s.n, 2);
  EXPECT_EQ(s.h, 9);
  EXPECT_EQ(s.groups, 2);
  EXPECT_EQ(space.axes[space.spec_axes].values.front(), 1);  // problem dims: smallest first
  // the start's non-default fields, as a corpus entry would name them
  EXPECT_EQ(spec_fields_json(space, space.start),
            nlohmann::json::parse(R"({"dtype": "bf16", "waves_k": 4, "waves_c": 2, "cpg": 32, "kpg": 64,
                                      "ws_replicas": 4, "lds_epilogue": 1, "rows_per_sync": 2, "wave_tiles_k": 2})"));
}

TEST(ReduceSpecSpace, PlantedProblemDivergenceShrinksTheProblemToo) {
  const irg_request_t start = irg_request_default(IRG_FAMILY_DEPTHWISE, IRG_FLAVOR_LLVM22, "gfx1100");
  const runtime::ProblemShape shape{4, 40, 33, 37};
  const SpecSpace space = make_spec_space(start, &shape);
  auto planted = [&](const Point& p) {
    const runtime::ProblemShape s = space.shape_at(p);
    return s.w >= 17 && s.groups > 32;  // a column tail and a second wave of channels
  };
  const MinimizeResult r = minimize(space.axes, space.start, planted);
  const runtime::ProblemShape s = space.shape_at(r.point);
  EXPECT_EQ(s.n, 1);
  EXPECT_EQ(s.h, 1);
  EXPECT_EQ(s.w, 17);
  EXPECT_EQ(s.groups, 33);
  EXPECT_TRUE(spec_fields_json(space, r.point).empty());
}

}  // namespace
}  // namespace irgate::reduce
