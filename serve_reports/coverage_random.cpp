// serve_reports/coverage_random.cpp — see coverage_random.h.
#include "serve_reports/coverage_random.h"

#include <algorithm>

namespace irgate::serve {
namespace {

constexpr int64_t kMaxImageBytes = 0x7FFFFFFF;  // one image of X or dY: the kernels' i32 byte offsets

// splitmix64: the same stream on every platform and standard library.
class Draw {
 public:
  explicit Draw(uint64_t seed) : state_(seed) {}
  int64_t in(int64_t lo, int64_t hi) {  // uniform enough in lo..hi (hi - lo < 2^32)
    return lo + int64_t(next() % uint64_t(hi - lo + 1));
  }
  bool percent(int p) { return in(0, 99) < p; }

 private:
  uint64_t next() {
    uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  uint64_t state_;
};

struct Axis {
  int32_t filter, stride, pad, dilation;
  int64_t extent;
};

// One spatial axis over what PyTorch's conv2d accepts (issue 42 §5): a 1 x 1 half the time in a
// flat axis (extent 1); else a filter of 1..128 (small ones most often), a stride up to 64, a
// dilation up to 64 (up to 512 on a 1-D problem's long axis), a padding up to twice the dilated
// extent (past the filter now and then), and an extent that leaves at least one output.
Axis draw_axis(Draw& d, bool flat, bool long_axis, int64_t longest) {
  Axis a{1, 1, 0, 1, 1};
  if (flat) return a;
  a.filter = int32_t(d.percent(45) ? d.in(1, 3) : d.percent(65) ? d.in(1, 16) : d.in(17, 128));
  a.stride = int32_t(d.percent(60) ? 1 : d.percent(60) ? d.in(2, 4) : d.percent(70) ? d.in(5, 16) : d.in(17, 64));
  a.dilation = int32_t(d.percent(75) || a.filter == 1 ? 1
                       : d.percent(80)                ? d.in(2, 6)
                                                      : d.in(7, long_axis ? 512 : 64));
  const int64_t reach = int64_t(a.dilation) * (a.filter - 1);
  a.pad = int32_t(d.percent(30) ? 0 : d.percent(55) ? reach / 2 : d.percent(60) ? d.in(0, reach) : d.in(0, 2 * (reach + 1)));
  const int64_t least = std::max<int64_t>(1, reach + 1 - 2 * int64_t(a.pad));
  a.extent = least + d.in(0, longest);
  return a;
}

int64_t output_extent(const Axis& a) {
  return (a.extent + 2 * int64_t(a.pad) - int64_t(a.dilation) * (a.filter - 1) - 1) / a.stride + 1;
}

// Now and then (2 %) one image past the kernels' 2^31-byte window: a large 2-D image with a small
// filter, one or two images, which the plan cuts into row slices (docs/kernels.md §Slices).
ConvProblem draw_huge_image(Draw& d, ConvProblem c) {
  c.filter_h = c.filter_w = int32_t(d.in(1, 3));
  c.stride_h = c.stride_w = int32_t(d.in(1, 2));
  c.pad_h = c.pad_w = c.filter_h / 2;
  c.dilation_h = c.dilation_w = 1;
  c.h = d.in(8192, 16384);
  c.w = d.in(8192, 16384);
  c.groups = 1;
  c.c = d.in(16, 96);
  c.k = d.in(8, 64);
  c.n = d.in(1, 2);
  return c;
}

ConvProblem draw_problem(Draw& d) {
  ConvProblem c;
  const int dtype = int(d.in(0, 2));
  c.dtype = dtype == 0 ? IRG_DTYPE_F16 : dtype == 1 ? IRG_DTYPE_BF16 : IRG_DTYPE_F32;
  // Sized for fp32 whatever dtype is drawn: `--dtype` replaces the drawn one, and a problem cut
  // for 2-byte data could need more than one window a row in fp32 (a long 1-D row of thousands of
  // channels), which no slicing serves.
  const int64_t elem_bytes = 4;
  if (d.percent(2)) return draw_huge_image(d, c);
  const int shape = int(d.in(0, 9));  // 0: H = 1 (Conv1d, sometimes a very long W), 1: W = 1, else 2-D
  const int64_t longest_w = shape == 0 && d.percent(20) ? 250000 : 224;
  const Axis h = draw_axis(d, shape == 0, shape == 1, 224), w = draw_axis(d, shape == 1, shape == 0, longest_w);
  c.filter_h = h.filter, c.stride_h = h.stride, c.pad_h = h.pad, c.dilation_h = h.dilation, c.h = h.extent;
  c.filter_w = w.filter, c.stride_w = w.stride, c.pad_w = w.pad, c.dilation_w = w.dilation, c.w = w.extent;
  const int kind = int(d.in(0, 9));  // 0..5 dense, 6..7 grouped, 8 depthwise, 9 tiny channels
  c.groups = kind < 6 ? 1 : kind < 8 ? int64_t(1) << d.in(1, 6) : kind == 8 ? d.in(1, 1024) : 1;
  const int64_t most_per_group = 4096 / c.groups;
  int64_t cpg = kind == 8 ? 1 : kind == 9 ? d.in(1, 4) : d.in(1, most_per_group);
  int64_t kpg = kind == 8 ? 1 : d.in(1, most_per_group);
  c.n = d.percent(70) ? d.in(1, 8) : d.in(9, 256);
  // Cut the channels back (halving) until one image of X and of dY fits the kernels' buffers.
  const int64_t pixels_in = c.h * c.w, pixels_out = output_extent(h) * output_extent(w);
  auto image = [&] { return std::max(pixels_in * c.groups * cpg, pixels_out * c.groups * kpg) * elem_bytes; };
  // dW in fp32 (one slab, or Stage 1's workspace when dW is 16-bit): K·R·S·cpg·4 bytes, the same limit.
  auto dw_bytes = [&] { return c.groups * kpg * int64_t(c.filter_h) * c.filter_w * cpg * 4; };
  while ((image() > kMaxImageBytes || dw_bytes() > kMaxImageBytes) && (cpg > 1 || kpg > 1 || c.groups > 1)) {
    if (cpg > 1) cpg = (cpg + 1) / 2;
    if (kpg > 1) kpg = (kpg + 1) / 2;
    if (cpg == 1 && kpg == 1 && c.groups > 1) c.groups = (c.groups + 1) / 2;
  }
  // And the batch back until it takes at most 255 slices of whole images (the plan's limit).
  const int64_t per_slice = std::max<int64_t>(1, kMaxImageBytes / image());
  while (c.n > 1 && (c.n + per_slice - 1) / per_slice > 255) c.n = (c.n + 1) / 2;
  c.c = c.groups * cpg;
  c.k = c.groups * kpg;
  return c;
}

}  // namespace

CoverageInput random_coverage_input(int64_t count, uint64_t seed) {
  CoverageInput out;
  out.source = "random(" + std::to_string(count) + ", seed " + std::to_string(seed) + ")";
  Draw d(seed);
  for (int64_t i = 0; i < count; ++i) {
    CoverageLine line;
    line.line_number = int(i + 1);
    line.conv = draw_problem(d);
    line.text = miopen_line_text(*line.conv);
    line.layer = geometry_class(*line.conv);
    out.lines.push_back(std::move(line));
  }
  out.lines_read = count;
  return out;
}

std::string geometry_class(const ConvProblem& c) {
  const int64_t elem_bytes = c.dtype == IRG_DTYPE_F32 ? 4 : 2;
  if (c.h * c.w * c.c * elem_bytes > kMaxImageBytes) return "image past 2 GiB";
  if (c.groups > 1 && c.groups == c.c && c.groups == c.k && (c.filter_h > 7 || c.filter_w > 7)) return "depthwise, filter > 7";
  if (c.h == 1 && c.filter_h == 1) return "1-D (H = 1)";
  if (c.w == 1 && c.filter_w == 1) return "1-D (W = 1)";
  if (c.pad_h > c.dilation_h * (c.filter_h - 1) || c.pad_w > c.dilation_w * (c.filter_w - 1)) return "pad past the filter";
  if (c.dilation_h > 1 || c.dilation_w > 1) return "dilated";
  if (c.filter_h == 1 && c.filter_w == 1) return c.stride_h == 1 && c.stride_w == 1 ? "1x1 s1" : "1x1 strided";
  if (c.filter_h > 16 || c.filter_w > 16) return "filter > 16";
  if (c.filter_h > 7 || c.filter_w > 7) return "filter > 7";
  if (c.filter_h != c.filter_w || c.stride_h != c.stride_w || c.pad_h != c.pad_w) return "rectangular";
  return "square";
}

}  // namespace irgate::serve
