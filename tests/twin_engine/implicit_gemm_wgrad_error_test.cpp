// tests/twin_engine/implicit_gemm_wgrad_error_test.cpp — one negative test per ig_* refusal id of
// implicit_gemm_wgrad (docs/kernels/implicit_gemm_wgrad.md, Validator), each named after its id:
// the default spec with exactly one thing wrong, refused with that id on emit_ll, emit_ir and plan,
// the refusals.def text filled with the documented arguments in the documented order.
#include <gtest/gtest.h>

#include <cstdio>
#include <memory>
#include <string>

#include "tests/twin_engine/support.h"

// The tests too are in the namespace: in a unity batch another file's Case must not meet this one.
namespace ig_error_test {

/* The documented defaults: fp16 3 x 3 pad 1 stride 1 dilation 1, 2 x 2 waves, one tile a wave,
 * k_steps 4, one slab; gfx1250, llvm22, an all-ok table. */
struct Case {
  twin_test::Domains domains;
  irg_request_t request;
  Case() : request(twin_test::implicit_gemm(domains)) {}
  irg_implicit_gemm_wgrad_spec_t& spec() { return request.spec.implicit_gemm; }
};

/* Every entry point that runs the validator refuses alike: emit_ll, emit_ir and plan. */
void expect_refused(const irg_request_t& r, const char* id, const std::string& text) {
  twin_test::expect_refused(r, id, text);
  irg_problem_t p{};
  p.n = p.hi = p.wi = p.groups = p.cpg = p.kpg = 8, p.dilation_h = p.dilation_w = 1;
  auto plan = std::make_unique<irg_plan_t>();
  irg_refusal_t why{};
  EXPECT_EQ(irg_twin_engine()->plan(&r, &p, plan.get(), &why), IRG_STATUS_REFUSED);
  EXPECT_EQ(std::string(why.id), id);
  EXPECT_EQ(std::string(why.text), text);
}

TEST(IgemmError, ig_dtype) {
  Case c;
  c.spec().dtype = 9; /* fp32 is a dtype since issue 42 */
  expect_refused(c.request, "ig_dtype", twin_test::filled("ig_dtype", "dtype#9"));
}

TEST(IgemmError, ig_arch) {
  Case c;
  std::snprintf(c.request.arch, sizeof c.request.arch, "gfx942:sramecc+");
  expect_refused(c.request, "ig_arch", twin_test::filled("ig_arch", "gfx942")); /* the base name */
}

/* Rule 3: a mix of -1 and given geometry fields; the arguments are the eight fields in ABI order. */
TEST(IgemmError, ig_geometry) {
  Case c;
  c.spec().stride_w = IRG_GEOMETRY_RUNTIME;
  expect_refused(c.request, "ig_geometry", twin_test::filled("ig_geometry", 3, 3, 1, 1, 1, -1, 1, 1));
  c.spec().filter_h = c.spec().filter_w = c.spec().pad_h = c.spec().pad_w = c.spec().stride_h = -1;
  c.spec().dilation_h = -1; /* seven of eight: dilation_w is still 1 */
  expect_refused(c.request, "ig_geometry", twin_test::filled("ig_geometry", -1, -1, -1, -1, -1, -1, -1, 1));
}

/* Rules 4..7 are lower bounds (issue 42): each refuses a value below its bound, never a large one. */
TEST(IgemmError, ig_filter) {
  Case c;
  c.spec().filter_w = 0;
  expect_refused(c.request, "ig_filter", twin_test::filled("ig_filter", 3, 0));
  c.spec().filter_w = 16, c.spec().filter_h = -3;
  expect_refused(c.request, "ig_filter", twin_test::filled("ig_filter", -3, 16));
}

TEST(IgemmError, ig_stride) {
  Case c;
  c.spec().stride_h = 0, c.spec().stride_w = 1000;
  expect_refused(c.request, "ig_stride", twin_test::filled("ig_stride", 0, 1000));
}

TEST(IgemmError, ig_dilation) {
  Case c;
  c.spec().dilation_w = 0;
  expect_refused(c.request, "ig_dilation", twin_test::filled("ig_dilation", 1, 0));
  c.spec().dilation_w = 512, c.spec().dilation_h = -5;
  expect_refused(c.request, "ig_dilation", twin_test::filled("ig_dilation", -5, 512));
}

/* Arguments: pad_h, pad_w (-1 alone would be a mix with run-time geometry, rule 3). */
TEST(IgemmError, ig_pad) {
  Case c;
  c.spec().pad_w = -2, c.spec().pad_h = 40; /* padding past the dilated filter is served */
  expect_refused(c.request, "ig_pad", twin_test::filled("ig_pad", 40, -2));
}

TEST(IgemmError, ig_waves) {
  Case c;
  c.spec().waves_m = 0;
  expect_refused(c.request, "ig_waves", twin_test::filled("ig_waves", 0, 2));
  c.spec().waves_m = 4, c.spec().waves_n = 5;
  expect_refused(c.request, "ig_waves", twin_test::filled("ig_waves", 4, 5));
}

TEST(IgemmError, ig_wave_tiles) {
  Case c;
  c.spec().wave_tiles_m = 5;
  expect_refused(c.request, "ig_wave_tiles", twin_test::filled("ig_wave_tiles", 5, 1));
}

TEST(IgemmError, ig_k_steps) {
  Case c;
  c.spec().k_steps = 0;
  expect_refused(c.request, "ig_k_steps", twin_test::filled("ig_k_steps", 0));
  c.spec().k_steps = 1024;
  EXPECT_EQ(twin_test::emit_ir(c.request).status, IRG_STATUS_OK);
}

TEST(IgemmError, ig_ws_replicas) {
  Case c;
  c.spec().ws_replicas = 65;
  expect_refused(c.request, "ig_ws_replicas", twin_test::filled("ig_ws_replicas", 65));
}

/* 16 waves (4 x 4), T 512, of 2 x 2 tiles: BM = BN = 128; acc 16·4 = 64, frag 8·4 = 32, staging
 * max(5·(ceil(512/512) + ceil(512/512)), 2·(ceil(2048/512) + ceil(2048/512))) = 16, addressing 96:
 * 208 fits; 2 x 4 tiles (BN 256): acc 128, frag 48, staging max(5·(1 + 2), 2·(4 + 8)) = 24: 296 over
 * the 256 of every block. */
/* Rule 12 (issue 46, docs/implicit-gemm-gfx11-gfx12.md §7): the block's LDS bytes
 * over the arch's lds_bytes, (LDS bytes, limit, base name); the page's two cases on gfx1100. */
TEST(IgemmError, ig_lds_budget) {
  Case c;
  std::snprintf(c.request.arch, sizeof c.request.arch, "gfx1100");
  c.spec().waves_m = 16, c.spec().waves_n = 1, c.spec().wave_tiles_m = 4, c.spec().wave_tiles_n = 1;
  expect_refused(c.request, "ig_lds_budget", twin_test::filled("ig_lds_budget", 67584, 65536, "gfx1100")); /* 32·(1032 + 24)·2 */
  c.spec().dtype = IRG_DTYPE_F32;
  c.spec().waves_m = 1, c.spec().waves_n = 16, c.spec().wave_tiles_m = 1, c.spec().wave_tiles_n = 2;
  expect_refused(c.request, "ig_lds_budget", twin_test::filled("ig_lds_budget", 71808, 65536, "gfx1100")); /* (16 + 512)·34·4 */
}

TEST(IgemmError, ig_vgpr_budget) {
  Case c;
  c.spec().waves_m = c.spec().waves_n = 4, c.spec().wave_tiles_m = 2, c.spec().wave_tiles_n = 2;
  EXPECT_EQ(twin_test::emit_ir(c.request).status, IRG_STATUS_OK) << twin_test::emit_ir(c.request).refusal_text;
  c.spec().wave_tiles_n = 4;
  expect_refused(c.request, "ig_vgpr_budget", twin_test::filled("ig_vgpr_budget", 296, 128, 48, 24, 96, 256, "gfx1250"));
}

}  // namespace ig_error_test
