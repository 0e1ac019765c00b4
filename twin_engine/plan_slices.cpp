// twin_engine/plan_slices.cpp — see plan_slices.h. The window checks, then batch slices (the most
// images a slice whose launch fits the arch's workgroup IDs) or, for a run-time-geometry kernel
// whose one image does not fit, row slices chosen from the top of the image to its last output row:
// each band the most output rows whose dY, input rows (with the filter's halo) and grid fit.
#include "twin_engine/plan_slices.h"

#include <stdint.h>

static const long long kWindowBytes = 2147483647LL; /* i32 byte offsets; 0x7FFFFFFF is "invalid" */

static long long min_ll(long long a, long long b) { return a < b ? a : b; }
static long long max_ll(long long a, long long b) { return a > b ? a : b; }
static long long floor_div(long long a, long long b) { return a / b - (a % b != 0 && a < 0); } /* b > 0 */

/* 1 when the launch of `geo` keeps grid.y and grid.z within the arch's workgroup IDs
 * (arches.def grid_yz_groups); *shape is that launch. */
static int ids_hold(const tw_cut* c, const tw_plan_geometry* geo, tw_launch_shape* shape) {
  c->entry->launch_shape(c->request, c->arch, geo, shape);
  return shape->grid[1] <= c->arch->grid_yz_groups && shape->grid[2] <= c->arch->grid_yz_groups;
}

/* The largest value in 1..cap of `*knob` (a field of *geo: its images or its output rows, both of
 * which the grids grow with) whose launch fits the IDs, found by halving the gap between a value
 * that fits and one that does not; 0 when even 1 does not, with *at_one that launch. */
static long long largest_fitting(const tw_cut* c, tw_plan_geometry* geo, long long* knob, long long cap,
                                 tw_launch_shape* at_one) {
  tw_launch_shape shape;
  *knob = 1;
  if (!ids_hold(c, geo, at_one)) return 0;
  *knob = cap;
  if (ids_hold(c, geo, &shape)) return cap;
  long long good = 1, bad = cap;
  while (bad - good > 1) {
    *knob = good + (bad - good) / 2;
    if (ids_hold(c, geo, &shape)) good = *knob;
    else bad = *knob;
  }
  return good;
}

/* plan_grid_ids: the first of y, z past the IDs in the launch of the smallest slice (`unit`). */
static int refuse_grid_ids(const tw_cut* c, const tw_launch_shape* shape, const char* unit, tw_fail* fail) {
  int y = shape->grid[1] > c->arch->grid_yz_groups;
  tw_refuse(fail, TW_REFUSAL_plan_grid_ids, y ? "y" : "z", shape->kernel, c->arch->grid_yz_groups, c->arch->name, unit,
            y ? shape->grid[1] : shape->grid[2]);
  return -1;
}

/* Whole images: per = min(floor(window / image), N), lowered to the most whose launch fits. */
static int batch_slices(const tw_cut* c, long long window, tw_wide image, tw_slice* out, tw_fail* fail) {
  long long n = c->whole.images;
  tw_plan_geometry geo = c->whole;
  tw_launch_shape one;
  long long per = largest_fitting(c, &geo, &geo.images, min_ll((long long)(window / image), n), &one);
  if (!per) return refuse_grid_ids(c, &one, "image", fail);
  long long slices = (n + per - 1) / per;
  if (slices > TW_SLICES_MAX) return tw_refuse(fail, TW_REFUSAL_plan_too_many_slices, slices), -1;
  for (long long s = 0; s < slices; ++s) {
    long long n0 = s * per;
    out[s] = (tw_slice){n0, min_ll(per, n - n0), 0, c->whole.ho, 0, c->hi};
  }
  return (int)slices;
}

/* The input rows of the band of output rows h0 … h1 − 1: lo … end − 1 (the filter's halo
 * included, clipped to the image). */
static long long band_lo(const tw_cut* c, long long h0) { return max_ll(0, h0 * c->stride_h - c->pad_h); }
static long long band_rows_in(const tw_cut* c, long long h0, long long h1) {
  long long end = min_ll(c->hi, (h1 - 1) * c->stride_h - c->pad_h + c->extent_h);
  return max_ll(0, end - band_lo(c, h0));
}

/* The largest h1 in h0 + 1 … Ho whose band reads at most max_in input rows; the caller checked
 * that h1 = h0 + 1 does. A band's rows grow with h1 until they reach the image's bottom, so when
 * the band of every remaining row reads more than max_in, the bottom lies past lo + max_in and the
 * bound is the unclipped (h1 − 1)·stride_h − pad_h + extent_h − lo ≤ max_in. */
