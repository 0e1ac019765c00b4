// lanes/grid_verify_lane.cpp — see grid_verify_lane.h.
#include "lanes/grid_verify_lane.h"

#include <cstdio>
#include <map>
#include <mutex>
#include <optional>

#include <nlohmann/json.hpp>

#include "grid/cache_index.h"
#include "grid/request.h"
#include "grid/select.h"
#include "grid/verify.h"
#include "lanes/engines.h"
#include "lanes/record_journal.h"
#include "support/json.h"
#include "support/median.h"

namespace irgate::lanes {
namespace {

// One kernel's record in the lane's JSON (and in its --resume journal).
nlohmann::json record_of(const grid::Verified& v) {
  return {{"kernel", v.name}, {"verdict", runtime::verdict_name(v.verdict)},
          {"basis", v.basis ? runtime::verdict_basis_name(*v.basis) : "-"}, {"passed", v.passed()},
          {"detail", v.detail}, {"launches", v.launches}, {"seconds", v.seconds}};
}

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

  nlohmann::json header{{"executor", o.executor}, {"inputs", o.inputs}, {"tolerance", o.tolerance}};
  if (!o.shard.empty()) header["shard"] = o.shard;
  // --resume: the kernels a killed run of these options on this cache finished are not run again.
  std::optional<RecordJournal> journal;
  if (!o.resume.empty()) {
    nlohmann::json run = header;
    run["cache"] = std::filesystem::absolute(o.cache).lexically_normal().string();
    auto j = RecordJournal::open(o.resume, run);
    if (!j) return not_run(j.error().message, j.error().exit_code);
    journal.emplace(std::move(*j));
  }
  std::vector<std::pair<std::string, grid::CacheEntry>> todo;
  for (const auto& k : mine)
    if (!journal || !journal->find(k.first)) todo.push_back(k);
  std::mutex journal_error_mutex;
  std::string journal_error;  // the first record that could not be appended (a full disk)
  const auto results = grid::verify_kernels(o.cache, todo, (*views)[grid::kGridFlavor]->get(), vo, [&](const grid::Verified& v) {
    if (!journal) return;
    if (auto s = journal->append(v.name, record_of(v)); !s) {
      std::lock_guard<std::mutex> hold(journal_error_mutex);
      if (journal_error.empty()) journal_error = s.error().message;
    }
  });
  if (!journal_error.empty()) return not_run(journal_error);
  std::map<std::string, nlohmann::json> fresh;
  for (const grid::Verified& v : results) fresh[v.name] = record_of(v);
  nlohmann::json records = nlohmann::json::array();
  for (const auto& [name, entry] : mine)  // name order, whichever run verified the kernel
    records.push_back(fresh.count(name) ? fresh[name] : *journal->find(name));
  LaneReport r = grid_verify_report(header, records);
  if (journal && journal->resumed() > 0)
    r.text = "grid verify: resumed " + std::to_string(mine.size() - todo.size()) + " kernel(s) an earlier run finished (" +
             o.resume + ")\n" + r.text;
  return r;
}

LaneReport grid_verify_report(const nlohmann::json& header, const nlohmann::json& records) {
  LaneReport r;
  r.lane = "grid verify";
  const std::string executor = header.value("executor", ""), inputs = header.value("inputs", "");
  size_t passed = 0;
  double seconds = 0;
  std::vector<double> each;
  std::string failing;
  runtime::VerdictBasisCounts bases;  // of the kernels whose check ran
  for (const nlohmann::json& k : records) {
    const std::string name = k.at("kernel"), verdict = k.at("verdict"), basis = k.at("basis"), detail = k.at("detail");
    const bool ok = k.at("passed").get<bool>();
    passed += ok;
    for (runtime::VerdictBasis b : runtime::VerdictBasisCounts::kAll)
      if (basis == runtime::verdict_basis_name(b)) bases.add(b);
    r.text += std::string(ok ? "PASS" : "FAIL") + " (" + basis + ") " + name + "\n";
    seconds += k.at("seconds").get<double>();
    each.push_back(k.at("seconds").get<double>());
    if (!ok) {
      r.text += "FAIL " + name + ": " + verdict + " " + detail + "\n";
      failing += "| `" + name + "` | " + verdict + " | " + markdown_cell(detail) + " |\n";
    }
    r.cases.push_back({name, ok, ok ? "" : verdict + ": " + detail, "grid_verify", ""});
  }
  r.summary = std::to_string(passed) + " of " + std::to_string(records.size()) + " kernel(s) pass on executor " +
              executor + " (" + inputs + " inputs); verdicts: " + bases.text();
  char line[256];
  std::snprintf(line, sizeof line, "grid verify: %zu of %zu kernel(s) pass on executor %s (%.1f s of emulation, median %.2f s a kernel); verdicts: %s\n",
                passed, records.size(), executor.c_str(), seconds, median(each), bases.text().c_str());
  r.text += line;
  r.markdown = r.summary + "; median " + seconds_text(median(each)) + " s a kernel.\n";
  if (!failing.empty()) r.markdown += "\n| kernel | verdict | detail |\n|---|---|---|\n" + failing;
  nlohmann::json json = header;
  json["schema"] = kGridVerifySchema;
  json["verdict_bases"] = bases.text();
  json["kernels"] = records;
  r.json = dump_json(json);
  r.exit_code = passed == records.size() && !records.empty() ? 0 : 1;
  return r;
}

}  // namespace irgate::lanes
