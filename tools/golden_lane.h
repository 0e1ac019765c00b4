// tools/golden_lane.h — the golden lane as `irgate golden …` and `irgate check` run it.
//
//   GoldenOptions o;                       // all flavors + canonical, all configs
//   int rc = golden_check(ctx, o, std::cout);   // 0 pass, 1 findings, 2 a corrupt golden file
#pragma once

#include <ostream>
#include <string>

#include <CLI/CLI.hpp>

#include "tools/context.h"

namespace irgate::tools {

struct GoldenOptions {
  std::string only_csv;  // families and/or config ids
  std::string flavor;    // a flavor name or "canonical"; empty = all
  std::string data;      // golden data folder; empty = <root>/golden/data
  bool explain = false;
  bool force = false;
};

int golden_check(const Context& ctx, const GoldenOptions& o, std::ostream& out);
int golden_record(const Context& ctx, const GoldenOptions& o, std::ostream& out);

}  // namespace irgate::tools
