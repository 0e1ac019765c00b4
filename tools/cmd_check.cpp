// tools/cmd_check.cpp — `irgate check`: the pre-merge gate on the shipped configs.
//
// Lanes: parity (both engines, every config x flavor), golden (SHA-256 per config per flavor
// and canonical), coverage (every intrinsic key measured on every arch in every table). On
// request: --toolchain (`irgate validate`: llc, ld.lld, resources) and --numerics (`irgate
// numerics`: the emulator against the host reference). Exit 0 only if every lane passes.
//   irgate check [--toolchain] [--numerics] [--json FILE] [--junit FILE] [--out DIR]
#include <unistd.h>

#include <iostream>

#include "arch_domain/coverage.h"
#include "support/subprocess.h"
#include "tools/golden_lane.h"
#include "tools/parity_lane.h"

namespace irgate::tools {
namespace {

struct CheckOptions {
  ParityLaneOptions parity;
  bool toolchain = false, numerics = false;
};

int coverage_lane(const Context& ctx, std::ostream& out) {
  int problems = 0;
  for (int f = 0; f < IRG_FLAVOR_COUNT; ++f) {
    auto t = arch_domain::load_table(arch_domain::table_path(ctx.root(), f));
    if (!t) return std::cerr << t.error().message << "\n", 2;
    for (const std::string& p : arch_domain::coverage_problems(*t, f)) {
      out << "FAIL " << arch_domain::table_path(ctx.root(), f).filename().string() << ": " << p << "\n";
      ++problems;
    }
  }
  out << "coverage: " << (problems ? "FAIL" : "PASS") << " (" << IRG_FLAVOR_COUNT << " tables)\n";
  return problems ? 1 : 0;
}

// The optional lanes are the subcommands themselves, run as children of this binary.
int subcommand_lane(const std::string& name, std::ostream& out) {
  char self[4096];
  ssize_t n = ::readlink("/proc/self/exe", self, sizeof self - 1);
  if (n <= 0) return std::cerr << "irgate check: cannot find its own binary\n", 2;
  self[n] = '\0';
  ProcessOptions o;
  o.timeout = std::chrono::minutes(30);
  auto r = run_process({self, name}, o);
  if (!r) return std::cerr << "irgate check: " << r.error().message << "\n", 2;
  out << r->out << r->err;
  if (r->timed_out || r->signal) return 1;
  return r->exit_code;
}

int run_check(const Context& ctx, const CheckOptions& o) {
  int worst = 0;
  auto lane = [&](const char* name, int rc) {
    std::cout << "-- " << name << " lane: " << (rc == 0 ? "pass" : "FAIL") << "\n\n";
    worst = std::max(worst, rc);
  };
  std::cout << "== parity lane ==\n";
  lane("parity", parity_lane(ctx, o.parity, std::cout));
  std::cout << "== golden lane ==\n";
  lane("golden", golden_check(ctx, GoldenOptions{}, std::cout));
  std::cout << "== coverage lane ==\n";
  lane("coverage", coverage_lane(ctx, std::cout));
  if (o.toolchain) {
    std::cout << "== toolchain lane ==\n";
    lane("toolchain", subcommand_lane("validate", std::cout));
  }
  if (o.numerics) {
    std::cout << "== numerics lane ==\n";
    lane("numerics", subcommand_lane("numerics", std::cout));
  }
  std::cout << "irgate check: " << (worst == 0 ? "PASS" : "FAIL") << "\n";
  return worst;
}

}  // namespace

void add_check_command(CLI::App& app, Context& ctx) {
  auto o = std::make_shared<CheckOptions>();
  CLI::App* sub = app.add_subcommand("check", "The pre-merge gate: parity, golden and coverage over the shipped configs");
  sub->add_option("--json", o->parity.json, "Write the parity JSON report here");
  sub->add_option("--junit", o->parity.junit, "Write the parity JUnit XML here");
  sub->add_option("--out", o->parity.run.out_dir, "Save mismatching texts under this folder");
  sub->add_flag("--toolchain", o->toolchain, "Also compile, link and audit every kernel with the real toolchains");
  sub->add_flag("--numerics", o->numerics, "Also run every kernel on the emulator against the host reference");
  sub->callback([&ctx, o] { ctx.exit_code = run_check(ctx, *o); });
}

}  // namespace irgate::tools
