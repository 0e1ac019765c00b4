// tools/cmd_run_cache.cpp — `irgate run --cache DIR --arch A --miopen "LINE"` (registered by
// cmd_run.cpp): serve the problem from the kernel cache (serve/serve.h) and run the served plan
// on the emulator against the host reference, reported like `irgate run --config`.
//
// The kernels the plan launches must still be the ones the cache holds: a stale kernel fails
// without running, as in `irgate grid verify` (the emulator runs the engine's LLVM text, which
// speaks for the cached object only while it hashes to the index's llvm_sha256).
// Exit: 0 pass; 1 nothing serves the problem, a stale kernel, mismatch, findings, error; 2 usage.
#include <cstdio>
#include <iostream>

#include "grid/request.h"
#include "serve/serve_line.h"
#include "grid/stale.h"
#include "runtime/numerics.h"
#include "tools/context.h"
#include "tools/engines.h"

namespace irgate::tools {

void print_numerics(const std::string& what, const runtime::NumericsResult& r);  // cmd_run.cpp

int run_served_problem(const Context& ctx, const serve::ServeFlags& flags, const runtime::NumericsOptions& options) {
  auto views = load_views(ctx.root());
  if (!views) return std::cerr << "irgate run: " << views.error().message << "\n", 2;
  const irg_arch_domain_t* domain = (*views)[grid::kGridFlavor]->get();
  auto s = serve::serve_line(flags, domain);
  if (!s) return std::cerr << "irgate run: " << s.error().message << "\n", s.error().exit_code;
  const std::string where = serve::miopen_line_text(s->conv) + " on " + flags.arch;
  if (!s->answer.served) {
    std::printf("%s: NOT SERVED\n%s", where.c_str(), serve::not_served_text(s->answer).c_str());
    return 1;
  }
  const serve::Served& served = *s->answer.served;
  for (const std::string& name : served.launch_kernels)
    if (auto why = grid::stale_reason(flags.cache, name, *s->index.find(name), domain); !why.empty()) {
      std::printf("%s: STALE %s: %s\n", where.c_str(), name.c_str(), why.c_str());
      return 1;
    }
  runtime::NumericsOptions no = options;
  no.dw_dtype = s->problem.dw_dtype;
  no.shape.n = s->problem.n, no.shape.h = s->problem.hi, no.shape.w = s->problem.wi, no.shape.groups = s->problem.groups;
  // The served problem's channels: a kernel that reads them at run time is verified on them, not
  // on numerics' default channels (docs/kernels.md §Runtime channel counts).
  no.shape.cpg = s->problem.cpg, no.shape.kpg = s->problem.kpg;
  const runtime::NumericsResult r = runtime::check_numerics(*irg_reference_engine(), served.request, no);
  print_numerics(where + " served by " + served.kernel, r);
  return r.verdict == runtime::Verdict::Pass ? 0 : 1;
}

}  // namespace irgate::tools
