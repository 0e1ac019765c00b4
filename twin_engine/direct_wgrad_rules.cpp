// twin_engine/direct_wgrad_rules.cpp — the direct_wgrad validator as an ordered rule list
// (docs/kernels/direct_wgrad.md, Validator) and the shape every rule after 13 reads: the
// first rule that does not hold refuses, with the arguments its refusals.def row lists.
#include "twin_engine/direct_wgrad_shape.h"
#include "twin_engine/families.h"
#include "twin_engine/lower.h"
#include "twin_engine/request.h"

static long long ceil_div(long long a, long long b) { return (a + b - 1) / b; }

tw_img_shape tw_img_shape_of(const irg_direct_wgrad_spec_t* p) {
  tw_img_shape s;
  long long wk = p->waves_k > 0 ? p->waves_k : 1, wc = p->waves_c > 0 ? p->waves_c : 1;
  long long R = p->filter_h, S = p->filter_w, rps = p->rows_per_sync;
  s.T = 32 * wk * wc;
  s.BK = 16 * wk * p->wave_tiles_k;
  s.BC = 16 * wc * p->wave_tiles_c;
  s.SW = 31 + S;
  s.DYP = s.BK + 8;
  s.XP = s.BC + 8;
  s.stage_bytes = rps * (32 * s.DYP + R * s.SW * s.XP) * 2;
  s.epi_bytes = p->lds_epilogue ? s.BK * s.BC * 4 : 0;
  s.Sg = p->tdm_stages;
  s.M = rps * (1 + R);
  s.junk = s.Sg * s.stage_bytes;
  long long staged = s.stage_bytes;
  if (s.Sg > 0) staged = s.junk + 2 * (s.DYP > s.XP ? s.DYP : s.XP);
  s.lds_bytes = staged > s.epi_bytes ? staged : s.epi_bytes;
  s.NDY = 4 * s.BK;
  s.JDY = ceil_div(s.NDY, s.T);
  s.NX = s.SW * s.BC / 8;
  s.JX = ceil_div(s.NX, s.T);
  s.taps = R * S;
  s.nacc = R * S * p->wave_tiles_k * p->wave_tiles_c;
  s.accumulators = 16 * s.nacc; /* 8 a tile per tap, twice: each WMMA result apart from its input */
  s.fragments = 8 * (long long)p->wave_tiles_k + 8;
  /* the TDM ring copies memory to LDS without registers, but the step's descriptor fields, the
   * fill's addresses and the slot offsets stay live */
  s.staging = s.Sg > 0 ? 64 : 4 * rps * (s.JDY + R * s.JX);
  s.addressing = 32;
  s.estimate = s.accumulators + s.fragments + s.staging + s.addressing;
  return s;
}

long long tw_img_dy_lds(const tw_img_shape* sh, int q) { return (long long)q * 32 * sh->DYP * 2; }

long long tw_img_x_lds(const tw_img_shape* sh, const irg_direct_wgrad_spec_t* spec, int q, int r) {
  return (long long)spec->rows_per_sync * 32 * sh->DYP * 2 + ((long long)q * spec->filter_h + r) * sh->SW * sh->XP * 2;
}

int tw_img_vgpr_budget(const irg_direct_wgrad_spec_t* spec, const tw_arch_row* arch) {
  long long waves = (long long)spec->waves_k * spec->waves_c;
  return waves > 8 ? arch->max_vgprs_large_block : arch->max_vgprs;
}

typedef struct img_subject {
  const irg_request_t* request;
  const irg_direct_wgrad_spec_t* spec;
  const tw_arch_row* arch;
} img_subject;

/* A rule either holds or refuses; `check` does both (rule 16 refuses with the table's words). */
typedef int (*img_rule)(const img_subject* s, tw_fail* fail);

static int in_range(long long v, long long lo, long long hi) { return v >= lo && v <= hi; }

