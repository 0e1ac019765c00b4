// tests/twin_engine/direct_wgrad_small_c_error_test.cpp — one negative test per sc_* refusal id of
// direct_wgrad_small_c (docs/kernels/direct_wgrad_small_c.md, Validator), each named after its
// id: the default spec with exactly one thing wrong, refused with that id and the refusals.def
// text filled with the documented arguments in the documented order. Expected values are worked
// out from the docs (shape table, register estimate, arches.def), never taken from the output.
#include <gtest/gtest.h>

#include <cstdio>
#include <string>

#include "tests/twin_engine/support.h"

// The tests too are in the namespace: in a unity batch another file's Case must not meet this one.
namespace sc_error_test {

/* The documented defaults: fp16 3 x 3 pad 1 stride 1, C 3, kpg 0 (retired), vec_x 1, sub_steps 1,
 * uniform_wave 0, 4 waves, 1 tile, 1 slab; gfx1250, llvm22, an all-ok table. */
struct Case {
  twin_test::Domains domains;
  irg_request_t request;
  Case() {
    request = irg_request_default(IRG_FAMILY_SMALL_C, IRG_FLAVOR_LLVM22, "gfx1250");
    request.domain = domains.of(IRG_FLAVOR_LLVM22);
  }
  irg_small_c_wgrad_spec_t& spec() { return request.spec.small_c; }
};

using twin_test::expect_refused;

TEST(SmallCError, DefaultSpecIsAdmitted) {
  Case c;
  EXPECT_EQ(twin_test::emit_ir(c.request).status, IRG_STATUS_OK) << twin_test::emit_ir(c.request).refusal_text;
}

TEST(SmallCError, sc_dtype) {
  Case c;
  c.spec().dtype = IRG_DTYPE_F32;
  expect_refused(c.request, "sc_dtype", "small-C wgrad: dtype must be fp16 or bf16 (got fp32)");
}

TEST(SmallCError, sc_arch) {
  Case c;
  std::snprintf(c.request.arch, sizeof c.request.arch, "gfx942");
  expect_refused(c.request, "sc_arch",
                 "small-C wgrad: the arch must have wave32 WMMA 16x16x32 and ds_load_tr16_b128, i.e. be gfx1250 "
                 "(got gfx942)");
}

TEST(SmallCError, sc_filter) {
  Case c;
  c.spec().filter_w = 17;
  expect_refused(c.request, "sc_filter", "small-C wgrad: filter_h and filter_w must lie in 1..16 (got 3x17)");
}

TEST(SmallCError, sc_stride) {
  Case c;
  c.spec().stride_h = 0;
  expect_refused(c.request, "sc_stride", "small-C wgrad: stride_h and stride_w must lie in 1..16 (got 0x1)");
}

/* Arguments: filter_h − 1, filter_w − 1, pad_h, pad_w (a 3 x 5 filter tells the two bounds apart). */
TEST(SmallCError, sc_pad) {
  Case c;
  c.spec().filter_w = 5;
  c.spec().pad_w = 5;
  expect_refused(c.request, "sc_pad",
                 "small-C wgrad: pad_h must lie in 0..2 and pad_w in 0..4, below the filter size (got 1x5)");
}

/* Arguments: c, kpg. c out of 1..4, or the retired kpg not 0 (a spec written for the old kernels). */
TEST(SmallCError, sc_channels) {
  Case c;
  c.spec().c = 5;
  expect_refused(c.request, "sc_channels", twin_test::filled("sc_channels", 5, 0));
  Case k;
  k.spec().kpg = 32;
  expect_refused(k.request, "sc_channels", twin_test::filled("sc_channels", 3, 32));
}

TEST(SmallCError, sc_vec_x) {
  Case c;
  c.spec().vec_x = 3;
  expect_refused(c.request, "sc_vec_x", "small-C wgrad: vec_x must be 1, 2 or 4 (got 3)");
}

TEST(SmallCError, sc_sub_steps) {
  Case c;
  c.spec().sub_steps = 9;
  expect_refused(c.request, "sc_sub_steps", "small-C wgrad: sub_steps must lie in 1..8 (got 9)");
}

TEST(SmallCError, sc_uniform_wave) {
  Case c;
  c.spec().uniform_wave = 2;
  expect_refused(c.request, "sc_uniform_wave", "small-C wgrad: uniform_wave must be 0 or 1 (got 2)");
}

TEST(SmallCError, sc_waves) {
  Case c;
  c.spec().waves = 17;
  expect_refused(c.request, "sc_waves", "small-C wgrad: waves must lie in 1..16 (got 17)");
}

TEST(SmallCError, sc_wave_tiles) {
  Case c;
  c.spec().wave_tiles = 5;
  expect_refused(c.request, "sc_wave_tiles", "small-C wgrad: wave_tiles must lie in 1..4 (got 5)");
}

TEST(SmallCError, sc_ws_replicas) {
  Case c;
  c.spec().ws_replicas = 65;
  expect_refused(c.request, "sc_ws_replicas", "small-C wgrad: ws_replicas must lie in 1..64 (got 65)");
}

/* The anchor's corner (kernels.md): 16 waves, vec_x 4, sub_steps 4, uniform_wave on, 4 wave tiles.
 * Named before the budgets (the estimate, 412 > 256, would refuse it too). */
TEST(SmallCError, sc_uniform_wave_spill) {
  Case c;
  c.spec().uniform_wave = 1, c.spec().waves = 16, c.spec().vec_x = 4, c.spec().sub_steps = 4;
  c.spec().wave_tiles = 4;
  expect_refused(c.request, "sc_uniform_wave_spill",
                 "small-C wgrad: uniform_wave with more than 8 waves, vec_x 4, sub_steps of 4 or more and 4 or more "
                 "wave tiles spills SGPRs into VGPR lanes on gfx1250 and returns an all-zero dW (got 16 waves, "
                 "sub_steps 4, wave_tiles 4)");
}

/* 16 waves, 4 tiles: BK = 1024, DYP = 1032; 3 x 3 x 3: F = 27, NP = 32, XP = 40; 8 sub-steps:
 * 8 · 32 · (1032 + 40) · 2 = 548864 bytes over gfx1250's 327680. */
TEST(SmallCError, sc_lds_budget) {
  Case c;
  c.spec().waves = 16, c.spec().wave_tiles = 4, c.spec().sub_steps = 8;
  expect_refused(c.request, "sc_lds_budget",
                 "small-C wgrad: LDS staging needs 548864 bytes, over the 327680 bytes of gfx1250");
}

/* The anchor's spec without uniform_wave: kernels.md's own numbers (a6026eb), 412 VGPRs
 * (accumulators 128, fragments 48, staging 196, addressing 40) against the 256 of a 16-wave block. */
TEST(SmallCError, sc_vgpr_budget) {
  Case c;
  c.spec().waves = 16, c.spec().vec_x = 4, c.spec().sub_steps = 4, c.spec().wave_tiles = 4;
  expect_refused(c.request, "sc_vgpr_budget",
                 "small-C wgrad: the register estimate is 412 VGPRs a wave (accumulators 128, fragments 48, staging "
                 "196, addressing 40), over the 256-VGPR budget of gfx1250");
}

/* At most 8 waves the budget is max_vgprs (1024): 16 x 16, C 4: F = 1024, NT = 64, 4 tiles:
 * accumulators 16 · 256 = 4096, fragments 8 · (4 + 64) = 544; one wave: BK = 64, NDY = 256,
 * JDY = 8, IPR = 1024 / 2 = 512, NXI = 16384, JX = 512: staging 1 · (5 · 8 + 3 · 512) = 1576;
 * + 40 = 6256. LDS 32 · (72 + 1032) · 2 = 70656 fits. */
TEST(SmallCError, sc_vgpr_budget_of_a_small_block) {
  Case c;
  c.spec().filter_h = c.spec().filter_w = 16, c.spec().c = 4, c.spec().waves = 1, c.spec().wave_tiles = 4;
  expect_refused(c.request, "sc_vgpr_budget",
                 "small-C wgrad: the register estimate is 6256 VGPRs a wave (accumulators 4096, fragments 544, staging "
                 "1576, addressing 40), over the 1024-VGPR budget of gfx1250");
}

}  // namespace sc_error_test
