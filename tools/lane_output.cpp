// tools/lane_output.cpp — see lane_output.h.
#include "tools/lane_output.h"

#include <iostream>

#include <CLI/CLI.hpp>

#include "support/files.h"

namespace irgate::tools {

void add_report_flags(CLI::App* sub, ReportFiles& files) {
  sub->add_option("--json", files.json, "Write the JSON report here");
  sub->add_option("--junit", files.junit, "Write JUnit XML here (one test case per item checked)");
  sub->add_option("--markdown", files.markdown, "Write the Markdown a pull request pastes here");
}

void add_parity_flags(CLI::App* sub, lanes::ParityLaneOptions& o) {
  sub->add_option("--only", o.only_csv, "Family names and/or config ids, comma-separated");
  sub->add_option("--flavor", o.flavor, "One flavor (default: all)");
  sub->add_option("--out", o.run.out_dir, "Save mismatching texts under this folder");
  sub->add_option("--shard", o.shard, "i/n: run the i-th (0-based) of n deterministic parts");
  sub->add_option("--jobs", o.run.jobs, "Parallel pairs")->capture_default_str();
  sub->add_flag("!--no-isolate", o.run.isolate, "Run pairs in this process (faster, a crash ends the run)");
}

int emit_lanes(const std::vector<lanes::LaneReport>& reports, const ReportFiles& files, const std::string& who) {
  for (const lanes::LaneReport& r : reports) (r.exit_code == 2 ? std::cerr : std::cout) << r.text;
  int worst = lanes::lanes_exit_code(reports);
  const auto write = [&](const std::string& path, const std::string& bytes) {
    if (path.empty()) return;
    if (auto s = write_atomic(path, bytes); !s) {
      std::cerr << who << ": " << s.error().message << "\n";
      worst = 2;
    }
  };
  write(files.json, reports.size() == 1 ? reports.front().json : lanes::lanes_json(reports));
  write(files.junit, lanes::lanes_junit(reports));
  write(files.markdown, lanes::lanes_markdown(reports));
  return worst;
}

}  // namespace irgate::tools
