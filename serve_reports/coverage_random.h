// serve_reports/coverage_random.h — random valid backward-weights convolutions, the input of
// `irgate grid coverage --random N --seed S`: coverage of problems nobody listed, so a grid cannot
// be tuned to them.
//
// Each problem is drawn per axis over what PyTorch's conv2d accepts (docs/grid.md §Random
// coverage): fp16, bf16 or fp32; filter 1..128, stride up to 64, dilation up to 64 (512 along a
// 1-D problem's long axis), padding up to twice the dilated extent, groups and depthwise, channel
// counts 1..4096, H = 1 (a Conv1d reaching MIOpen as 2-D) or W = 1 sometimes; the input extent is
// drawn so that the output has at least one row and column, and the channels are cut back until
// one image of X and dY, and the fp32 dW (or Stage 1's one-slab workspace), fit the 2^31 bytes a
// kernel addresses — except for 2 % of the draws, a large image past that window, which the plans
// cut into row slices. The same (count, seed) draws the same lines on every platform (a
// splitmix64 stream, no std:: distribution). Each line's layer names its geometry class.
//
//   serve::CoverageInput in = serve::random_coverage_input(10000, 7);
//   serve::CoverageReport r = serve::cover(in, cache, {.arch = "gfx1250", .dtype = IRG_DTYPE_F16});
#pragma once

#include <cstdint>
#include <string>

#include "serve_reports/coverage.h"
#include "serve/miopen_line.h"

namespace irgate::serve {

CoverageInput random_coverage_input(int64_t count, uint64_t seed);

// The geometry class of a problem, for the report: "image past 2 GiB", "depthwise, filter > 7",
// "1-D (H = 1)", "1-D (W = 1)", "pad past the filter", "dilated", "1x1 s1", "1x1 strided",
// "filter > 16", "filter > 7", "rectangular", "square".
std::string geometry_class(const ConvProblem& conv);

}  // namespace irgate::serve
