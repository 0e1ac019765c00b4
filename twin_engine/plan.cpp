// twin_engine/plan.cpp — see plan.h (every stage-1 family of families.def, through its tw_family
// row's plan view). Checks in the documented order, then the slices (plan_slices.h: batch slices,
// or a run-time-geometry kernel's row slices), the stage-1 launches (one per slice) and, for a
// two-step plan, the fold launch of the family's helper (its families.def `helper` column). Every
// kernarg value comes from IRG_KERNARG rows (by name), and every i32 kernarg and grid
// dimension is checked to fit before it is written, never truncated.
#include "twin_engine/plan.h"

#include <stdint.h>
#include <string.h>

#include "twin_engine/families.h"
#include "twin_engine/plan_slices.h"
#include "twin_engine/request.h"

static const long long kI32Max = 2147483647LL; /* the kernels' positions are i32 */

/* floor division: Ho <= 0 once Hi + 2·pad < dilation·(R − 1) + 1, whatever the stride. */
static long long output_extent(long long in, int pad, int filter, int stride, int dilation) {
  tw_wide span = (tw_wide)in + 2 * (tw_wide)pad - (tw_wide)dilation * (filter - 1) - 1;
  tw_wide q = span / stride;
  if (span % stride != 0 && span < 0) --q;
  return tw_clamp64(q + 1);
}

int tw_plan_channel_equal(const char* field, int expected, long long value, tw_fail* fail) {
  if (value == expected) return 1;
  return tw_refuse(fail, TW_REFUSAL_plan_problem_mismatch, field, expected, value), 0;
}

int tw_plan_channel_granule(const char* field, long long value, tw_fail* fail) {
  if (value >= 8 && value % 8 == 0) return 1;
  return tw_refuse(fail, TW_REFUSAL_plan_problem_granule, field, 8, value), 0;
}

/* One problem field that must equal the spec's (plan_problem_mismatch field, spec, problem). */
typedef struct tw_same_field {
  const char* name;
  int spec;
  long long problem;
} tw_same_field;

static int all_equal(const tw_same_field* fields, size_t count, tw_fail* fail) {
  for (size_t i = 0; i < count; ++i) {
    if (fields[i].problem != fields[i].spec)
      return tw_refuse(fail, TW_REFUSAL_plan_problem_mismatch, fields[i].name, fields[i].spec, fields[i].problem), 0;
  }
  return 1;
}

/* A run-time-geometry spec: the problem's filter_h, filter_w, stride_h, stride_w >= 1, then pad_h,
 * pad_w >= 0, in that order (the dilations were checked >= 1 with n, hi, wi, groups); the first
 * below refuses plan_geometry (field, lowest, problem value). No upper bound: the padded extent
 * is the one limit. */
static int geometry_in_bounds(const irg_problem_t* pr, tw_fail* fail) {
  const struct {
    const char* name;
    int lo, value;
  } bounds[] = {{"filter_h", 1, pr->filter_h}, {"filter_w", 1, pr->filter_w}, {"stride_h", 1, pr->stride_h},
                {"stride_w", 1, pr->stride_w}, {"pad_h", 0, pr->pad_h},       {"pad_w", 0, pr->pad_w}};
  for (size_t i = 0; i < sizeof bounds / sizeof bounds[0]; ++i) {
    if (bounds[i].value < bounds[i].lo)
      return tw_refuse(fail, TW_REFUSAL_plan_geometry, bounds[i].name, bounds[i].lo, bounds[i].value), 0;
  }
  return 1;
}

/* Every family: hi + 2·pad_h, then wi + 2·pad_w, at most 2^31 − 1, so that every intermediate of
 * a tap's input position (ho·stride_h + r·dilation_h − pad_h, which lies in −pad_h … hi + 2·pad_h
 * − 1) is exact in the kernels' i32 (plan_padded_extent: extent, pad, the sum). */
static int padded_extent_fits(const irg_problem_t* pr, tw_fail* fail) {
  const struct {
    const char *extent, *pad;
    long long in;
    int pad_value;
  } axes[] = {{"hi", "pad_h", pr->hi, pr->pad_h}, {"wi", "pad_w", pr->wi, pr->pad_w}};
  for (size_t i = 0; i < 2; ++i) {
    tw_wide sum = (tw_wide)axes[i].in + 2 * (tw_wide)axes[i].pad_value;
    if (sum > kI32Max)
      return tw_refuse(fail, TW_REFUSAL_plan_padded_extent, axes[i].extent, axes[i].pad, tw_clamp64(sum)), 0;
  }
  return 1;
}

/* The spec's geometry, which the problem must equal, then its dilation (equal to a dilated spec's,
 * else 1x1). */
