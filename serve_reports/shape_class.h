// serve_reports/shape_class.h — the shape classes of a list of convolutions, and a reduced problem of a
// class: what `irgate run --cache --miopen-file` verifies on the emulator, one layer a class.
//
// A class is what decides the kernel and its code path: filter, stride, padding, dilation, how
// the groups meet the channels (dense, grouped, depthwise), and the channel counts' alignment
// (at most 4 input channels: a stem; both multiples of 8; other). The reduced problem keeps all of
// that and the channel counts and groups exactly, and shrinks the batch to 1 image and the image
// to a few output rows and columns, so the emulator runs it in seconds.
//
//   for (const serve::ShapeClass& c : serve::shape_classes(input))
//     serve_and_run(serve::reduced_problem(c.first));   // c.key: "3x3 s2 p1 d1 dense c8"
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "serve_reports/coverage.h"
#include "serve/miopen_line.h"

namespace irgate::serve {

struct ShapeClass {
  std::string key;      // "3x3 s2x2 p1x1 d1x1 dense c8"
  ConvProblem first;    // the first line of the class
  std::string layer;    // its layer name ("" for a log line)
  int64_t lines = 0;    // lines of the input in the class
};

std::string shape_class_key(const ConvProblem& conv);
// The classes of every line that parsed, in first-appearance order, by `key` (shape_class_key,
// or coverage_random.h's geometry_class).
std::vector<ShapeClass> shape_classes(const CoverageInput& input,
                                      std::string (*key)(const ConvProblem&) = shape_class_key);
// One image; height and width cut to the dilated filter's extent less both paddings plus two
// strides (at least 3), never grown: small enough for the emulator, large enough that a tap
// meets the image unless the padding is as wide as the dilated filter (ASPP's rate-24 branch).
ConvProblem reduced_problem(const ConvProblem& conv);
// reduced_problem, and the channels cut to what keeps the shape class: at most 4 a group stays (a
// stem), more become 16 plus the count modulo 8 (multiples of 8 stay so, a ragged count keeps its
// tail), groups past 32 become 32 plus the count modulo 32 (a depthwise channel block's tail).
// For problems nobody wrote (`run --random`), whose first of a geometry class may hold thousands
// of channels on a 128 x 128 filter.
ConvProblem reduced_problem_and_channels(const ConvProblem& conv);

}  // namespace irgate::serve
