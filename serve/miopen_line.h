// serve/miopen_line.h — a MIOpen driver line (the form conv people paste from logs) read into a
// backward-weights convolution problem; every line irgate cannot serve as asked is a usage error.
//
// Used by `irgate plan --cache` and `irgate run --cache` (serve/serve.h). The grammar is in
// docs/grid.md §Serving: conv | convfp16 | convbfp16 (optionally after a path ending in
// MIOpenDriver), then flags -n -c -H -W -k -y -x (required), -p -q (default 0), -u -v -g
// (default 1), -l -j (dilation, default 1), -F 4 (required: backward weights), -m conv, -t (timing,
// ignored), -S (the solver a MIOpen log names, ignored), --in_layout/--out_layout/--fil_layout NHWC.
//
//   auto conv = serve::parse_miopen_line("convbfp16 -n 2 -c 3 -H 224 -W 224 -k 64 -y 7 -x 7 "
//                                       "-p 3 -q 3 -u 2 -v 2 -g 1 -F 4");
//   if (!conv) return conv.error();              // exit 2, names the flag and what is wrong
//   irg_problem_t p = serve::wgrad_problem(*conv, conv->dtype);
#pragma once

#include <cstdint>
#include <string>

#include "irgate/abi.h"
#include "support/result.h"

namespace irgate::serve {

struct ConvProblem {
  int32_t dtype = IRG_DTYPE_F32;  // of X and dY: conv = fp32, convfp16 = fp16, convbfp16 = bf16
  int64_t n = 0, c = 0, h = 0, w = 0, k = 0, groups = 1;
  int32_t filter_h = 0, filter_w = 0, pad_h = 0, pad_w = 0, stride_h = 1, stride_w = 1;
  int32_t dilation_h = 1, dilation_w = 1;
};

// Errors carry exit code 2 and name the offending word.
Result<ConvProblem> parse_miopen_line(const std::string& line);

// The engines' problem: groups G, cpg = C / G, kpg = K / G (the parser checked both divide).
irg_problem_t wgrad_problem(const ConvProblem& conv, int32_t dw_dtype);

// The problem as one driver line again (canonical flag order), for messages.
std::string miopen_line_text(const ConvProblem& conv);

}  // namespace irgate::serve
