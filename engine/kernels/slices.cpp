// engine/kernels/slices.cpp — see slices.h.
#include "engine/kernels/slices.h"

#include <algorithm>
#include <climits>
#include <array>
#include <string>

#include "engine/refusal.h"

namespace irgate::engine {
namespace {

constexpr int64_t kMaxBufferBytes = 0x7FFFFFFF;  // the kernels' i32 byte offsets; 0x7FFFFFFF is "invalid"
constexpr int64_t kMostSlices = IRG_PLAN_MAX_LAUNCHES - 1;  // one launch is kept for the fold

int64_t ceil_div(int64_t a, int64_t b) { return (a + b - 1) / b; }

// Whether a launch of `images` images with `ho` output rows keeps grid.y and grid.z within the
// arch's workgroup IDs (arches.def grid_yz_groups); `refuse` throws plan_grid_ids when it does not.
struct GridIds {
  const Stage1& k;
  const ArchInfo& arch;
  const SliceGeometry& g;

  bool fit(int64_t images, int64_t ho) const {
    const std::array<int64_t, 3> grid = k.grid(g.problem, images, ho, g.wo);
    return grid[1] <= arch.grid_yz_groups && grid[2] <= arch.grid_yz_groups;
  }
  [[noreturn]] void refuse(int64_t images, int64_t ho, const char* unit) const {
    const std::array<int64_t, 3> grid = k.grid(g.problem, images, ho, g.wo);
    const bool along_y = grid[1] > arch.grid_yz_groups;
    throw_refusal(RefusalId::plan_grid_ids, along_y ? "y" : "z", k.kernel.c_str(),
                  static_cast<long long>(arch.grid_yz_groups), std::string(arch.name).c_str(), unit,
                  static_cast<long long>(along_y ? grid[1] : grid[2]));
  }
};

// The largest value in lo..hi for which `fits` holds, given fits(lo) and that `fits` holds up to
// some value and never after it.
template <class Fits>
int64_t largest_fitting(int64_t lo, int64_t hi, Fits fits) {
  if (fits(hi)) return hi;
  while (hi - lo > 1) {  // fits(lo), not fits(hi)
    const int64_t mid = lo + (hi - lo) / 2;
    (fits(mid) ? lo : hi) = mid;
  }
  return lo;
}

// Whole images: as many a slice as the window and the workgroup IDs hold.
std::vector<Slice> batch_slices(const GridIds& ids, const SliceGeometry& g, int64_t image, int64_t window) {
  const irg_problem_t& p = g.problem;
  if (!ids.fit(1, g.ho)) ids.refuse(1, g.ho, "image");
  const int64_t per = largest_fitting(1, std::min(window / image, p.n), [&](int64_t n) { return ids.fit(n, g.ho); });
  const int64_t slices = ceil_div(p.n, per);
  if (slices > kMostSlices) throw_refusal(RefusalId::plan_too_many_slices, static_cast<long long>(slices));
  std::vector<Slice> out;
  for (int64_t s = 0; s < slices; ++s)
    out.push_back({s * per, std::min(per, p.n - s * per), 0, g.ho, 0, p.hi, p.pad_h});
  return out;
}

// The input rows of the output rows h0 .. h1 - 1 of one image: lo .. end - 1, clamped to the image.
struct BandInput {
  int64_t lo, end;
  int64_t rows() const { return std::max<int64_t>(0, end - lo); }
};

BandInput band_input(const Stage1& k, const irg_problem_t& p, int64_t h0, int64_t h1) {
  const int64_t lo = std::max<int64_t>(0, h0 * k.stride_h - k.pad_h);
  const int64_t end = std::min<int64_t>(
      p.hi, (h1 - 1) * k.stride_h - k.pad_h + int64_t(k.dilation_h) * (k.filter_h - 1) + 1);
  return {lo, end};
}

// Bands of output rows cut from row 0 on, each the largest that fits; the same for every image.
std::vector<Slice> row_slices(const GridIds& ids, const SliceGeometry& g, int64_t window) {
  const irg_problem_t& p = g.problem;
  const Stage1& k = ids.k;
  auto fits = [&](int64_t h0, int64_t h1) {
    return saturating_mul(h1 - h0, g.dy_row()) <= window &&
           saturating_mul(band_input(k, p, h0, h1).rows(), g.x_row()) <= window && ids.fit(1, h1 - h0);
  };
  std::vector<Slice> bands;
  for (int64_t h0 = 0; h0 < g.ho;) {
    if (!fits(h0, h0 + 1)) {
      const int64_t x_bytes = saturating_mul(band_input(k, p, h0, h0 + 1).rows(), g.x_row());
      if (g.dy_row() > window)
        throw_refusal(RefusalId::plan_row_slice, static_cast<long long>(h0), static_cast<long long>(g.dy_row()), "dY",
                      static_cast<long long>(window));
      if (x_bytes > window)
        throw_refusal(RefusalId::plan_row_slice, static_cast<long long>(h0), static_cast<long long>(x_bytes), "X",
                      static_cast<long long>(window));
      ids.refuse(1, 1, "output row");
    }
    const int64_t h1 = largest_fitting(h0 + 1, g.ho, [&](int64_t end) { return fits(h0, end); });
    const BandInput in = band_input(k, p, h0, h1);
    const int64_t lo = std::min<int64_t>(p.hi, in.lo);
    const int64_t rows_in = std::max<int64_t>(0, in.end - lo);
    bands.push_back({0, 1, h0, h1 - h0, lo, rows_in, std::max<int64_t>(0, k.pad_h - h0 * k.stride_h + lo)});
    const int64_t slices = p.n * int64_t(bands.size());
    if (slices > kMostSlices) throw_refusal(RefusalId::plan_too_many_slices, static_cast<long long>(slices));
    h0 = h1;
  }
  std::vector<Slice> out;
  for (int64_t n = 0; n < p.n; ++n)
    for (Slice band : bands) {
      band.image = n;
      out.push_back(band);
    }
  return out;
}

}  // namespace

int64_t element_bytes(int32_t dtype) { return dtype == IRG_DTYPE_F32 ? 4 : 2; }

int64_t saturating_mul(int64_t a, int64_t b) {
  int64_t product = 0;
  return __builtin_mul_overflow(a, b, &product) ? INT64_MAX : product;
}

int64_t saturating_add(int64_t a, int64_t b) {
  int64_t sum = 0;
  return __builtin_add_overflow(a, b, &sum) ? INT64_MAX : sum;
}

std::vector<Slice> plan_slices(const Stage1& k, const ArchInfo& arch, const SliceGeometry& g) {
  const irg_problem_t& p = g.problem;
  const GridIds ids{k, arch, g};
  const int64_t image = std::max(saturating_mul(p.hi, g.x_row()), saturating_mul(g.ho, g.dy_row()));
  const int64_t window = p.slice_bytes != 0 ? p.slice_bytes : kMaxBufferBytes;
  if (!k.runtime_geometry) {
    if (image > kMaxBufferBytes) throw_refusal(RefusalId::plan_image_too_large, static_cast<long long>(image));
    if (p.slice_bytes != 0 && (p.slice_bytes < image || p.slice_bytes > kMaxBufferBytes))
      throw_refusal(RefusalId::plan_slice_bytes, static_cast<long long>(image), static_cast<long long>(p.slice_bytes));
    return batch_slices(ids, g, image, window);
  }
  if (p.slice_bytes != 0 && (p.slice_bytes < 1 || p.slice_bytes > kMaxBufferBytes))
    throw_refusal(RefusalId::plan_slice_bytes, 1LL, static_cast<long long>(p.slice_bytes));
  if (image <= window && ids.fit(1, g.ho)) return batch_slices(ids, g, image, window);
  return row_slices(ids, g, window);
}

}  // namespace irgate::engine
