// twin_engine/implicit_gemm_wgrad_rules.cpp — the implicit_gemm_wgrad validator as an ordered rule list
// (docs/kernels/implicit_gemm_wgrad.md, Validator; docs/implicit-gemm-gfx11-gfx12.md §7) and the shape
// rules 12 and 13 read: the first rule
// that does not hold refuses, with the arguments its refusals.def row lists. Rules 4..7 are lower
// bounds of a baked geometry; a run-time-geometry spec (all eight geometry fields -1, rule 3)
// skips them: the plan checks the problem's geometry against them instead. Rule 12 (ig_lds_budget, issue
// 46) bounds the LDS by the arch's: only gfx11/gfx12's 65536 bytes can be exceeded (a gfx1250 block
// stages at most 70656 bytes 16-bit, 147968 fp32).
#include "twin_engine/families.h"
#include "twin_engine/implicit_gemm_wgrad_shape.h"
#include "twin_engine/request.h"

static long long ceil_div(long long a, long long b) { return (a + b - 1) / b; }

tw_ig_shape tw_ig_shape_of(const irg_implicit_gemm_wgrad_spec_t* p) { return tw_ig_shape_on(p, IRG_ARCH_FAMILY_GFX1250); }

tw_ig_shape tw_ig_shape_on(const irg_implicit_gemm_wgrad_spec_t* p, int arch_family) {
  tw_ig_shape s;
  s.k16 = arch_family == IRG_ARCH_FAMILY_GFX11 ? 11 : arch_family == IRG_ARCH_FAMILY_GFX12 ? 12 : 0;
  long long wm = p->waves_m > 0 ? p->waves_m : 1, wn = p->waves_n > 0 ? p->waves_n : 1;
  s.T = 32 * wm * wn;
  s.BM = 16 * wm * p->wave_tiles_m;
  s.BN = 16 * wn * p->wave_tiles_n;
  s.taps = tw_ig_runtime_geometry(p) ? 0 : (long long)p->filter_h * p->filter_w;
  s.KB = 32LL * p->k_steps;
  s.DYP = s.BM + 8;
  s.XP = s.BN + 8;
  s.NDY = 4 * s.BM;
  s.JDY = ceil_div(s.NDY, s.T);
  s.NX = 4 * s.BN;
  s.JX = ceil_div(s.NX, s.T);
  s.PDY = 16 * s.BM;
  s.JDY2 = ceil_div(s.PDY, s.T);
  s.PX = 16 * s.BN;
  s.JX2 = ceil_div(s.PX, s.T);
  s.nacc = (long long)p->wave_tiles_m * p->wave_tiles_n;
  s.fp32 = p->dtype == IRG_DTYPE_F32;
  s.DQ = TW_IG_DQ;
  s.NDY1 = 32 * s.BM;
  s.JDY1 = ceil_div(s.NDY1, s.T);
  s.NX1 = 32 * s.BN;
  s.JX1 = ceil_div(s.NX1, s.T);
  long long tiles = (long long)p->wave_tiles_m + p->wave_tiles_n;
  s.accumulators = 16 * s.nacc; /* 8 a 16 x 16 tile, twice: each WMMA result apart from its input */
  s.addressing = 96; /* ADDR: fitted to llc-22 with the pair term (docs/kernels.md, Calibration) */
  if (s.fp32) {
    s.x_lds = s.BM * s.DQ * 4;
    s.lds_bytes = (s.BM + s.BN) * s.DQ * 4;
    s.fragments = 16 * tiles;      /* 8 slices of a step, 2 VGPRs each for A and B, read up front */
    s.staging = s.JDY1 + s.JX1;    /* every load of a step in flight, one VGPR each */
    if (s.k16) { /* the VALU body: 8 scalar accumulators a tile; a slice's values are 2·(8·TM + TN)
                  * VGPRs and llc hoists about six slices (gfx11_gfx12 §7, a first fit) */
      s.accumulators = 8 * s.nacc;
      s.fragments = 12 * (8LL * p->wave_tiles_m + p->wave_tiles_n);
    }
  } else {
    s.x_lds = 32 * s.DYP * 2;
    s.lds_bytes = 32 * (s.DYP + s.XP) * 2;
    s.fragments = 8 * tiles; /* every A and B fragment of a step */
    if (s.k16 == 11) s.fragments = 16 * tiles; /* gfx11: two fragments an operand a step, 8 VGPRs each */
    /* the 16-byte path: every load of a step in flight, 4 VGPRs and an address each; in the pair
     * path llc-22 hoists every pair load of the step above the stores, two 16-bit values a pair */
    long long vec = 5 * (s.JDY + s.JX), pair = 2 * (s.JDY2 + s.JX2);
    s.staging = vec > pair ? vec : pair;
  }
  s.estimate = s.accumulators + s.fragments + s.staging + s.addressing;
  return s;
}

