// engine/kernels/slices.h — how a plan cuts a problem into stage-1 launches that each fit the
// kernels' i32 byte window and the arch's workgroup IDs (docs/kernels.md §Launch plans, Slices).
//
// A kernel with baked geometry runs whole images: batch slices of as many images as fit. A kernel
// that reads its geometry at run time also cuts an image into row slices — bands of output rows,
// each with the input rows its taps reach and its own top padding — when one image does not fit.
// plan.cpp turns each Slice into a launch (pointers, byte sizes, n, hi, ho, pad_h).
//
//   const SliceGeometry g{problem, ho, wo, element_bytes(problem.dtype)};
//   for (const Slice& s : plan_slices(stage1, arch, g))   // throws the refusal that stops it
//     bind(s.image, s.images, s.ho0, s.ho, s.hi0, s.hi, s.pad_h);
#pragma once

#include <cstdint>
#include <vector>

#include "engine/kernels/family.h"
#include "engine/target.h"
#include "irgate/abi.h"

namespace irgate::engine {

// Bytes of one element of X and dY: 4 for fp32, 2 for fp16 and bf16.
int64_t element_bytes(int32_t dtype);

// a * b and a + b for non-negative sizes, saturating at INT64_MAX (docs/kernels.md §Slices): a size
// past 64 bits is refused with that value, never wrapped.
int64_t saturating_mul(int64_t a, int64_t b);
int64_t saturating_add(int64_t a, int64_t b);

// The problem as the slicing sees it: its output extent and element size.
struct SliceGeometry {
  const irg_problem_t& problem;
  int64_t ho, wo;
  int64_t element_bytes;
  int64_t x_row() const {
    return saturating_mul(saturating_mul(saturating_mul(problem.wi, problem.groups), problem.cpg), element_bytes);
  }
  int64_t dy_row() const {
    return saturating_mul(saturating_mul(saturating_mul(wo, problem.groups), problem.kpg), element_bytes);
  }
};

// One stage-1 launch: `images` images from `image` on, output rows ho0 .. ho0 + ho - 1 of each and
// input rows hi0 .. hi0 + hi - 1, with `pad_h` the slice's own top padding. A batch slice has
// ho0 = hi0 = 0, the whole image's ho and hi, the problem's pad_h; a row slice has images = 1.
struct Slice {
  int64_t image, images;
  int64_t ho0, ho;
  int64_t hi0, hi;
  int64_t pad_h;
};

// The slices of the problem in launch order. `k` carries the geometry the plan uses (the
// problem's for a run-time-geometry kernel). Throws plan_image_too_large, plan_slice_bytes,
// plan_row_slice, plan_grid_ids or plan_too_many_slices.
std::vector<Slice> plan_slices(const Stage1& k, const ArchInfo& arch, const SliceGeometry& g);

}  // namespace irgate::engine
