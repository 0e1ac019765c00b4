// tools/parity_lane.h — the parity lane as `irgate parity` and `irgate check` run it: load the
// corpus and the arch-domain views, run both engines over the selection, print failures and the
// summary table, write the JSON report / JUnit file, return the exit code (0 pass, 1 fail, 2 bad
// input).
//
//   ParityLaneOptions o;  o.run.only = {"direct_wgrad_reduce"};
//   return parity_lane(ctx, o, std::cout);
#pragma once

#include <ostream>
#include <string>

#include <CLI/CLI.hpp>

#include "parity/runner.h"
#include "tools/context.h"

namespace irgate::tools {

struct ParityLaneOptions {
  parity::RunOptions run;
  std::string only_csv, flavor, shard, json, junit;
};

// Adds --only --flavor --out --json --junit --shard --jobs --no-isolate to a subcommand.
void add_parity_flags(CLI::App* sub, ParityLaneOptions& o);
int parity_lane(const Context& ctx, ParityLaneOptions o, std::ostream& out);
// Prints the failures and the summary of already-gathered results; returns 0 or 1.
int report_parity(const std::vector<parity::PairResult>& results, const std::vector<std::string>& flavors,
                  const ParityLaneOptions& o, std::ostream& out);

}  // namespace irgate::tools
