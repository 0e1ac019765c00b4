// twin_engine/direct_depthwise_wgrad_rules.cpp — the direct_depthwise_wgrad validator as an ordered rule
// list (docs/kernels/direct_depthwise_wgrad.md, Validator): the first rule that does not hold
// refuses, with the arguments its refusals.def row lists. The filter, stride and pad rules hold a
// baked geometry only; a run-time-geometry spec (rule 2) skips them, takes r_split 1 and a tap tile.
#include "twin_engine/direct_depthwise_wgrad_shape.h"
#include "twin_engine/families.h"
#include "twin_engine/request.h"

typedef struct dw_subject {
  const irg_depthwise_wgrad_spec_t* spec;
  const tw_arch_row* arch;
} dw_subject;

typedef struct dw_rule {
  int (*holds)(const dw_subject* s);
  void (*refuse)(const dw_subject* s, tw_fail* fail);
} dw_rule;

static int dtype_ok(const dw_subject* s) {
  int d = s->spec->dtype;
  return d == IRG_DTYPE_F16 || d == IRG_DTYPE_BF16 || d == IRG_DTYPE_F32;
}
static void dtype_refuse(const dw_subject* s, tw_fail* fail) {
  char name[24];
  tw_dtype_spell(s->spec->dtype, name, sizeof name);
  tw_refuse(fail, TW_REFUSAL_dw_dtype, name);
}

/* Rule 2: the six geometry fields, in ABI order, all IRG_GEOMETRY_RUNTIME or none of them. */
static int geometry_ok(const dw_subject* s) {
  const irg_depthwise_wgrad_spec_t* p = s->spec;
  const int32_t fields[6] = {p->filter_h, p->filter_w, p->pad_h, p->pad_w, p->stride_h, p->stride_w};
  int runtime = 0;
  for (int i = 0; i < 6; ++i) runtime += fields[i] == IRG_GEOMETRY_RUNTIME;
  return runtime == 0 || runtime == 6;
}
static void geometry_refuse(const dw_subject* s, tw_fail* fail) {
  const irg_depthwise_wgrad_spec_t* p = s->spec;
  tw_refuse(fail, TW_REFUSAL_dw_geometry, (int)p->filter_h, (int)p->filter_w, (int)p->pad_h, (int)p->pad_w,
            (int)p->stride_h, (int)p->stride_w);
}

static int filter_ok(const dw_subject* s) {
  int r = s->spec->filter_h;
  return tw_dw_runtime_geometry(s->spec) || (r == s->spec->filter_w && (r == 3 || r == 5 || r == 7));
}
static void filter_refuse(const dw_subject* s, tw_fail* fail) {
  tw_refuse(fail, TW_REFUSAL_dw_filter_shape, (int)s->spec->filter_h, (int)s->spec->filter_w);
}

static int stride_ok(const dw_subject* s) {
  int st = s->spec->stride_h;
  return tw_dw_runtime_geometry(s->spec) || (st == s->spec->stride_w && (st == 1 || st == 2));
}
static void stride_refuse(const dw_subject* s, tw_fail* fail) {
  tw_refuse(fail, TW_REFUSAL_dw_stride, (int)s->spec->stride_h, (int)s->spec->stride_w);
}

static int pad_ok(const dw_subject* s) {
  const irg_depthwise_wgrad_spec_t* p = s->spec;
  if (tw_dw_runtime_geometry(p)) return 1;
  return p->pad_h >= 0 && p->pad_h <= p->filter_h - 1 && p->pad_w >= 0 && p->pad_w <= p->filter_w - 1;
}
static void pad_refuse(const dw_subject* s, tw_fail* fail) {
  tw_refuse(fail, TW_REFUSAL_dw_pad, (int)(s->spec->filter_h - 1), (int)s->spec->pad_h, (int)s->spec->pad_w);
}

static int waves_ok(const dw_subject* s) { return s->spec->waves >= 1 && s->spec->waves <= 16; }
static void waves_refuse(const dw_subject* s, tw_fail* fail) {
  tw_refuse(fail, TW_REFUSAL_dw_waves, (int)s->spec->waves);
}