static int geometry_equal(const irg_request_t* request, const tw_plan_spec* s, const irg_problem_t* pr,
                          tw_fail* fail) {
  const tw_same_field geometry[] = {
      {"filter_h", s->filter_h, pr->filter_h}, {"filter_w", s->filter_w, pr->filter_w},
      {"stride_h", s->stride_h, pr->stride_h}, {"stride_w", s->stride_w, pr->stride_w},
      {"pad_h", s->pad_h, pr->pad_h},          {"pad_w", s->pad_w, pr->pad_w}};
  if (!all_equal(geometry, sizeof geometry / sizeof geometry[0], fail)) return 0;
  const tw_same_field dilation[] = {{"dilation_h", s->dilation_h, pr->dilation_h},
                                    {"dilation_w", s->dilation_w, pr->dilation_w}};
  if (s->dilated) return all_equal(dilation, 2, fail);
  if (pr->dilation_h != 1 || pr->dilation_w != 1) /* its kernels have no dilation */
    return tw_refuse(fail, TW_REFUSAL_plan_dilation, tw_family_name(request->family), (int)pr->dilation_h,
                     (int)pr->dilation_w),
           0;
  return 1;
}

/* The problem checks after the validator, in documented order (docs/kernels.md §Launch plans).
 * From the geometry on, the problem's geometry is the one every later number uses: a baked spec's
 * equals it, a run-time-geometry kernel reads it. */
static int check_problem(const tw_family* family, const irg_request_t* request, const tw_plan_spec* s,
                         const irg_problem_t* pr, tw_fail* fail) {
  /* n, hi, wi, groups, then the dilation: a dilation of 0 (a problem written before the fields
   * existed) is refused, never read as 1 */
  const struct {
    const char* name;
    long long value;
  } positive[] = {{"n", pr->n},         {"hi", pr->hi},
                  {"wi", pr->wi},       {"groups", pr->groups},
                  {"dilation_h", pr->dilation_h}, {"dilation_w", pr->dilation_w}};
  for (size_t i = 0; i < sizeof positive / sizeof positive[0]; ++i) {
    if (positive[i].value < 1)
      return tw_refuse(fail, TW_REFUSAL_plan_problem_invalid, positive[i].name, positive[i].value), 0;
  }
  if (s->ungrouped && pr->groups != 1) /* the stems are ungrouped: (groups, 1, problem value) */
    return tw_refuse(fail, TW_REFUSAL_plan_problem_mismatch, "groups", 1, pr->groups), 0;
  if (!family->check_channels(request, pr, fail)) return 0;
  if (!(s->runtime_geometry ? geometry_in_bounds(pr, fail) : geometry_equal(request, s, pr, fail))) return 0;
  if (!padded_extent_fits(pr, fail)) return 0;
  const tw_same_field dtype[] = {{"dtype", s->dtype, pr->dtype}};
  if (!all_equal(dtype, 1, fail)) return 0;
  if (!tw_dtype_name(pr->dw_dtype)) {
    char name[24];
    tw_dtype_spell(pr->dw_dtype, name, sizeof name);
    return tw_refuse(fail, TW_REFUSAL_plan_dw_dtype, name), 0;
  }
  long long ho = output_extent(pr->hi, pr->pad_h, pr->filter_h, pr->stride_h, pr->dilation_h);
  long long wo = output_extent(pr->wi, pr->pad_w, pr->filter_w, pr->stride_w, pr->dilation_w);
  if (ho < 1) return tw_refuse(fail, TW_REFUSAL_plan_problem_invalid, "ho", ho), 0;
  if (wo < 1) return tw_refuse(fail, TW_REFUSAL_plan_problem_invalid, "wo", wo), 0;
  return 1;
}

/* A kernarg value of the vocabulary (kernarg_values.def): a buffer window or an i32. */
typedef struct tw_named_value {
  tw_kernarg_value which;
  int buffer;
  long long value;
} tw_named_value;

static int fill_launch(irg_launch_t* launch, int family, const tw_named_value* values, int n_values, const char* kernel,
                       tw_fail* fail) {
  const tw_kernarg_row* rows[IRG_PLAN_MAX_KERNARGS];
  int count = tw_kernargs_of(family, rows, IRG_PLAN_MAX_KERNARGS);
  if (count > IRG_PLAN_MAX_KERNARGS) return tw_internal(fail, "plan: %d kernargs", count), 0;
  for (int i = 0; i < count; ++i) {
    int which = tw_kernarg_value_of(rows[i]->name);
    if (which < 0) return tw_internal(fail, "plan: kernarg %s is not in kernarg_values.def", rows[i]->name), 0;
    const tw_named_value* v = NULL;
    for (int j = 0; j < n_values && !v; ++j) {
      if ((int)values[j].which == which) v = &values[j];
    }
    if (!v) return tw_internal(fail, "plan: no value for kernarg %s", rows[i]->name), 0;
    int is_pointer = rows[i]->kind != TW_KERNARG_I32;
    if (!is_pointer && (v->value < INT32_MIN || v->value > INT32_MAX))
      return tw_refuse(fail, TW_REFUSAL_plan_kernarg_overflow, rows[i]->name, kernel, v->value), 0;
    launch->kernargs[i].buffer = is_pointer ? v->buffer : IRG_BUF_NONE;
    launch->kernargs[i].value = v->value;
  }
  launch->n_kernargs = count;
  return 1;
}

