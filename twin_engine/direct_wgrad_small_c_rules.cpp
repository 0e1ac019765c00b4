// twin_engine/direct_wgrad_small_c_rules.cpp — the direct_wgrad_small_c validator as an ordered rule list
// (docs/kernels/direct_wgrad_small_c.md, Validator) and the shape rules 14 and 15 read: the
// first rule that does not hold refuses, with the arguments its refusals.def row lists.
#include "twin_engine/families.h"
#include "twin_engine/request.h"
#include "twin_engine/direct_wgrad_small_c_shape.h"

static long long ceil_div(long long a, long long b) { return (a + b - 1) / b; }

tw_sc_shape tw_sc_shape_of(const irg_small_c_wgrad_spec_t* p) {
  tw_sc_shape s;
  long long nw = p->waves > 0 ? p->waves : 1, wt = p->wave_tiles > 0 ? p->wave_tiles : 1;
  long long v = p->vec_x > 0 ? p->vec_x : 1, u = p->sub_steps;
  s.T = 32 * nw;
  s.F = (long long)p->filter_h * p->filter_w * p->c;
  s.NT = s.F > 0 ? ceil_div(s.F, 16) : 0;
  s.NP = 16 * s.NT;
  s.BK = 16 * nw * wt;
  s.DYP = s.BK + 8;
  s.XP = s.NP + 8;
  s.lds_bytes = u * 32 * (s.DYP + s.XP) * 2;
  s.NDY = 4 * s.BK;
  s.JDY = ceil_div(s.NDY, s.T);
  s.IPR = s.NP / (2 * v);
  s.NXI = 32 * s.IPR;
  s.JX = ceil_div(s.NXI, s.T);
  s.nacc = wt * s.NT;
  s.accumulators = 16 * s.nacc; /* 8 a 16 x 16 tile, twice: each WMMA result apart from its input */
  s.fragments = 8 * (wt + s.NT); /* the wave's A fragments of a chunk and every B fragment of it */
  s.staging = u * (5 * s.JDY + (2 * v + 1) * s.JX); /* each load in flight with its LDS address */
  s.addressing = 40;
  s.estimate = s.accumulators + s.fragments + s.staging + s.addressing;
  return s;
}

long long tw_sc_dy_lds(const tw_sc_shape* sh, int u) { return (long long)u * 32 * sh->DYP * 2; }

long long tw_sc_x_lds(const tw_sc_shape* sh, const irg_small_c_wgrad_spec_t* spec, int u) {
  return (long long)spec->sub_steps * 32 * sh->DYP * 2 + (long long)u * 32 * sh->XP * 2;
}

int tw_sc_acc_index(const tw_sc_shape* sh, int tk, int nt) { return (int)(tk * sh->NT + nt); }

int tw_sc_vgpr_budget(const irg_small_c_wgrad_spec_t* spec, const tw_arch_row* arch) {
  return spec->waves > 8 ? arch->max_vgprs_large_block : arch->max_vgprs;
}

typedef struct sc_subject {
  const irg_small_c_wgrad_spec_t* spec;
  const tw_arch_row* arch;
} sc_subject;

typedef int (*sc_rule)(const sc_subject* s, tw_fail* fail);

static int in_range(long long v, long long lo, long long hi) { return v >= lo && v <= hi; }

static int rule_dtype(const sc_subject* s, tw_fail* fail) {
  if (s->spec->dtype == IRG_DTYPE_F16 || s->spec->dtype == IRG_DTYPE_BF16) return 1;
  char name[24];
  tw_dtype_spell(s->spec->dtype, name, sizeof name);
  return tw_refuse(fail, TW_REFUSAL_sc_dtype, name), 0;
}

static int rule_arch(const sc_subject* s, tw_fail* fail) {
  if (tw_family_runs_on(IRG_FAMILY_SMALL_C, s->arch)) return 1;
  return tw_refuse(fail, TW_REFUSAL_sc_arch, s->arch->name), 0;
}

static int rule_filter(const sc_subject* s, tw_fail* fail) {
  const irg_small_c_wgrad_spec_t* p = s->spec;
  if (in_range(p->filter_h, 1, 16) && in_range(p->filter_w, 1, 16)) return 1;
  return tw_refuse(fail, TW_REFUSAL_sc_filter, (int)p->filter_h, (int)p->filter_w), 0;
}

static int rule_stride(const sc_subject* s, tw_fail* fail) {
  const irg_small_c_wgrad_spec_t* p = s->spec;
  if (in_range(p->stride_h, 1, 16) && in_range(p->stride_w, 1, 16)) return 1;
  return tw_refuse(fail, TW_REFUSAL_sc_stride, (int)p->stride_h, (int)p->stride_w), 0;
}

