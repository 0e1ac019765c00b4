// twin_engine/direct_depthwise_wgrad_shape.h — the derived numbers of a depthwise spec on an arch (wave
// size, rows per wave group, parts, taps, LDS bytes), computed in one place for the validator,
// the builder and the plan.
//
//   tw_dw_shape shape = tw_dw_shape_of(&req.spec.depthwise, arch);
//   if (shape.parts > 1) ... // waves meet in an LDS reduction of shape.lds_bytes
#ifndef IRGATE_TWIN_DIRECT_DEPTHWISE_WGRAD_SHAPE_H
#define IRGATE_TWIN_DIRECT_DEPTHWISE_WGRAD_SHAPE_H

#include "twin_engine/tables.h"

typedef struct tw_dw_shape {
  int wave_size;       /* W */
  int log2_wave;       /* 5 or 6 */
  int rows;            /* ceil(R / r_split) */
  int parts;           /* waves / r_split */
  int taps;            /* rows * S */
  long long lds_bytes; /* waves * rows * S * W * 4 when parts > 1, else 0 */
} tw_dw_shape;

/* Valid once the validator's rules up to r_split_waves hold (r_split >= 1). */
tw_dw_shape tw_dw_shape_of(const irg_depthwise_wgrad_spec_t* spec, const tw_arch_row* arch);

#endif