typedef struct ig_subject {
  const irg_implicit_gemm_wgrad_spec_t* spec;
  const tw_arch_row* arch;
} ig_subject;

typedef int (*ig_rule)(const ig_subject* s, tw_fail* fail);

static int in_range(long long v, long long lo, long long hi) { return v >= lo && v <= hi; }

static int rule_dtype(const ig_subject* s, tw_fail* fail) {
  int d = s->spec->dtype;
  if (d == IRG_DTYPE_F16 || d == IRG_DTYPE_BF16 || d == IRG_DTYPE_F32) return 1;
  char name[24];
  tw_dtype_spell(s->spec->dtype, name, sizeof name);
  return tw_refuse(fail, TW_REFUSAL_ig_dtype, name), 0;
}

static int rule_arch(const ig_subject* s, tw_fail* fail) {
  if (tw_family_runs_on(IRG_FAMILY_IMPLICIT_GEMM, s->arch)) return 1;
  return tw_refuse(fail, TW_REFUSAL_ig_arch, s->arch->name), 0;
}

/* Rule 3: the eight geometry fields, in ABI order, all IRG_GEOMETRY_RUNTIME or none of them. */
static int rule_geometry(const ig_subject* s, tw_fail* fail) {
  const irg_implicit_gemm_wgrad_spec_t* p = s->spec;
  const int32_t fields[8] = {p->filter_h, p->filter_w, p->pad_h,      p->pad_w,
                             p->stride_h, p->stride_w, p->dilation_h, p->dilation_w};
  int runtime = 0;
  for (int i = 0; i < 8; ++i) runtime += fields[i] == IRG_GEOMETRY_RUNTIME;
  if (runtime == 0 || runtime == 8) return 1;
  return tw_refuse(fail, TW_REFUSAL_ig_geometry, (int)fields[0], (int)fields[1], (int)fields[2], (int)fields[3],
                   (int)fields[4], (int)fields[5], (int)fields[6], (int)fields[7]),
         0;
}

/* Rules 4..7 give a baked geometry lower bounds only (issue 42: the upper bounds were ours, not
 * the hardware's; the plan's padded-extent rule is the one i32 limit), and rule 4 the taps an i32
 * K(R·S) holds (the product in 64 bits). A run-time-geometry spec holds them by definition: the
 * plan checks the problem's geometry instead. */
static int rule_filter(const ig_subject* s, tw_fail* fail) {
  const irg_implicit_gemm_wgrad_spec_t* p = s->spec;
  if (tw_ig_runtime_geometry(p)) return 1;
  if (p->filter_h >= 1 && p->filter_w >= 1 && (long long)p->filter_h * p->filter_w <= 2147483647LL) return 1;
  return tw_refuse(fail, TW_REFUSAL_ig_filter, (int)p->filter_h, (int)p->filter_w), 0;
}

static int rule_stride(const ig_subject* s, tw_fail* fail) {
  const irg_implicit_gemm_wgrad_spec_t* p = s->spec;
  if (tw_ig_runtime_geometry(p) || (p->stride_h >= 1 && p->stride_w >= 1)) return 1;
  return tw_refuse(fail, TW_REFUSAL_ig_stride, (int)p->stride_h, (int)p->stride_w), 0;
}

static int rule_dilation(const ig_subject* s, tw_fail* fail) {
  const irg_implicit_gemm_wgrad_spec_t* p = s->spec;
  if (tw_ig_runtime_geometry(p) || (p->dilation_h >= 1 && p->dilation_w >= 1)) return 1;
  return tw_refuse(fail, TW_REFUSAL_ig_dilation, (int)p->dilation_h, (int)p->dilation_w), 0;
}

