// serve/serve_line.h — what `irgate plan --cache` and `irgate run --cache` share: check the arch,
// read the MIOpen driver line, open the cache, serve the problem (serve/serve.h).
//
// Used by tools/cmd_plan.cpp and tools/cmd_run.cpp.
//
//   auto s = serve::serve_line({.cache = "cache", .arch = "gfx1250", .line = "convfp16 -n 2 ..."}, domain);
//   if (!s) return s.error();                   // unknown arch, bad line, no cache: exit 2
//   if (!s->answer.served) std::cerr << serve::not_served_text(s->answer);
#pragma once

#include <string>

#include "serve/miopen_line.h"
#include "serve/serve.h"
#include "support/result.h"

namespace irgate::serve {

struct ServeFlags {
  std::string cache;     // a kernel cache folder (index.json)
  std::string arch;      // a row of arches.def, target-ID features allowed (gfx942:sramecc+)
  std::string line;      // the MIOpen driver line
  std::string dw_dtype;  // "" = the line's dtype (MIOpen writes dW in the tensors' type)
  std::string file;      // `irgate run` only: a file of driver lines, one layer of each shape class run
  std::string dtype;     // with `file` or `random`: read every line as this dtype ("" = each line's)
  int64_t random = 0;    // `irgate run` only: draw this many random problems (coverage_random.h)...
  uint64_t seed = 1;     // ...from this seed (run's --seed), and run the first of each geometry class
  int64_t slice_bytes = 0;  // the served problem's batch-slice window (irg_problem_t); 0: the kernels' own
};

struct ServedLine {
  ConvProblem conv;
  irg_problem_t problem{};
  grid::CacheIndex index;  // as read when serving: the answer's kernels are in it
  ServeAnswer answer;
};

Result<ServedLine> serve_line(const ServeFlags& flags, const irg_arch_domain_t* domain);

// A row of arches.def (no target-ID features): what serve_line and the C API (serve_api/) check --arch against.
bool is_wired_arch(const std::string& base);

// The usage error of a command line that mixes the two modes ("" when it does not): --cache
// wants --arch and one of --miopen, --miopen-file and no corpus entry (--config, --problem,
// --spec); without --cache, --config is required and --arch, --miopen, --miopen-file mean nothing.
std::string serve_flags_conflict(const ServeFlags& flags, bool config_given, bool corpus_flags_given);

}  // namespace irgate::serve
