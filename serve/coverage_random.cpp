// serve/coverage_random.cpp — see coverage_random.h.
#include "serve/coverage_random.h"

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

// One spatial axis: a 1 x 1 half the time in a flat axis (extent 1), else a filter of 1..16 with
// its stride, dilation and a padding inside the dilated filter, and an extent that leaves at least
// one output.
Axis draw_axis(Draw& d, bool flat, int64_t longest) {
  Axis a{1, 1, 0, 1, 1};
  if (flat) return a;
  a.filter = int32_t(d.percent(50) ? d.in(1, 3) : d.in(1, 16));
  a.stride = int32_t(d.percent(60) ? 1 : d.percent(85) ? d.in(2, 4) : d.in(5, 16));
  a.dilation = int32_t(d.percent(75) || a.filter == 1 ? 1 : d.percent(80) ? d.in(2, 6) : d.in(7, 64));
  const int32_t reach = a.dilation * (a.filter - 1);
  a.pad = int32_t(d.percent(30) ? 0 : d.percent(60) ? reach / 2 : d.in(0, reach));
  const int64_t least = std::max<int64_t>(1, reach + 1 - 2 * int64_t(a.pad));
  a.extent = least + d.in(0, longest);
  return a;
}

int64_t output_extent(const Axis& a) {
  return (a.extent + 2 * int64_t(a.pad) - int64_t(a.dilation) * (a.filter - 1) - 1) / a.stride + 1;
}

ConvProblem draw_problem(Draw& d) {
  ConvProblem c;
  c.dtype = d.percent(50) ? IRG_DTYPE_F16 : IRG_DTYPE_BF16;
  const int shape = int(d.in(0, 9));  // 0: H = 1 (Conv1d, sometimes a very long W), 1: W = 1, else 2-D
  const int64_t longest_w = shape == 0 && d.percent(20) ? 250000 : 224;
  const Axis h = draw_axis(d, shape == 0, 224), w = draw_axis(d, shape == 1, longest_w);
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
  auto image = [&] { return std::max(pixels_in * c.groups * cpg, pixels_out * c.groups * kpg) * 2; };
  // dW in fp32 (one slab, or Stage 1's workspace when dW is 16-bit): K·R·S·cpg·4 bytes, the same limit.
  auto dw_bytes = [&] { return c.groups * kpg * int64_t(c.filter_h) * c.filter_w * cpg * 4; };
  while ((image() > kMaxImageBytes || dw_bytes() > kMaxImageBytes) && (cpg > 1 || kpg > 1 || c.groups > 1)) {
    if (cpg > 1) cpg = (cpg + 1) / 2;
    if (kpg > 1) kpg = (kpg + 1) / 2;
    if (cpg == 1 && kpg == 1 && c.groups > 1) c.groups = (c.groups + 1) / 2;
  }
  // And the batch back until it takes at most 255 slices of whole images (the plan's limit).
  while (c.n > 1 && (c.n + kMaxImageBytes / image() - 1) / (kMaxImageBytes / image()) > 255) c.n = (c.n + 1) / 2;
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
  if (c.h == 1 && c.filter_h == 1) return "1-D (H = 1)";
  if (c.w == 1 && c.filter_w == 1) return "1-D (W = 1)";
  if (c.dilation_h > 1 || c.dilation_w > 1) return "dilated";
  if (c.filter_h == 1 && c.filter_w == 1) return c.stride_h == 1 && c.stride_w == 1 ? "1x1 s1" : "1x1 strided";
  if (c.filter_h > 7 || c.filter_w > 7) return "filter > 7";
  if (c.filter_h != c.filter_w || c.stride_h != c.stride_w || c.pad_h != c.pad_w) return "rectangular";
  return "square";
}

}  // namespace irgate::serve
