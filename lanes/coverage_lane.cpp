// lanes/coverage_lane.cpp — see coverage_lane.h.
#include "lanes/coverage_lane.h"

#include "arch_domain/coverage.h"
#include "arch_domain/table.h"
#include "irgate/abi.h"
#include "registry/families.h"

namespace irgate::lanes {

LaneReport run_coverage_lane(const std::filesystem::path& root) {
  LaneReport r;
  r.lane = "coverage";
  size_t problems = 0;
  r.markdown = "| table | cells | problems |\n|---|---|---|\n";
  for (int f = 0; f < IRG_FLAVOR_COUNT; ++f) {
    const std::filesystem::path path = arch_domain::table_path(root, f);
    auto t = arch_domain::load_table(path);
    if (!t) {
      r.exit_code = 2;
      r.text = t.error().message + "\n";
      r.summary = t.error().message;
      return r;
    }
    const std::vector<std::string> found = arch_domain::coverage_problems(*t, f);
    size_t cells = 0;
    for (const auto& [key, per_arch] : t->keys) cells += per_arch.size();
    for (const std::string& p : found) {
      r.text += "FAIL " + path.filename().string() + ": " + p + "\n";
      r.cases.push_back({path.filename().string() + ": " + p, false, p});
    }
    if (found.empty()) r.cases.push_back({path.filename().string(), true, ""});
    r.markdown += "| `" + path.filename().string() + "` (" + registry::flavor_name(f) + ") | " + std::to_string(cells) +
                  " | " + (found.empty() ? "none" : "**" + std::to_string(found.size()) + "**") + " |\n";
    problems += found.size();
  }
  r.exit_code = problems ? 1 : 0;
  r.summary = std::to_string(IRG_FLAVOR_COUNT) + " tables, " + std::to_string(problems) + " problems";
  r.text += "coverage: " + std::string(problems ? "FAIL" : "PASS") + " (" + std::to_string(IRG_FLAVOR_COUNT) + " tables)\n";
  return r;
}

}  // namespace irgate::lanes