/* Rule 7: any padding, past the dilated filter too (a position whose taps all land in it adds 0). */
static int rule_pad(const ig_subject* s, tw_fail* fail) {
  const irg_implicit_gemm_wgrad_spec_t* p = s->spec;
  if (tw_ig_runtime_geometry(p) || (p->pad_h >= 0 && p->pad_w >= 0)) return 1;
  return tw_refuse(fail, TW_REFUSAL_ig_pad, (int)p->pad_h, (int)p->pad_w), 0;
}

static int rule_waves(const ig_subject* s, tw_fail* fail) {
  const irg_implicit_gemm_wgrad_spec_t* p = s->spec;
  if (p->waves_m >= 1 && p->waves_n >= 1 && (long long)p->waves_m * p->waves_n <= 16) return 1;
  return tw_refuse(fail, TW_REFUSAL_ig_waves, (int)p->waves_m, (int)p->waves_n), 0;
}

static int rule_wave_tiles(const ig_subject* s, tw_fail* fail) {
  const irg_implicit_gemm_wgrad_spec_t* p = s->spec;
  if (in_range(p->wave_tiles_m, 1, 4) && in_range(p->wave_tiles_n, 1, 4)) return 1;
  return tw_refuse(fail, TW_REFUSAL_ig_wave_tiles, (int)p->wave_tiles_m, (int)p->wave_tiles_n), 0;
}

static int rule_k_steps(const ig_subject* s, tw_fail* fail) {
  if (in_range(s->spec->k_steps, 1, 1024)) return 1;
  return tw_refuse(fail, TW_REFUSAL_ig_k_steps, (int)s->spec->k_steps), 0;
}

static int rule_ws_replicas(const ig_subject* s, tw_fail* fail) {
  if (in_range(s->spec->ws_replicas, 1, 64)) return 1;
  return tw_refuse(fail, TW_REFUSAL_ig_ws_replicas, (int)s->spec->ws_replicas), 0;
}

/* Rule 12 (issue 46): the block's LDS bytes within the arch's lds_bytes (65536 on gfx11/gfx12, 327680
 * on gfx1250, where it never fires), before the register rule so that it can fire at all. */
static int rule_lds(const ig_subject* s, tw_fail* fail) {
  tw_ig_shape sh = tw_ig_shape_on(s->spec, s->arch->family);
  if (sh.lds_bytes <= s->arch->lds_bytes) return 1;
  return tw_refuse(fail, TW_REFUSAL_ig_lds_budget, (int)sh.lds_bytes, s->arch->lds_bytes, s->arch->name), 0;
}

/* Rule 13: the 256 VGPRs of a large block for every block, whatever its wave count: no kernel of
 * this family reaches the banked VGPRs above 256 (s_set_vgpr_msb, docs/toolchain.md); the terms
 * per arch class. */
static int rule_vgpr_budget(const ig_subject* s, tw_fail* fail) {
  tw_ig_shape sh = tw_ig_shape_on(s->spec, s->arch->family);
  int budget = s->arch->max_vgprs_large_block;
  if (sh.estimate <= budget) return 1;
  return tw_refuse(fail, TW_REFUSAL_ig_vgpr_budget, (int)sh.estimate, (int)sh.accumulators, (int)sh.fragments,
                   (int)sh.staging, (int)sh.addressing, budget, s->arch->name),
         0;
}

/* Documented order: the first failing rule wins (later rules may assume earlier ones hold). */
static const ig_rule kRules[] = {
    rule_dtype, rule_arch,  rule_geometry,   rule_filter,  rule_stride,      rule_dilation,
    rule_pad,   rule_waves, rule_wave_tiles, rule_k_steps, rule_ws_replicas, rule_lds,
    rule_vgpr_budget,
};

void tw_validate_implicit_gemm_wgrad(const irg_request_t* request, const tw_arch_row* arch, tw_fail* fail) {
  ig_subject subject = {&request->spec.implicit_gemm, arch};
  for (size_t i = 0; i < sizeof kRules / sizeof kRules[0] && !fail->status; ++i) kRules[i](&subject, fail);
}