static int rule_dtype(const img_subject* s, tw_fail* fail) {
  if (s->spec->dtype == IRG_DTYPE_F16 || s->spec->dtype == IRG_DTYPE_BF16) return 1;
  char name[24];
  tw_dtype_spell(s->spec->dtype, name, sizeof name);
  return tw_refuse(fail, TW_REFUSAL_img_dtype, name), 0;
}

static int rule_arch(const img_subject* s, tw_fail* fail) {
  if (tw_family_runs_on(IRG_FAMILY_DIRECT_WGRAD, s->arch)) return 1;
  return tw_refuse(fail, TW_REFUSAL_img_arch, s->arch->name), 0;
}

static int rule_filter(const img_subject* s, tw_fail* fail) {
  const irg_direct_wgrad_spec_t* p = s->spec;
  if (p->filter_h == p->filter_w && in_range(p->filter_h, 1, 4)) return 1;
  return tw_refuse(fail, TW_REFUSAL_img_filter_shape, (int)p->filter_h, (int)p->filter_w), 0;
}

static int rule_stride(const img_subject* s, tw_fail* fail) {
  const irg_direct_wgrad_spec_t* p = s->spec;
  if (p->stride_h == 1 && p->stride_w == 1) return 1;
  return tw_refuse(fail, TW_REFUSAL_img_stride, (int)p->stride_h, (int)p->stride_w), 0;
}

static int rule_pad(const img_subject* s, tw_fail* fail) {
  const irg_direct_wgrad_spec_t* p = s->spec;
  if (in_range(p->pad_h, 0, p->filter_h - 1) && in_range(p->pad_w, 0, p->filter_h - 1)) return 1;
  return tw_refuse(fail, TW_REFUSAL_img_pad, (int)(p->filter_h - 1), (int)p->pad_h, (int)p->pad_w), 0;
}

/* Rule 6: cpg and kpg are retired spec fields (the channels are kernargs): a spec written for the
 * kernels that baked them fails loudly instead of being silently ignored. */
static int rule_channels(const img_subject* s, tw_fail* fail) {
  const irg_direct_wgrad_spec_t* p = s->spec;
  if (p->cpg == 0 && p->kpg == 0) return 1;
  return tw_refuse(fail, TW_REFUSAL_img_channels, (int)p->cpg, (int)p->kpg), 0;
}

static int rule_waves(const img_subject* s, tw_fail* fail) {
  const irg_direct_wgrad_spec_t* p = s->spec;
  if (p->waves_k >= 1 && p->waves_c >= 1 && (long long)p->waves_k * p->waves_c <= 16) return 1;
  return tw_refuse(fail, TW_REFUSAL_img_waves, (int)p->waves_k, (int)p->waves_c), 0;
}

static int rule_wave_tiles(const img_subject* s, tw_fail* fail) {
  const irg_direct_wgrad_spec_t* p = s->spec;
  if (in_range(p->wave_tiles_k, 1, 4) && in_range(p->wave_tiles_c, 1, 4)) return 1;
  return tw_refuse(fail, TW_REFUSAL_img_wave_tiles, (int)p->wave_tiles_k, (int)p->wave_tiles_c), 0;
}

static int rule_rows_per_sync(const img_subject* s, tw_fail* fail) {
  if (in_range(s->spec->rows_per_sync, 1, 8)) return 1;
  return tw_refuse(fail, TW_REFUSAL_img_rows_per_sync, (int)s->spec->rows_per_sync), 0;
}

static int rule_row_blocks(const img_subject* s, tw_fail* fail) {
  if (in_range(s->spec->row_blocks, 1, 64)) return 1;
  return tw_refuse(fail, TW_REFUSAL_img_row_blocks, (int)s->spec->row_blocks), 0;
}

static int rule_lds_epilogue(const img_subject* s, tw_fail* fail) {
  if (s->spec->lds_epilogue == 0 || s->spec->lds_epilogue == 1) return 1;
  return tw_refuse(fail, TW_REFUSAL_img_lds_epilogue, (int)s->spec->lds_epilogue), 0;
}