/* Rule 7: a baked filter's rows split over 1..R wave groups; a run-time-geometry kernel's tap
 * tile is the block's, so it takes r_split 1 (its own refusal). */
static int r_split_range_ok(const dw_subject* s) {
  if (tw_dw_runtime_geometry(s->spec)) return s->spec->r_split == 1;
  return s->spec->r_split >= 1 && s->spec->r_split <= s->spec->filter_h;
}
static void r_split_range_refuse(const dw_subject* s, tw_fail* fail) {
  if (tw_dw_runtime_geometry(s->spec)) return tw_refuse(fail, TW_REFUSAL_dw_runtime_r_split, (int)s->spec->r_split);
  tw_refuse(fail, TW_REFUSAL_dw_r_split_range, (int)s->spec->filter_h, (int)s->spec->r_split);
}

static int r_split_waves_ok(const dw_subject* s) { return s->spec->waves % s->spec->r_split == 0; }
static void r_split_waves_refuse(const dw_subject* s, tw_fail* fail) {
  tw_refuse(fail, TW_REFUSAL_dw_r_split_waves, (int)s->spec->waves, (int)s->spec->r_split);
}

static int ho_per_block_ok(const dw_subject* s) { return s->spec->ho_per_block >= 1 && s->spec->ho_per_block <= 256; }
static void ho_per_block_refuse(const dw_subject* s, tw_fail* fail) {
  tw_refuse(fail, TW_REFUSAL_dw_ho_per_block, (int)s->spec->ho_per_block);
}

static int ws_replicas_ok(const dw_subject* s) { return s->spec->ws_replicas >= 1 && s->spec->ws_replicas <= 64; }
static void ws_replicas_refuse(const dw_subject* s, tw_fail* fail) {
  tw_refuse(fail, TW_REFUSAL_dw_ws_replicas, (int)s->spec->ws_replicas);
}

/* Rule 11: no tap tile on a baked filter (its taps are the filter's); a run-time one of at least
 * one row and column and at most 64 accumulators (the product in 64 bits). */
static int tap_tile_ok(const dw_subject* s) {
  long long rows = s->spec->tap_rows, cols = s->spec->tap_cols;
  if (!tw_dw_runtime_geometry(s->spec)) return rows == 0 && cols == 0;
  return rows >= 1 && cols >= 1 && rows * cols <= 64;
}
static void tap_tile_refuse(const dw_subject* s, tw_fail* fail) {
  tw_refuse(fail, TW_REFUSAL_dw_tap_tile, (int)s->spec->tap_rows, (int)s->spec->tap_cols);
}

static int lds_ok(const dw_subject* s) {
  return tw_dw_shape_of(s->spec, s->arch).lds_bytes <= s->arch->lds_bytes;
}
static void lds_refuse(const dw_subject* s, tw_fail* fail) {
  tw_refuse(fail, TW_REFUSAL_dw_lds_budget, (int)tw_dw_shape_of(s->spec, s->arch).lds_bytes, s->arch->lds_bytes,
            s->arch->name);
}

/* Documented order: the first failing rule wins (later rules may assume earlier ones hold). */
static const dw_rule kRules[] = {
    {dtype_ok, dtype_refuse},
    {geometry_ok, geometry_refuse},
    {filter_ok, filter_refuse},
    {stride_ok, stride_refuse},
    {pad_ok, pad_refuse},
    {waves_ok, waves_refuse},
    {r_split_range_ok, r_split_range_refuse},
    {r_split_waves_ok, r_split_waves_refuse},
    {ho_per_block_ok, ho_per_block_refuse},
    {ws_replicas_ok, ws_replicas_refuse},
    {tap_tile_ok, tap_tile_refuse},
    {lds_ok, lds_refuse},
};

void tw_validate_direct_depthwise_wgrad(const irg_request_t* request, const tw_arch_row* arch, tw_fail* fail) {
  dw_subject subject = {&request->spec.depthwise, arch};
  for (size_t i = 0; i < sizeof kRules / sizeof kRules[0] && !fail->status; ++i) {
    if (!kRules[i].holds(&subject)) kRules[i].refuse(&subject, fail);
  }
}
