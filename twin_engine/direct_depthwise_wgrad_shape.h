// twin_engine/direct_depthwise_wgrad_shape.h — the derived numbers of a depthwise spec on an arch (wave
// size, rows per wave group, parts, the accumulators a lane keeps, LDS bytes), computed in one place
// for the validator, the builders and the plan; and whether the spec reads its geometry at run time.
//
//   tw_dw_shape shape = tw_dw_shape_of(&req.spec.depthwise, arch);
//   if (shape.parts > 1) ... // waves meet in an LDS reduction of shape.lds_bytes
#ifndef IRGATE_TWIN_DIRECT_DEPTHWISE_WGRAD_SHAPE_H
#define IRGATE_TWIN_DIRECT_DEPTHWISE_WGRAD_SHAPE_H

#include "twin_engine/tables.h"

typedef struct tw_dw_shape {
  int runtime;         /* a run-time-geometry spec (tw_dw_runtime_geometry) */
  int wave_size;       /* W */
  int log2_wave;       /* 5 or 6 */
  int rows;            /* baked: ceil(R / r_split); run-time: tap_rows */
  int parts;           /* waves / r_split (run-time: waves, r_split being 1) */
  long long taps;      /* L, the accumulators a lane keeps: rows · S baked, tap_rows · tap_cols run-time */
  long long lds_bytes; /* waves · L · W · 4 when parts > 1, else 0 */
} tw_dw_shape;

/* A run-time-geometry spec: its six geometry fields are IRG_GEOMETRY_RUNTIME and the kernel reads
 * the kernargs of the same names (docs/kernels/direct_depthwise_wgrad.md, Run-time geometry). Once
 * validator rule 2 holds, one field tells: all six are -1 or none is. */
static inline int tw_dw_runtime_geometry(const irg_depthwise_wgrad_spec_t* spec) {
  return spec->filter_h == IRG_GEOMETRY_RUNTIME;
}

/* Valid once the validator's rules up to r_split_waves hold (r_split >= 1); the taps in 64 bits. */
tw_dw_shape tw_dw_shape_of(const irg_depthwise_wgrad_spec_t* spec, const tw_arch_row* arch);

#endif
