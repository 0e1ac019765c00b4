// tools/cmd_validate.cpp — `irgate validate`: the toolchain lane (lanes/toolchain_lane.h) on the
// command line: the resource table on stdout, the JSON report, and the failing modules kept.
//
//   irgate validate [--flavor F] [--only ID]... [--jobs N] [--json FILE] [--out DIR]
// Exit: 0 every kernel accepted and within budget; 1 a failure, or nothing validated; 2 bad input.
#include <CLI/CLI.hpp>

#include <filesystem>
#include <iostream>

#include "lanes/toolchain_lane.h"
#include "support/files.h"
#include "tools/context.h"

namespace irgate::tools {
namespace {

struct ValidateFlags {
  lanes::ToolchainLaneOptions lane;
  std::string json, out;
};

int run_validate(const Context& ctx, const ValidateFlags& f) {
  const lanes::ToolchainLane t = lanes::run_toolchain_lane(ctx.root(), f.lane);
  const lanes::LaneReport& r = t.report;
  (r.exit_code == 2 ? std::cerr : std::cout) << r.text;
  if (r.exit_code == 2) return 2;
  if (!f.json.empty())
    if (auto s = write_atomic(f.json, r.json); !s) return std::cerr << s.error().message << "\n", 2;
  if (!f.out.empty()) {
    const std::filesystem::path out(f.out);
    std::error_code ec;
    std::filesystem::create_directories(out, ec);
    auto a = write_atomic(out / "resources.md", r.markdown);
    auto b = write_atomic(out / "resources.json", r.json);
    if (!a || !b) return std::cerr << "irgate validate: cannot write into " << f.out << "\n", 2;
    for (const auto& [name, text] : t.failed_modules)
      if (auto w = write_atomic(out / name, text); !w) return std::cerr << w.error().message << "\n", 2;
  }
  return r.exit_code;
}

}  // namespace

void add_validate_command(CLI::App& app, Context& ctx) {
  auto f = std::make_shared<ValidateFlags>();
  auto* sub = app.add_subcommand("validate", "the toolchain lane: llvm-as, llc, ld.lld --no-undefined and resources");
  sub->add_option("--flavor", f->lane.flavor, "only this flavor (default: every flavor a config runs under)");
  sub->add_option("--only", f->lane.only, "only this config id (repeatable)");
  sub->add_option("--jobs", f->lane.jobs, "parallel kernels (default 2)")->check(CLI::Range(1, 64));
  sub->add_option("--timeout", f->lane.timeout_s, "seconds per subprocess (default 60)")->check(CLI::PositiveNumber);
  sub->add_option("--json", f->json, "write the JSON report here");
  sub->add_option("--out", f->out, "write resources.md, resources.json and failing modules into this folder");
  sub->callback([&ctx, f] { ctx.exit_code = run_validate(ctx, *f); });
}

}  // namespace irgate::tools