static int rule_pad(const sc_subject* s, tw_fail* fail) {
  const irg_small_c_wgrad_spec_t* p = s->spec;
  if (in_range(p->pad_h, 0, p->filter_h - 1) && in_range(p->pad_w, 0, p->filter_w - 1)) return 1;
  return tw_refuse(fail, TW_REFUSAL_sc_pad, (int)(p->filter_h - 1), (int)(p->filter_w - 1), (int)p->pad_h,
                   (int)p->pad_w),
         0;
}

/* Rule 6: c shapes the code (F = R·S·C); kpg is retired (a kernarg) and must be 0. */
static int rule_channels(const sc_subject* s, tw_fail* fail) {
  const irg_small_c_wgrad_spec_t* p = s->spec;
  if (in_range(p->c, 1, 4) && p->kpg == 0) return 1;
  return tw_refuse(fail, TW_REFUSAL_sc_channels, (int)p->c, (int)p->kpg), 0;
}

static int rule_vec_x(const sc_subject* s, tw_fail* fail) {
  int v = s->spec->vec_x;
  if (v == 1 || v == 2 || v == 4) return 1;
  return tw_refuse(fail, TW_REFUSAL_sc_vec_x, v), 0;
}

static int rule_sub_steps(const sc_subject* s, tw_fail* fail) {
  if (in_range(s->spec->sub_steps, 1, 8)) return 1;
  return tw_refuse(fail, TW_REFUSAL_sc_sub_steps, (int)s->spec->sub_steps), 0;
}

static int rule_uniform_wave(const sc_subject* s, tw_fail* fail) {
  if (s->spec->uniform_wave == 0 || s->spec->uniform_wave == 1) return 1;
  return tw_refuse(fail, TW_REFUSAL_sc_uniform_wave, (int)s->spec->uniform_wave), 0;
}

static int rule_waves(const sc_subject* s, tw_fail* fail) {
  if (in_range(s->spec->waves, 1, 16)) return 1;
  return tw_refuse(fail, TW_REFUSAL_sc_waves, (int)s->spec->waves), 0;
}

static int rule_wave_tiles(const sc_subject* s, tw_fail* fail) {
  if (in_range(s->spec->wave_tiles, 1, 4)) return 1;
  return tw_refuse(fail, TW_REFUSAL_sc_wave_tiles, (int)s->spec->wave_tiles), 0;
}

static int rule_ws_replicas(const sc_subject* s, tw_fail* fail) {
  if (in_range(s->spec->ws_replicas, 1, 64)) return 1;
  return tw_refuse(fail, TW_REFUSAL_sc_ws_replicas, (int)s->spec->ws_replicas), 0;
}

/* Rule 13: the anchor's all-zero corner, a hardware observation written down by name. */
static int rule_uniform_wave_spill(const sc_subject* s, tw_fail* fail) {
  const irg_small_c_wgrad_spec_t* p = s->spec;
  if (!(p->uniform_wave == 1 && p->waves > 8 && p->vec_x == 4 && p->sub_steps >= 4 && p->wave_tiles >= 4)) return 1;
  return tw_refuse(fail, TW_REFUSAL_sc_uniform_wave_spill, (int)p->waves, (int)p->sub_steps, (int)p->wave_tiles), 0;
}

static int rule_lds_budget(const sc_subject* s, tw_fail* fail) {
  tw_sc_shape sh = tw_sc_shape_of(s->spec);
  if (sh.lds_bytes <= s->arch->lds_bytes) return 1;
  return tw_refuse(fail, TW_REFUSAL_sc_lds_budget, (int)sh.lds_bytes, s->arch->lds_bytes, s->arch->name), 0;
}

static int rule_vgpr_budget(const sc_subject* s, tw_fail* fail) {
  tw_sc_shape sh = tw_sc_shape_of(s->spec);
  int budget = tw_sc_vgpr_budget(s->spec, s->arch);
  if (sh.estimate <= budget) return 1;
  return tw_refuse(fail, TW_REFUSAL_sc_vgpr_budget, (int)sh.estimate, (int)sh.accumulators, (int)sh.fragments,
                   (int)sh.staging, (int)sh.addressing, budget, s->arch->name),
         0;
}

/* Documented order: the first failing rule wins (later rules may assume earlier ones hold). */
static const sc_rule kRules[] = {
    rule_dtype,      rule_arch,        rule_filter,       rule_stride,     rule_pad,
    rule_channels,   rule_vec_x,       rule_sub_steps,    rule_uniform_wave, rule_waves,
    rule_wave_tiles, rule_ws_replicas, rule_uniform_wave_spill, rule_lds_budget, rule_vgpr_budget,
};

void tw_validate_direct_wgrad_small_c(const irg_request_t* request, const tw_arch_row* arch, tw_fail* fail) {
  sc_subject subject = {&request->spec.small_c, arch};
  for (size_t i = 0; i < sizeof kRules / sizeof kRules[0] && !fail->status; ++i) kRules[i](&subject, fail);
}
