// serve_reports/shape_class.cpp — see shape_class.h.
#include "serve_reports/shape_class.h"

#include <algorithm>
#include <map>

namespace irgate::serve {
namespace {

std::string pair_text(int64_t a, int64_t b) { return std::to_string(a) + "x" + std::to_string(b); }

int64_t reduced_extent(int64_t in, int filter, int stride, int pad, int dilation) {
  const int64_t wanted = int64_t(dilation) * (filter - 1) + 1 - 2 * int64_t(pad) + 2 * int64_t(stride);
  return std::min(in, std::max<int64_t>(3, wanted));
}

}  // namespace

std::string shape_class_key(const ConvProblem& c) {
  const int64_t cpg = c.c / c.groups, kpg = c.k / c.groups;
  const char* grouping = c.groups == 1 ? "dense" : (cpg == 1 && kpg == 1) ? "depthwise" : "grouped";
  const char* channels = cpg <= 4 ? "stem" : (cpg % 8 == 0 && kpg % 8 == 0) ? "c8" : "ragged";
  return pair_text(c.filter_h, c.filter_w) + " s" + pair_text(c.stride_h, c.stride_w) + " p" + pair_text(c.pad_h, c.pad_w) +
         " d" + pair_text(c.dilation_h, c.dilation_w) + " " + grouping + " " + channels;
}

std::vector<ShapeClass> shape_classes(const CoverageInput& input, std::string (*key_of)(const ConvProblem&)) {
  std::vector<ShapeClass> classes;
  std::map<std::string, size_t> index;
  for (const CoverageLine& line : input.lines) {
    if (!line.conv) continue;
    const std::string key = key_of(*line.conv);
    auto [it, is_new] = index.emplace(key, classes.size());
    if (is_new) classes.push_back({key, *line.conv, line.layer, 0});
    ++classes[it->second].lines;
  }
  return classes;
}

ConvProblem reduced_problem(const ConvProblem& conv) {
  ConvProblem r = conv;
  r.n = 1;
  r.h = reduced_extent(conv.h, conv.filter_h, conv.stride_h, conv.pad_h, conv.dilation_h);
  r.w = reduced_extent(conv.w, conv.filter_w, conv.stride_w, conv.pad_w, conv.dilation_w);
  return r;
}

ConvProblem reduced_problem_and_channels(const ConvProblem& conv) {
  ConvProblem r = reduced_problem(conv);
  auto few = [](int64_t per_group) { return per_group <= 4 ? per_group : std::min(per_group, 16 + per_group % 8); };
  const int64_t cpg = few(conv.c / conv.groups), kpg = few(conv.k / conv.groups);
  r.groups = std::min(conv.groups, 32 + conv.groups % 32);
  r.c = r.groups * cpg;
  r.k = r.groups * kpg;
  return r;
}

}  // namespace irgate::serve
