// tools/cmd_golden.cpp — `irgate golden {check, record, accept, reject, pending}`.
//
//   irgate golden check [--only …] [--flavor F|canonical] [--explain]   (the only mode CI uses)
//   irgate golden record [--only …] [--flavor …] [--force]              (writes *.new beside the goldens)
//   irgate golden pending | accept | reject
#include <iostream>

#include <CLI/CLI.hpp>

#include "golden/store.h"
#include "lanes/golden_lane.h"
#include "support/data_root.h"
#include "tools/context.h"
#include "tools/lane_output.h"

namespace irgate::tools {
namespace {

using lanes::GoldenOptions;

int run_store(const Context& ctx, const GoldenOptions& o, const std::string& verb) {
  std::filesystem::path data = o.data.empty() ? data_dir(ctx.root(), DataDir::goldens) : std::filesystem::path(o.data);
  Result<std::vector<std::string>> lines = std::vector<std::string>{};
  if (verb == "pending") {
    lines = golden::pending(data);
  } else {
    auto lock = golden::RecordLock::acquire(data);
    if (!lock) return std::cerr << "irgate golden " << verb << ": " << lock.error().message << "\n", lock.error().exit_code;
    lines = verb == "accept" ? golden::accept(data) : golden::reject(data);
  }
  if (!lines) return std::cerr << "irgate golden " << verb << ": " << lines.error().message << "\n", 2;
  for (const auto& l : *lines) std::cout << l << "\n";
  if (lines->empty()) std::cout << "no pending golden files\n";
  return 0;
}

void add_selection(CLI::App* sub, GoldenOptions& o) {
  sub->add_option("--only", o.only_csv, "Family names and/or config ids, comma-separated");
  sub->add_option("--flavor", o.flavor, "One flavor, or canonical (default: all)");
  sub->add_option("--data", o.data, "Golden data folder (default: golden/data of the checkout)");
}

}  // namespace

void add_golden_command(CLI::App& app, Context& ctx) {
  auto o = std::make_shared<GoldenOptions>();
  CLI::App* golden = app.add_subcommand("golden", "SHA-256 goldens per config and flavor, and their re-recording");
  golden->require_subcommand(1);
  CLI::App* check = golden->add_subcommand("check", "Compare what the engine emits now with the blessed goldens");
  add_selection(check, *o);
  check->add_flag("--explain", o->explain, "Full IR diffs against the blessed texts");
  auto files = std::make_shared<ReportFiles>();
  add_report_flags(check, *files);
  check->callback([&ctx, o, files] {
    ctx.exit_code = emit_lanes({lanes::run_golden_lane(ctx.root(), *o)}, *files, "irgate golden check");
  });
  CLI::App* record = golden->add_subcommand("record", "Write pending *.new goldens for review (never in CI)");
  add_selection(record, *o);
  record->add_flag("--force", o->force, "Record even while parity is red");
  record->callback([&ctx, o] { ctx.exit_code = emit_lanes({lanes::record_goldens(ctx.root(), *o)}, {}, "irgate golden record"); });
  for (const char* verb : {"accept", "reject", "pending"}) {
    CLI::App* sub = golden->add_subcommand(verb, std::string(verb) + " the pending golden files");
    sub->add_option("--data", o->data, "Golden data folder (default: golden/data of the checkout)");
    sub->callback([&ctx, o, verb] { ctx.exit_code = run_store(ctx, *o, verb); });
  }
}

}  // namespace irgate::tools
