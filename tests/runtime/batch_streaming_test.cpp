// tests/runtime/batch_streaming_test.cpp — what lets a full-size layer run without its inputs
// held as floats (issue 29): any range of X or dY drawn again equals the same range of the whole
// draw, in every inputs mode and with subnormals; and the references summed a chunk of images at a
// time give the whole batch's bits.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <vector>

#include "machine/cpu_features.h"
#include "oracle/exact_reference.h"
#include "oracle/reference.h"
#include "runtime/emulated_plan.h"

namespace irgate::runtime {
namespace {

irg_problem_t batch_problem() {
  irg_problem_t p{};
  p.n = 7, p.hi = 6, p.wi = 9, p.groups = 2, p.cpg = 43, p.kpg = 3;  // 43: every vector block and a tail
  p.filter_h = 3, p.filter_w = 2, p.stride_h = 2, p.stride_w = 1, p.pad_h = 1, p.pad_w = 1;
  p.dilation_h = 1, p.dilation_w = 2;
  p.dtype = IRG_DTYPE_F16, p.dw_dtype = IRG_DTYPE_F32;
  return p;
}

std::vector<float> slice(const std::vector<float>& v, int64_t first, int64_t count) {
  return {v.begin() + first, v.begin() + first + count};
}

bool same_bits(const std::vector<float>& a, const std::vector<float>& b) {
  return a.size() == b.size() && std::memcmp(a.data(), b.data(), a.size() * sizeof(float)) == 0;
}

TEST(BatchStreaming, AnyRangeDrawnAgainIsThatRangeOfTheWholeDraw) {
  const irg_problem_t p = batch_problem();
  PlanRunOptions random, subnormal, exact;
  random.seed = subnormal.seed = exact.seed = 5;
  subnormal.subnormal_inputs = true;
  exact.exact = plan_exact_inputs(emu::max_reduction_length(p), p.dtype);
  ASSERT_TRUE(exact.exact->applies);
  int subnormals_seen = 0;
  for (const PlanRunOptions* o : {&random, &subnormal, &exact}) {
    const InputDraw draw = input_draw(p, *o);
    for (int b : {IRG_BUF_X, IRG_BUF_DY}) {
      const std::vector<float> whole = draw.whole(b);
      ASSERT_EQ(int64_t(whole.size()), draw.elements(b));
      for (const int64_t first : {int64_t{0}, int64_t{1}, int64_t{60}, int64_t{61}, int64_t{62}, int64_t{1000}}) {
        const int64_t count = std::min<int64_t>(517, draw.elements(b) - first);
        EXPECT_TRUE(same_bits(draw.values(b, first, count), slice(whole, first, count)))
            << "buffer " << b << " from " << first;
      }
      if (o == &subnormal)
        for (float v : whole) subnormals_seen += v != 0 && std::fabs(v) < 0x1p-14f;
    }
  }
  EXPECT_GT(subnormals_seen, 0) << "the subnormal draw put none in: the check above compared nothing special";
}

TEST(BatchStreaming, ReferencesSummedByImageChunksGiveTheWholeBatchsBits) {
  const irg_problem_t p = batch_problem();
  PlanRunOptions o;
  o.seed = 3;
  const InputDraw draw = input_draw(p, o);
  const std::vector<float> x = draw.whole(IRG_BUF_X), dy = draw.whole(IRG_BUF_DY);
  const int64_t x_image = int64_t(x.size()) / p.n, dy_image = int64_t(dy.size()) / p.n;
  for (const bool avx2 : {false, emu::cpu_has_avx2()}) {
    const emu::WgradReference whole = emu::reference_wgrad_on(p, x, dy, avx2);
    emu::BatchReference chunked(p, avx2);
    int64_t n0 = 0;
    for (const int64_t images : {1, 2, 4}) {  // uneven chunks of the 7 images
      chunked.add_images(slice(x, n0 * x_image, images * x_image), slice(dy, n0 * dy_image, images * dy_image), images);
      n0 += images;
    }
    ASSERT_EQ(n0, p.n);
    const emu::WgradReference streamed = chunked.finish();
    EXPECT_TRUE(same_bits(streamed.dw, whole.dw)) << "avx2 " << avx2;
    EXPECT_EQ(streamed.abs_sum, whole.abs_sum) << "avx2 " << avx2;
    EXPECT_EQ(streamed.accumulations, whole.accumulations);
  }

  PlanRunOptions e;
  e.exact = plan_exact_inputs(emu::max_reduction_length(p), p.dtype);
  const InputDraw exact = input_draw(p, e);
  const std::vector<float> ex = exact.whole(IRG_BUF_X), edy = exact.whole(IRG_BUF_DY);
  auto whole = emu::exact_reference_wgrad(p, ex, e.exact->x.exponent, edy, e.exact->dy.exponent);
  ASSERT_TRUE(whole) << whole.error().message;
  emu::BatchExactReference chunked(p, e.exact->x.exponent, e.exact->dy.exponent, emu::cpu_has_avx2());
  for (int64_t n0 = 0; n0 < p.n; n0 += 3) {
    const int64_t images = std::min<int64_t>(3, p.n - n0);
    chunked.add_images(slice(ex, n0 * x_image, images * x_image), slice(edy, n0 * dy_image, images * dy_image), images);
  }
  auto streamed = chunked.finish();
  ASSERT_TRUE(streamed) << streamed.error().message;
  EXPECT_EQ(*streamed, *whole);
}

// The fp32 reference walks blocks of output rows across filters and taps (for the cache); each
// element must still be its products summed one fp32 add at a time in (n, ho, wo) order: the
// bits of the plainest loop, on both compilations, with filters and channels past every block.
TEST(BatchStreaming, TheFp32ReferenceSumsEachElementInMathOrder) {
  irg_problem_t p = batch_problem();
  p.kpg = 11;
  PlanRunOptions o;
  o.seed = 9;
  const InputDraw draw = input_draw(p, o);
  const std::vector<float> x = draw.whole(IRG_BUF_X), dy = draw.whole(IRG_BUF_DY);
  const int64_t ho_n = emu::output_h(p), wo_n = emu::output_w(p), xc = p.groups * p.cpg, yk = p.groups * p.kpg;
  std::vector<float> plain(size_t(emu::dw_elements(p)), 0.0f);
  for (int64_t k = 0; k < yk; ++k)
    for (int64_t r = 0; r < p.filter_h; ++r)
      for (int64_t s = 0; s < p.filter_w; ++s)
        for (int64_t c = 0; c < p.cpg; ++c) {
          float sum = 0;
          for (int64_t n = 0; n < p.n; ++n)
            for (int64_t ho = 0; ho < ho_n; ++ho)
              for (int64_t wo = 0; wo < wo_n; ++wo) {
                const int64_t hi = ho * p.stride_h + r * p.dilation_h - p.pad_h, wi = wo * p.stride_w + s * p.dilation_w - p.pad_w;
                if (hi < 0 || hi >= p.hi || wi < 0 || wi >= p.wi) continue;
                sum += dy[size_t(((n * ho_n + ho) * wo_n + wo) * yk + k)] *
                       x[size_t(((n * p.hi + hi) * p.wi + wi) * xc + k / p.kpg * p.cpg + c)];
              }
          plain[size_t(((k * p.filter_h + r) * p.filter_w + s) * p.cpg + c)] = sum;
        }
  for (const bool avx2 : {false, emu::cpu_has_avx2()})
    EXPECT_TRUE(same_bits(emu::reference_wgrad_on(p, x, dy, avx2).dw, plain)) << "avx2 " << avx2;
}

// A chunk whose inputs break the bound fails the whole reference, naming it, and stays failed.
TEST(BatchStreaming, AnExactChunkPastTheBoundFailsTheReference) {
  irg_problem_t p = batch_problem();
  p.n = 2;
  const int64_t x_image = p.hi * p.wi * p.groups * p.cpg, dy_image = int64_t(emu::dy_elements(p)) / p.n;
  emu::BatchExactReference ref(p, 0, 0, false);
  ref.add_images(std::vector<float>(size_t(x_image), 1.0f), std::vector<float>(size_t(dy_image), 1.0f), 1);
  ref.add_images(std::vector<float>(size_t(x_image), 4096.0f), std::vector<float>(size_t(dy_image), 4096.0f), 1);
  auto units = ref.finish();
  ASSERT_FALSE(units);
  EXPECT_NE(units.error().message.find("can leave 2^24"), std::string::npos) << units.error().message;
}

}  // namespace
}  // namespace irgate::runtime
