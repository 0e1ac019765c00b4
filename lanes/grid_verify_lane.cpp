// lanes/grid_verify_lane.cpp — see grid_verify_lane.h.
#include "lanes/grid_verify_lane.h"

#include <cstdio>

#include <nlohmann/json.hpp>

#include "grid/cache_index.h"
#include "grid/request.h"
#include "grid/select.h"
#include "grid/verify.h"
#include "lanes/engines.h"
#include "support/json.h"
#include "support/median.h"

namespace irgate::lanes {
namespace {

std::string seconds_text(double s) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f", s);
  return buf;
}

}  // namespace

LaneReport run_grid_verify_lane(const std::filesystem::path& root, const GridVerifyLaneOptions& o) {
  auto not_run = [](const std::string& why, int exit_code = 2) {
    return lane_not_run("grid verify", "irgate grid verify", why, exit_code);
  };
  auto sel = grid::make_selection("", "", "", {}, o.shard);
  if (!sel) return not_run(sel.error().message);
  grid::VerifyOptions vo;
  vo.jobs = o.jobs;
  vo.timeout = std::chrono::milliseconds(static_cast<long>(o.timeout_s * 1000));
  vo.progress = o.progress;
  if (!runtime::executor_by_name(o.executor, vo.executor))
    return not_run("--executor wants ir, isa or both (got '" + o.executor + "')");
  const std::optional<runtime::InputsMode> inputs = runtime::inputs_mode_by_name(o.inputs);
  if (!inputs) return not_run("--inputs wants exact or random (got '" + o.inputs + "')");
  vo.inputs = *inputs;
  const std::optional<runtime::ToleranceBasis> tolerance = runtime::tolerance_basis_by_name(o.tolerance);
  if (!tolerance) return not_run("--tolerance wants worst-case or probabilistic (got '" + o.tolerance + "')");
  vo.tolerance = *tolerance;
  if (!std::filesystem::exists(grid::CacheIndex::index_path(o.cache))) return not_run(o.cache + " holds no index.json");
  auto views = load_flavor_view(root, grid::kGridFlavor);
  if (!views) return not_run(views.error().message, views.error().exit_code);
  auto idx = grid::CacheIndex::load(o.cache);
  if (!idx) return not_run(idx.error().message, idx.error().exit_code);
  const std::vector<std::pair<std::string, grid::CacheEntry>> all(idx->kernels.begin(), idx->kernels.end());
  const auto mine = grid::shard_of(*sel, all);  // map order = name order: deterministic shards
  if (mine.empty()) return not_run("no cached kernel in this selection", 1);

  const auto results = grid::verify_kernels(o.cache, mine, (*views)[grid::kGridFlavor]->get(), vo);
  LaneReport r;
  r.lane = "grid verify";
  size_t passed = 0;
  double seconds = 0;
  std::vector<double> each;
  nlohmann::json records = nlohmann::json::array();
  std::string failing;
  runtime::VerdictBasisCounts bases;  // of the kernels whose check ran
  for (const grid::Verified& v : results) {
    passed += v.passed();
    const std::string basis = v.basis ? runtime::verdict_basis_name(*v.basis) : "-";
    if (v.basis) bases.add(*v.basis);
    r.text += std::string(v.passed() ? "PASS" : "FAIL") + " (" + basis + ") " + v.name + "\n";
    seconds += v.seconds;
    each.push_back(v.seconds);
    const std::string verdict = runtime::verdict_name(v.verdict);
    if (!v.passed()) {
      r.text += "FAIL " + v.name + ": " + verdict + " " + v.detail + "\n";
      failing += "| `" + v.name + "` | " + verdict + " | " + markdown_cell(v.detail) + " |\n";
    }
    r.cases.push_back({v.name, v.passed(), v.passed() ? "" : verdict + ": " + v.detail, "grid_verify", ""});
    records.push_back({{"kernel", v.name}, {"verdict", verdict}, {"basis", basis}, {"passed", v.passed()}, {"detail", v.detail},
                       {"launches", v.launches}, {"seconds", v.seconds}});
  }
  r.summary = std::to_string(passed) + " of " + std::to_string(results.size()) + " kernel(s) pass on executor " +
              o.executor + " (" + o.inputs + " inputs); verdicts: " + bases.text();
  char line[256];
  std::snprintf(line, sizeof line, "grid verify: %zu of %zu kernel(s) pass on executor %s (%.1f s of emulation, median %.2f s a kernel); verdicts: %s\n",
                passed, results.size(), o.executor.c_str(), seconds, median(each), bases.text().c_str());
  r.text += line;
  r.markdown = r.summary + "; median " + seconds_text(median(each)) + " s a kernel.\n";
  if (!failing.empty()) r.markdown += "\n| kernel | verdict | detail |\n|---|---|---|\n" + failing;
  r.json = dump_json({{"schema", "irgate.grid_verify/v1"}, {"executor", o.executor}, {"inputs", o.inputs},
                      {"tolerance", o.tolerance}, {"verdict_bases", bases.text()}, {"kernels", records}});
  r.exit_code = passed == results.size() ? 0 : 1;
  return r;
}

}  // namespace irgate::lanes