static long long last_row_within(const tw_cut* c, long long h0, long long max_in) {
  long long ho = c->whole.ho;
  if (band_rows_in(c, h0, ho) <= max_in) return ho;
  return floor_div(band_lo(c, h0) + max_in + c->pad_h - c->extent_h, c->stride_h) + 1;
}

/* Bands of output rows from h0 = 0 to Ho, each h1 the largest whose band fits; a one-row band that
 * does not fit refuses (its dY bytes, its X bytes, then its grid). The bands are the same for every
 * image, so each band cut adds N slices: the cut stops at the first band that takes N · bands past
 * 255 (plan_too_many_slices with that count, the least the plan would need). A band whose rows see
 * only padding is launched too, with no input rows (lo clipped to Hi: a well-defined empty window). */
static int row_slices(const tw_cut* c, long long window, tw_slice* out, tw_fail* fail) {
  long long ho = c->whole.ho;
  long long max_dy = (long long)min_ll(ho, tw_clamp64(window / c->dy_row)); /* output rows by dY bytes */
  long long max_in = tw_clamp64(window / c->x_row);                          /* input rows by X bytes */
  tw_plan_geometry geo = c->whole;
  geo.images = 1;
  tw_launch_shape one_row;
  long long max_grid = largest_fitting(c, &geo, &geo.ho, ho, &one_row); /* output rows by the IDs */
  tw_slice bands[TW_SLICES_MAX];
  long long n_bands = 0;
  for (long long h0 = 0, h1 = 0; h0 < ho; h0 = h1) {
    if (max_dy < 1)
      return tw_refuse(fail, TW_REFUSAL_plan_row_slice, h0, tw_clamp64(c->dy_row), "dY", window), -1;
    long long one_in = band_rows_in(c, h0, h0 + 1);
    if (one_in > max_in)
      return tw_refuse(fail, TW_REFUSAL_plan_row_slice, h0, tw_clamp64(one_in * c->x_row), "X", window), -1;
    if (max_grid < 1) return refuse_grid_ids(c, &one_row, "output row", fail);
    h1 = min_ll(min_ll(h0 + max_dy, h0 + max_grid), last_row_within(c, h0, max_in));
    tw_wide slices = (tw_wide)c->whole.images * (n_bands + 1); /* image n's bands after image n − 1's */
    if (slices > TW_SLICES_MAX) return tw_refuse(fail, TW_REFUSAL_plan_too_many_slices, tw_clamp64(slices)), -1;
    bands[n_bands++] = (tw_slice){0, 1, h0, h1, min_ll(c->hi, band_lo(c, h0)), band_rows_in(c, h0, h1)};
  }
  int count = 0;
  for (long long n = 0; n < c->whole.images; ++n) {
    for (long long b = 0; b < n_bands; ++b, ++count) {
      out[count] = bands[b];
      out[count].n0 = n;
    }
  }
  return count;
}

int tw_plan_slices(const tw_cut* c, tw_slice out[TW_SLICES_MAX], tw_fail* fail) {
  tw_wide x_image = c->hi * c->x_row, dy_image = c->whole.ho * c->dy_row;
  tw_wide image = x_image > dy_image ? x_image : dy_image;
  long long window = c->slice_bytes ? c->slice_bytes : kWindowBytes; /* a caller may lower it */
  if (!c->runtime_geometry) { /* whole images only: one image up to the kernels' window */
    if (image > kWindowBytes) return tw_refuse(fail, TW_REFUSAL_plan_image_too_large, tw_clamp64(image)), -1;
    if (window < image || window > kWindowBytes)
      return tw_refuse(fail, TW_REFUSAL_plan_slice_bytes, (long long)image, c->slice_bytes), -1;
    return batch_slices(c, window, image, out, fail);
  }
  if (window < 1 || window > kWindowBytes) /* a band may be as small as a window of 1 byte allows */
    return tw_refuse(fail, TW_REFUSAL_plan_slice_bytes, 1LL, c->slice_bytes), -1;
  tw_plan_geometry one_image = c->whole;
  one_image.images = 1;
  tw_launch_shape shape;
  if (image <= window && ids_hold(c, &one_image, &shape)) return batch_slices(c, window, image, out, fail);
  return row_slices(c, window, out, fail);
}