static int fill_grid(irg_launch_t* launch, const long long grid[3], long long block, const char* kernel,
                     tw_fail* fail) {
  static const char* const kNames[3] = {"grid.x", "grid.y", "grid.z"};
  for (int d = 0; d < 3; ++d) {
    if (grid[d] < 0 || grid[d] > (long long)UINT32_MAX)
      return tw_refuse(fail, TW_REFUSAL_plan_kernarg_overflow, kNames[d], kernel, grid[d]), 0;
    launch->grid[d] = (uint32_t)grid[d];
    launch->block[d] = 1;
  }
  launch->block[0] = (uint32_t)block;
  return 1;
}

static long long ceil_div(long long a, long long b) { return (a + b - 1) / b; }

/* The slice's pad_h: max(0, pad_h − h0·stride_h + lo), the band's own top padding (a batch slice's
 * h0 = lo = 0 keeps the problem's). */
static long long band_pad_h(const irg_problem_t* problem, const tw_slice* sl) {
  tw_wide pad = (tw_wide)problem->pad_h - (tw_wide)sl->h0 * problem->stride_h + sl->lo;
  return pad > 0 ? tw_clamp64(pad) : 0;
}

/* E: the bytes of an element of X and dY. */
static long long element_bytes(int dtype) { return dtype == IRG_DTYPE_F32 ? 4 : 2; }

