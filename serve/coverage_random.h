// serve/coverage_random.h — random valid backward-weights convolutions, the input of
// `irgate grid coverage --random N --seed S`: coverage of problems nobody listed, so a grid cannot
// be tuned to them.
//
// Each problem is drawn per axis (docs/grid.md §Random coverage): filter 1..16, stride, dilation,
// padding inside the dilated filter, groups, channel counts 1..4096, H = 1 (a Conv1d reaching
// MIOpen as 2-D) or W = 1 sometimes, fp16 or bf16; the input extent is drawn so that the output
// has at least one row and column, and the channels are cut back until one image of X and dY, and
// the fp32 dW (or Stage 1's one-slab workspace), fit the 2^31 bytes every kernel addresses (a
// larger problem is refused by the plan: plan_image_too_large, plan_kernarg_overflow). The same (count, seed) draws the same lines on every
// platform (a splitmix64 stream, no std:: distribution). Each line's layer names its geometry class.
//
//   serve::CoverageInput in = serve::random_coverage_input(10000, 7);
//   serve::CoverageReport r = serve::cover(in, cache, {.arch = "gfx1250", .dtype = IRG_DTYPE_F16});
#pragma once

#include <cstdint>
#include <string>

#include "serve/coverage.h"
#include "serve/miopen_line.h"

namespace irgate::serve {

CoverageInput random_coverage_input(int64_t count, uint64_t seed);

// The geometry class of a problem, for the report: "1x1 s1", "1x1 strided", "1-D (H = 1)",
// "1-D (W = 1)", "dilated", "filter > 7", "rectangular", "square".
std::string geometry_class(const ConvProblem& conv);

}  // namespace irgate::serve