static int rule_tdm_stages(const img_subject* s, tw_fail* fail) {
  if (s->spec->tdm_stages == 0 || in_range(s->spec->tdm_stages, 2, 4)) return 1;
  return tw_refuse(fail, TW_REFUSAL_img_tdm_stages, (int)s->spec->tdm_stages), 0;
}

static int rule_ws_replicas(const img_subject* s, tw_fail* fail) {
  if (in_range(s->spec->ws_replicas, 1, 64)) return 1;
  return tw_refuse(fail, TW_REFUSAL_img_ws_replicas, (int)s->spec->ws_replicas), 0;
}

static int rule_vgpr_budget(const img_subject* s, tw_fail* fail) {
  tw_img_shape sh = tw_img_shape_of(s->spec);
  int budget = tw_img_vgpr_budget(s->spec, s->arch);
  if (sh.estimate <= budget) return 1;
  return tw_refuse(fail, TW_REFUSAL_img_vgpr_budget, (int)sh.estimate, (int)sh.accumulators, (int)sh.fragments,
                   (int)sh.staging, (int)sh.addressing, budget, s->arch->name),
         0;
}

static int rule_lds_budget(const img_subject* s, tw_fail* fail) {
  tw_img_shape sh = tw_img_shape_of(s->spec);
  if (sh.lds_bytes <= s->arch->lds_bytes) return 1;
  return tw_refuse(fail, TW_REFUSAL_img_lds_budget, (int)sh.lds_bytes, s->arch->lds_bytes, s->arch->name), 0;
}

/* Rule 16: a TDM ring is a feature choice the measured table decides, asked exactly as the
 * lowerer asks when it needs a key (the same function), for emit_ll, emit_ir and plan alike. */
static int rule_tdm_table(const img_subject* s, tw_fail* fail) {
  if (s->spec->tdm_stages <= 0) return 1;
  return tw_domain_check(s->request->domain, s->request->flavor, s->arch, IRG_INTRINSIC_TENSOR_LOAD_TO_LDS, fail);
}

static int is_power_of_two(long long v) { return v > 0 && (v & (v - 1)) == 0; }

/* Rule 17: the ring's LDS rows stay on the pad grid (a power-of-two pad interval of at most 256
 * dwords). That every copy stays inside its tensor (no channel tail) is the plan's check
 * (img_tdm_channels): the channels are the problem's. */
static int rule_tdm_tile(const img_subject* s, tw_fail* fail) {
  const irg_direct_wgrad_spec_t* p = s->spec;
  if (p->tdm_stages <= 0) return 1;
  tw_img_shape sh = tw_img_shape_of(p);
  if (is_power_of_two(sh.BK) && is_power_of_two(sh.BC) && sh.BK <= 512 && sh.BC <= 512) return 1;
  return tw_refuse(fail, TW_REFUSAL_img_tdm_tile, (int)sh.BK, (int)sh.BC), 0;
}

/* Documented order: the first failing rule wins (later rules may assume earlier ones hold). Both
 * budgets bind on their own (03aff0e); the LDS rule (14) is checked before the register rule (15). */
static const img_rule kRules[] = {
    rule_dtype,        rule_arch,       rule_filter,        rule_stride,      rule_pad,        rule_channels,
    rule_waves,        rule_wave_tiles, rule_rows_per_sync, rule_row_blocks,  rule_lds_epilogue,
    rule_tdm_stages,   rule_ws_replicas, rule_lds_budget,   rule_vgpr_budget, rule_tdm_table,  rule_tdm_tile,
};

void tw_validate_direct_wgrad(const irg_request_t* request, const tw_arch_row* arch, tw_fail* fail) {
  img_subject subject = {request, &request->spec.direct, arch};
  for (size_t i = 0; i < sizeof kRules / sizeof kRules[0] && !fail->status; ++i) kRules[i](&subject, fail);
}