void tw_plan(const irg_request_t* request, const irg_problem_t* problem, irg_plan_t* out, tw_fail* fail) {
  const tw_arch_row* arch = tw_check_request(request, fail);
  if (!arch) return;
  int family = request->family;
  const tw_family* entry = tw_family_of(family); /* tw_check_request refused an unknown family */
  if (!entry->plan_spec) {
    const char* name = tw_family_name(family);
    return tw_refuse(fail, TW_REFUSAL_plan_family, name, name);
  }
  entry->validate(request, arch, fail);
  tw_plan_spec s = entry->plan_spec(request);
  if (fail->status || !check_problem(entry, request, &s, problem, fail)) return;
  /* the checks passed: the problem's geometry is the kernel's (equal to a baked spec's) */
  long long ho = output_extent(problem->hi, problem->pad_h, problem->filter_h, problem->stride_h, problem->dilation_h);
  long long wo = output_extent(problem->wi, problem->pad_w, problem->filter_w, problem->stride_w, problem->dilation_w);
  long long n = problem->n, hi = problem->hi, wi = problem->wi, g = problem->groups;
  /* the checks passed: the channels per group are the problem's (depthwise 1, small_c the spec's c) */
  long long cpg = problem->cpg, kpg = problem->kpg;
  long long c = tw_clamp64((tw_wide)g * cpg), k = tw_clamp64((tw_wide)g * kpg); /* C = G·cpg, K = G·kpg */
  long long taps = (long long)problem->filter_h * problem->filter_w;
  long long e = element_bytes(problem->dtype); /* the checks passed: the dtype is the spec's */
  tw_cut cut = {entry, request, arch, {g, cpg, kpg, ho, wo, n, taps, problem->filter_h, problem->filter_w}, hi, problem->stride_h, problem->pad_h,
                (long long)problem->dilation_h * (problem->filter_h - 1) + 1, (tw_wide)wi * c * e, (tw_wide)wo * k * e,
                (long long)problem->slice_bytes, s.runtime_geometry};
  tw_slice slices[TW_SLICES_MAX];
  int n_slices = tw_plan_slices(&cut, slices, fail);
  if (n_slices < 0) return;

  int two_step = !(s.ws_replicas == 1 && problem->dw_dtype == IRG_DTYPE_F32);
  /* dW elements: depthwise G·taps, the others K·taps·cpg (small_c: K·F) */
  long long count = tw_clamp64((tw_wide)k * taps * cpg);
  long long dw_bytes = tw_clamp64((tw_wide)count * (problem->dw_dtype == IRG_DTYPE_F32 ? 4 : 2));
  long long ws_bytes = two_step ? tw_clamp64((tw_wide)s.ws_replicas * count * 4) : 0;
  out->buffer_bytes[IRG_BUF_X] = tw_clamp64((tw_wide)n * hi * cut.x_row);
  out->buffer_bytes[IRG_BUF_DY] = tw_clamp64((tw_wide)n * ho * cut.dy_row);
  out->buffer_bytes[IRG_BUF_DW] = dw_bytes;
  out->buffer_bytes[IRG_BUF_WS] = ws_bytes;
  int accumulate = two_step ? IRG_BUF_WS : IRG_BUF_DW;
  out->zeroed = 1u << accumulate;
  out->n_slices = n_slices;

  for (int i = 0; i < n_slices; ++i) {
    /* images n0 … of output rows h0 … h1 − 1, input rows lo …: a batch slice is every row */
    const tw_slice* sl = &slices[i];
    long long rows = sl->h1 - sl->h0;
    irg_launch_t* launch = &out->launches[out->n_launches++];
    launch->request = *request;
    launch->slice = i;
    /* the image strides are the slice's own image's (a batch slice: the whole image; a row slice,
     * whose n is 1: its band's, which fit the window where the whole image's may not); a band's own
     * top padding makes its first input row lo the kernel's row 0 (never below 0: a band that sees
     * only padding) */
    const tw_named_value values[] = {
        {TW_KV_dy, IRG_BUF_DY, tw_clamp64(((tw_wide)sl->n0 * ho + sl->h0) * cut.dy_row)},
        {TW_KV_x, IRG_BUF_X, tw_clamp64(((tw_wide)sl->n0 * hi + sl->lo) * cut.x_row)},
        {TW_KV_ws, accumulate, 0},
        {TW_KV_dy_bytes, 0, tw_clamp64((tw_wide)sl->images * rows * cut.dy_row)},
        {TW_KV_x_bytes, 0, tw_clamp64((tw_wide)sl->images * sl->rows_in * cut.x_row)},
        {TW_KV_ws_bytes, 0, two_step ? ws_bytes : dw_bytes},
        {TW_KV_n, 0, sl->images}, {TW_KV_hi, 0, sl->rows_in}, {TW_KV_wi, 0, wi}, {TW_KV_ho, 0, rows}, {TW_KV_wo, 0, wo},
        {TW_KV_groups, 0, g},
        {TW_KV_dy_stride_n, 0, tw_clamp64((tw_wide)rows * wo * k)}, {TW_KV_dy_stride_h, 0, tw_clamp64((tw_wide)wo * k)},
        {TW_KV_dy_stride_w, 0, k},
        {TW_KV_x_stride_n, 0, tw_clamp64((tw_wide)sl->rows_in * wi * c)}, {TW_KV_x_stride_h, 0, tw_clamp64((tw_wide)wi * c)},
        {TW_KV_x_stride_w, 0, c}, {TW_KV_kpg, 0, kpg}, {TW_KV_cpg, 0, cpg},
        {TW_KV_filter_h, 0, problem->filter_h}, {TW_KV_filter_w, 0, problem->filter_w},
        {TW_KV_stride_h, 0, problem->stride_h}, {TW_KV_stride_w, 0, problem->stride_w},
        {TW_KV_pad_h, 0, band_pad_h(problem, sl)}, {TW_KV_pad_w, 0, problem->pad_w},
        {TW_KV_dilation_h, 0, problem->dilation_h}, {TW_KV_dilation_w, 0, problem->dilation_w}};
    tw_launch_shape shape;
    tw_plan_geometry geometry = {g, cpg, kpg, rows, wo, sl->images, taps, problem->filter_h, problem->filter_w};
    entry->launch_shape(request, arch, &geometry, &shape);
    if (!fill_launch(launch, family, values, (int)(sizeof values / sizeof values[0]), shape.kernel, fail)) return;
    if (!fill_grid(launch, shape.grid, shape.block, shape.kernel, fail)) return;
  }
  if (!two_step) return;

  const tw_family* helper = tw_family_of(tw_helper_of(family));
  if (!helper || !helper->fold) return tw_internal(fail, "family %d plans two steps but its row names no helper", family);
  irg_launch_t* fold = &out->launches[out->n_launches++];
  char fold_kernel[TW_KERNEL_NAME_MAX];
  long long block = helper->fold(request, s.ws_replicas, problem->dw_dtype, &fold->request, fold_kernel);
  fold->slice = -1;
  const tw_named_value values[] = {{TW_KV_ws, IRG_BUF_WS, 0}, {TW_KV_dw, IRG_BUF_DW, 0}, {TW_KV_ws_bytes, 0, ws_bytes},
                                   {TW_KV_dw_bytes, 0, dw_bytes}, {TW_KV_count, 0, count}};
  if (!fill_launch(fold, fold->request.family, values, (int)(sizeof values / sizeof values[0]), fold_kernel, fail))
    return;
  long long grid[3] = {ceil_div(count, block), 1, 1};
  fill_grid(fold, grid, block, fold_kernel, fail);
}
