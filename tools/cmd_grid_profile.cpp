// tools/cmd_grid_profile.cpp — `irgate grid profile` (registered by cmd_grid.cpp): measure what
// serving's cost model needs of a cache's kernels (serve_reports/cost_profile.h) into DIR/profiles.json.
//
//   irgate grid profile --cache DIR --arch gfx1250 [--jobs 2] [--checkpoint 64] [--only NAME ... | --all]
// A progress line per stage-1 kernel on stderr; a summary on stdout. The file is written after
// every --checkpoint stage-1 kernels, so a killed run is resumed by running it again (without
// --all, which starts anew). By default only stage-1
// kernels without a current profile run (a cache grown by `grid compile`, an object rebuilt);
// --only measures the kernels named again, --all every one; the file's other profiles are kept
// (--all starts a new file). Exit: 0 every stage-1 kernel has a current profile, 1 some could not
// be profiled (named, with why; the others are still written), 2 usage or bad input (a malformed
// profiles.json is never overwritten).
#include <CLI/CLI.hpp>

#include <cstdio>
#include <filesystem>
#include <iostream>

#include "grid/request.h"
#include "serve_reports/cost_profile.h"
#include "tools/context.h"
#include "tools/engines.h"

namespace irgate::tools {
namespace {

struct ProfileFlags {
  std::string cache, arch;
  int jobs = 2;
  size_t checkpoint = 64;
  std::vector<std::string> only;
  bool all = false;
};

int run_profile(const Context& ctx, const ProfileFlags& f) {
  auto fail = [](const Error& e) { return std::cerr << "irgate grid profile: " << e.message << "\n", e.exit_code; };
  auto views = load_flavor_view(ctx.root(), grid::kGridFlavor);
  if (!views) return fail(views.error());
  serve::ProfileOptions o;
  o.jobs = f.jobs;
  o.only = f.only;
  o.checkpoint_every = f.checkpoint;
  o.progress = [](const std::string& name, double seconds, const std::string& why) {
    std::fprintf(stderr, "  %-6s %6.2f s  %s%s%s\n", why.empty() ? "ok" : "FAILED", seconds, name.c_str(),
                 why.empty() ? "" : ": ", why.c_str());
  };
  const std::string arch = f.arch.substr(0, f.arch.find(':'));
  auto out = serve::profile_into(f.cache, arch, (*views)[grid::kGridFlavor]->get(), o, f.all);
  if (!out) return fail(out.error());
  std::cout << out->profiles.kernels.size() << " kernels profiled (" << out->stage1_kernels << " stage-1 kernels run, "
            << out->failed.size() << " failed, " << out->up_to_date << " already current) into "
            << serve::CostProfiles::path(f.cache).string() << "\n";
  for (auto& [name, why] : out->failed) std::cout << "  not profiled: " << name << ": " << why << "\n";
  return out->failed.empty() ? 0 : 1;
}

}  // namespace

void add_grid_profile_subcommand(CLI::App& grid, Context& ctx) {
  auto f = std::make_shared<ProfileFlags>();
  auto* sub = grid.add_subcommand("profile", "measure every cached kernel on the ISA executor for serving's cost model (DIR/profiles.json)");
  sub->add_option("--cache", f->cache, "the kernel cache (irgate grid compile --out)")->required();
  sub->add_option("--arch", f->arch, "the arch whose kernels to measure")->required();
  sub->add_option("--jobs", f->jobs, "kernels at once (default 2)")->check(CLI::Range(1, 64));
  sub->add_option("--checkpoint", f->checkpoint, "stage-1 kernels measured between writes of profiles.json (default 64)")
      ->check(CLI::Range(size_t(1), size_t(1) << 20));
  auto* only = sub->add_option("--only", f->only, "measure these cached stage-1 kernels again (the file's other profiles are kept)");
  sub->add_flag("--all", f->all, "measure every stage-1 kernel again (a new file)")->excludes(only);
  sub->callback([&ctx, f] { ctx.exit_code = run_profile(ctx, *f); });
}

}  // namespace irgate::tools
