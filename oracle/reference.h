// oracle/reference.h — the host reference weight gradient, straight from the math of docs/kernels.md.
//
// Used by the runtime's numerics check and tests. Inputs are already rounded to the kernel's
// dtype (fp16/bf16/fp32 values held as float); products (rounded to fp32: exact for 16-bit
// inputs) and the fp32 accumulation follow
//   dW[k, r, s, c] = sum_{n, ho, wo} dY[n, ho, wo, k] * X[n, hi, wi, c],
//   hi = ho*stride_h + r*dilation_h - pad_h, wi = wo*stride_w + s*dilation_w - pad_w (out-of-image
//   taps add 0; Ho = (Hi + 2*pad_h - dilation_h*(R-1) - 1) / stride_h + 1, likewise Wo),
// with X NHWC [N, Hi, Wi, G*cpg], dY NHWK [N, Ho, Wo, G*kpg], dW KRSC [G*kpg, R, S, cpg].
//
//   WgradReference ref = reference_wgrad(problem, x, dy);
//   ref.dw[i];        // fp32 result;  ref.abs_sum[i]: sum of |products| (error scale)
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "irgate/abi.h"

namespace irgate::emu {

int64_t output_h(const irg_problem_t& p);
int64_t output_w(const irg_problem_t& p);
int64_t x_elements(const irg_problem_t& p);
int64_t dy_elements(const irg_problem_t& p);
int64_t dw_elements(const irg_problem_t& p);

// The output positions [first, end) whose tap offset `t` (the filter index times the dilation)
// lies inside the image of `size` (along one axis: 0 <= o * stride + t - pad < size).
struct Taps {
  int64_t first, end;
};
Taps taps(int64_t t, int64_t stride, int64_t pad, int64_t size, int64_t outputs);
// What one dW row (k, r, s) of group g sums, as runs: for each (n, ho) whose tap row is in the
// image, the offsets of the first dY element (channel k) and the first X element (channel 0 of
// group g) of the `length` output columns whose tap column is in the image; along a run dY
// advances `dy_step` elements a column and X `x_step`. Both host references walk these
// (reference.cpp in fp32, exact_reference.cpp in integers).
struct TapRuns {
  int64_t length = 0, dy_step = 0, x_step = 0;
  std::vector<std::pair<int64_t, int64_t>> starts;  // (dY offset, X offset), in (n, ho) order
};
TapRuns tap_runs(const irg_problem_t& p, int64_t g, int64_t k, int64_t r, int64_t s);
// add(d, v) for every product site of the runs: d the dY element, v the X elements from channel
// c0 at that tap. Inlined, so a caller compiled for AVX2 gets the walk compiled for AVX2 too.
template <class T, class Add>
[[gnu::always_inline]] inline void for_each_tap(const TapRuns& runs, const T* x, const T* dy, int64_t c0, Add&& add) {
  for (const auto& [d0, v0] : runs.starts) {
    const T* d = dy + d0;
    const T* v = x + v0 + c0;
    for (int64_t j = 0; j < runs.length; ++j, d += runs.dy_step, v += runs.x_step) add(*d, v);
  }
}
// The most products any dW element sums: N times the most in-image output rows of any filter
// row times the most in-image columns of any filter column (N·Ho·Wo without padding).
int64_t max_reduction_length(const irg_problem_t& p);

struct WgradReference {
  std::vector<float> dw;
  std::vector<double> abs_sum;  // per element: sum of |dY * X| over its taps (an upper bound of it:
                                // reference.cpp sums 16-bit products' magnitudes in fp32, fp32
                                // products' in doubles, each widened by its summation's error)
  int64_t accumulations = 0;    // products summed into each element (N * Ho * Wo)
};

WgradReference reference_wgrad(const irg_problem_t& p, const std::vector<float>& x, const std::vector<float>& dy);
// reference_wgrad through the AVX2 compilation of its vector blocks (`avx2`: only where
// cpu_has_avx2()) or the build's baseline one; the bits are the same (tests check both).
WgradReference reference_wgrad_on(const irg_problem_t& p, const std::vector<float>& x, const std::vector<float>& dy,
                                  bool avx2);

// reference_wgrad a chunk of images at a time, for a batch whose X and dY are not held whole as
// floats: add_images takes the next `images` images of X and dY (batch order) and carries each
// element's fp32 sum and magnitude across chunks. Every element is still one sum in (n, ho, wo)
// order, so the bits are reference_wgrad's on the whole batch (tests/emulator check it).
//
//   BatchReference ref(problem, cpu_has_avx2());
//   for (chunk ...) ref.add_images(x_of_chunk, dy_of_chunk, images_in_chunk);
//   WgradReference whole = ref.finish();
class BatchReference {
 public:
  BatchReference(const irg_problem_t& p, bool avx2);
  void add_images(const std::vector<float>& x, const std::vector<float>& dy, int64_t images);
  WgradReference finish();  // once, after the batch's last image

 private:
  irg_problem_t problem_;
  bool avx2_;
  bool float_magnitudes_;     // 16-bit inputs: magnitudes summed in fp32, widened at the end
  double widen_ = 1;
  WgradReference ref_;
  std::vector<float> mag32_;
};

// Per dW element, Σ|dY·X| over its products with a factor that is a subnormal of the problem's
// input dtype (fp16, bf16 or fp32; a product with two such factors counts twice: it stays a
// bound); empty when no input is subnormal. What a WMMA that flushes subnormal inputs (the ftz16
// model) can lose from each element, so the tolerance's allowance for it (oracle/tolerance.h).
std::vector<double> subnormal_product_mass(const irg_problem_t& p, const std::vector<float>& x,
                                           const std::vector<float>& dy);

}  // namespace irgate::emu
