// twin_engine/plan_slices.h — the slices of a launch plan (docs/kernels.md §Launch plans, Slices):
// which images, and of each image which output rows, every stage-1 launch covers. A kernel with
// baked geometry takes batch slices of whole images; a kernel that reads its geometry at run
// time takes them too while one image fits a launch, and otherwise cuts every image into row
// slices (bands of output rows with the input rows their taps reach).
//
// Used by plan.cpp once the problem checks passed. A batch slice is a row slice of every row
// (h0 = 0, h1 = Ho, lo = 0, rows_in = Hi), so the plan fills every launch the same way.
//
//   tw_slice slices[TW_SLICES_MAX];
//   int count = tw_plan_slices(&cut, slices, &fail);   // -1 after a refusal
//   // launch i: dy = dY + (n0·Ho + h0)·dy_row, x = X + (n0·Hi + lo)·x_row, n = images, ...
#ifndef IRGATE_TWIN_PLAN_SLICES_H
#define IRGATE_TWIN_PLAN_SLICES_H

#include "twin_engine/families.h"

#include <stdint.h>

enum { TW_SLICES_MAX = 255 }; /* more are refused (plan_too_many_slices) */

/* One stage-1 launch: images n0 … n0 + images − 1, of each the output rows h0 … h1 − 1, which read
 * the input rows lo … lo + rows_in − 1 (a band that sees only padding: rows_in 0, lo at most Hi). */
typedef struct tw_slice {
  long long n0, images;
  long long h0, h1;
  long long lo, rows_in;
} tw_slice;

/* What the slicing reads of a checked problem. `whole` is the launch geometry of the whole batch
 * (images = N, ho = Ho); `extent_h` the dilated filter's rows, (R − 1)·dilation_h + 1. */
typedef struct tw_cut {
  const tw_family* entry;
  const irg_request_t* request;
  const tw_arch_row* arch;
  tw_plan_geometry whole;
  long long hi, stride_h, pad_h, extent_h;
  tw_wide x_row, dy_row; /* bytes of one input and one output row of an image (Wi·C·E, Wo·K·E) */
  long long slice_bytes; /* the problem's: 0 keeps the kernels' window, 2^31 − 1 */
  int runtime_geometry;  /* the kernel reads its geometry at run time: it may cut rows */
} tw_cut;

/* Writes the slices in launch order and returns their count (at least 1), or -1 after the refusal (plan_image_too_large, plan_slice_bytes,
 * plan_grid_ids, plan_row_slice, plan_too_many_slices) into `fail`. */
int tw_plan_slices(const tw_cut* cut, tw_slice out[TW_SLICES_MAX], tw_fail* fail);

#endif
