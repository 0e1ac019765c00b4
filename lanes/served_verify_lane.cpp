// lanes/served_verify_lane.cpp — see served_verify_lane.h.
#include "lanes/served_verify_lane.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <memory>
#include <mutex>
#include <optional>

#include <nlohmann/json.hpp>

#include "oracle/reference.h"
#include "grid/select.h"
#include "lanes/record_journal.h"
#include "grid/stale.h"
#include "grid/verify.h"
#include "runtime/numerics.h"
#include "lanes/engines.h"
#include "runtime/isolated_numerics.h"
#include "serve/miopen_line.h"
#include "support/json.h"
#include "toolchain/parallel.h"

namespace irgate::lanes {
namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

// The peak resident set (VmHWM) of a live process, in bytes; 0 when it cannot be read.
int64_t peak_resident_bytes(pid_t pid) {
  if (pid <= 0) return 0;
  std::ifstream status("/proc/" + std::to_string(pid) + "/status");
  for (std::string line; std::getline(status, line);)
    if (line.rfind("VmHWM:", 0) == 0) return std::stoll(line.substr(6)) * 1024;
  return 0;
}

std::string gib_text(double bytes) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f GiB", bytes / kGiB);
  return buf;
}

// One served problem of the coverage report and what became of it.
struct Job {
  const serve::CoverageRow* row = nullptr;
  irg_problem_t problem{};
  std::string skipped;  // why it did not run ("" when it ran)
  runtime::NumericsResult result;
  int64_t estimate = 0, worker_peak = 0;
  const nlohmann::json* resumed = nullptr;  // the record an earlier run finished (--resume)
};

// One problem's record in the lane's JSON (and in its --resume journal).
nlohmann::json record_of(const Job& j) {
  const bool ran = j.skipped.empty();
  const bool ok = ran && j.result.verdict == runtime::Verdict::Pass && j.result.launched();
  return {{"problem", j.row->problem},
          {"layers", j.row->layers},
          {"kernel", j.row->served->kernel},
          {"verdict", ran ? runtime::verdict_name(j.result.verdict) : "SKIPPED"},
          {"basis", ran ? runtime::verdict_basis_name(j.result.basis) : "-"},
          {"passed", ok},
          {"detail", ran ? (ok ? j.result.inputs_rule : j.result.detail) : j.skipped},
          {"seconds", j.result.seconds},
          {"lane_instructions", j.result.lane_instructions},
          {"estimated_peak_bytes", j.estimate},
          {"worker_peak_bytes", j.worker_peak}};
}

// The problem the row's canonical line describes, as coverage served it.
Result<irg_problem_t> problem_of(const serve::CoverageRow& row, int32_t dw_dtype) {
  auto conv = serve::parse_miopen_line(row.problem);
  if (!conv) return conv.error();
  return serve::wgrad_problem(*conv, dw_dtype ? dw_dtype : conv->dtype);
}

// Whether the check ran the problem it was asked to (a kernel that reads its geometry at run time
// is otherwise verified on numerics' defaults: the `run --cache` bug this guards against).
bool ran_the_problem(const irg_problem_t& asked, const irg_problem_t& ran) {
  return asked.n == ran.n && asked.hi == ran.hi && asked.wi == ran.wi && asked.groups == ran.groups &&
         asked.cpg == ran.cpg && asked.kpg == ran.kpg && asked.filter_h == ran.filter_h &&
         asked.filter_w == ran.filter_w && asked.stride_h == ran.stride_h && asked.stride_w == ran.stride_w &&
         asked.pad_h == ran.pad_h && asked.pad_w == ran.pad_w && asked.dilation_h == ran.dilation_h &&
         asked.dilation_w == ran.dilation_w && asked.dtype == ran.dtype && asked.dw_dtype == ran.dw_dtype;
}

}  // namespace

int64_t estimated_peak_bytes(const irg_problem_t& p, const int64_t (&buffer_bytes)[IRG_BUF_COUNT]) {
  // X and dY are held once, in their dtype, in the executor's memory (the plan's buffers), which
  // is released before the host references run; those draw the inputs again a chunk of images at
  // a time (runtime::reference_working_bytes). So the peak is the larger of the two phases, over
  // a process's own 256 MiB (LLVM, the code objects) and dW as the kernel left it, decoded, and as
  // the reference's fp32 and integer sums (24 bytes an element). Measured: docs/grid.md.
  int64_t buffers = 0;
  for (int b = 1; b < IRG_BUF_COUNT; ++b) buffers += buffer_bytes[b];
  return int64_t(256) * 1024 * 1024 + std::max(buffers, runtime::reference_working_bytes(p)) + 24 * emu::dw_elements(p);
}

LaneReport run_served_verify_lane(const serve::CoverageReport& coverage, const std::string& cache_dir,
                                  const grid::CacheIndex& index, const ServedVerifyOptions& o) {
  auto not_run = [](const std::string& why, int exit_code = 2) {
    return lane_not_run("coverage verify", "irgate grid coverage --verify", why, exit_code);
  };
  runtime::NumericsOptions no;
  if (!runtime::executor_by_name(o.executor, no.executor))
    return not_run("--executor wants ir, isa or both (got '" + o.executor + "')");
  const std::optional<runtime::InputsMode> inputs = runtime::inputs_mode_by_name(o.inputs);
  if (!inputs) return not_run("--inputs wants exact or random (got '" + o.inputs + "')");
  no.inputs = *inputs;
  const std::optional<runtime::ToleranceBasis> tolerance = runtime::tolerance_basis_by_name(o.tolerance);
  if (!tolerance) return not_run("--tolerance wants worst-case or probabilistic (got '" + o.tolerance + "')");
  no.tolerance = *tolerance;
  if (o.jobs < 1 || o.memory_budget_gib <= 0 || o.timeout_s <= 0)
    return not_run("--jobs, --memory-budget and --timeout want positive numbers");
  const double per_job = o.memory_budget_gib * kGiB / o.jobs;
  auto shard = grid::make_selection("", "", "", {}, o.shard);
  if (!shard) return not_run(shard.error().message);

  std::vector<Job> jobs;
  size_t served = 0;  // position among the served problems: the shard keeps p mod n == i
  for (const serve::CoverageRow& row : coverage.rows) {
    if (!row.served) continue;
    if (static_cast<int>(served++ % static_cast<size_t>(shard->shard_count)) != shard->shard_index) continue;
    Job j;
    j.row = &row;
    auto p = problem_of(row, o.dw_dtype);
    if (!p) return not_run(row.problem + ": " + p.error().message);
    j.problem = *p;
    j.estimate = estimated_peak_bytes(j.problem, row.served->plan->buffer_bytes);
    if (double(j.estimate) > per_job)
      j.skipped = "needs about " + gib_text(double(j.estimate)) + ", over the budget of one job (" +
                  gib_text(per_job) + " = --memory-budget / --jobs)";
    for (const std::string& name : row.served->launch_kernels) {
      if (!j.skipped.empty()) break;
      const grid::CacheEntry* entry = index.find(name);
      const std::string why = entry ? grid::stale_reason(cache_dir, name, *entry, row.served->request.domain)
                                    : "not in the cache's index";
      if (!why.empty()) j.skipped = "stale kernel " + name + ": " + why;
    }
    jobs.push_back(std::move(j));
  }
  if (jobs.empty())
    return not_run("the cache serves none of " + std::to_string(coverage.problems) + " problems" +
                       (o.shard.empty() ? "" : " in shard " + o.shard) + ": nothing to run",
                   1);

  // --resume: the problems a killed run of these options on this cache finished are not run again.
  std::optional<RecordJournal> journal;
  if (!o.resume.empty()) {
    const nlohmann::json run{{"executor", o.executor}, {"inputs", o.inputs}, {"tolerance", o.tolerance},
                             {"memory_budget_gib", o.memory_budget_gib}, {"dw_dtype", o.dw_dtype}, {"shard", o.shard},
                             {"cache", std::filesystem::absolute(cache_dir).lexically_normal().string()}};
    auto opened = RecordJournal::open(o.resume, run);
    if (!opened) return not_run(opened.error().message, opened.error().exit_code);
    journal.emplace(std::move(*opened));
    for (Job& j : jobs) j.resumed = journal->find(j.row->problem);
  }
  std::string journal_error;  // the first record that could not be appended (a full disk)

  const runtime::CodeObjectFiles objects = grid::code_objects_of(index, cache_dir);
  const int workers = std::max(1, std::min<int>(o.jobs, int(jobs.size())));
  std::vector<std::unique_ptr<runtime::IsolatedNumerics>> numerics;
  for (int w = 0; w < workers; ++w)
    numerics.push_back(std::make_unique<runtime::IsolatedNumerics>(*irg_reference_engine(), objects));
  const auto timeout = std::chrono::milliseconds(int64_t(o.timeout_s * 1000));
  const auto started = std::chrono::steady_clock::now();
  std::mutex print;
  size_t finished = 0;
  toolchain::parallel_for_workers(jobs.size(), workers, [&](size_t w, size_t i) {
    Job& j = jobs[i];
    if (j.resumed) return;
    if (j.skipped.empty()) {
      runtime::NumericsOptions mine = no;
      mine.shape = runtime::shape_of(j.problem);
      mine.dw_dtype = j.problem.dw_dtype;
      j.result = numerics[w]->check(j.row->served->request, mine, timeout);
      j.worker_peak = peak_resident_bytes(numerics[w]->pid());
      if (j.result.verdict == runtime::Verdict::Pass && !ran_the_problem(j.problem, j.result.problem)) {
        j.result.verdict = runtime::Verdict::Error;
        j.result.detail = "the check ran another problem than the one served";
      }
    }
    const std::lock_guard<std::mutex> lock(print);
    if (journal)
      if (auto s = journal->append(j.row->problem, record_of(j)); !s && journal_error.empty()) journal_error = s.error().message;
    if (!o.progress) return;
    ++finished;
    if (!j.skipped.empty())
      std::fprintf(stderr, "[%zu/%zu] SKIPPED %s: %s\n", finished, jobs.size(), j.row->problem.c_str(), j.skipped.c_str());
    else
      std::fprintf(stderr, "[%zu/%zu] %s (%s) %s: %.1f s, %.0f M lane-instructions, worker peak %s\n", finished,
                   jobs.size(), runtime::verdict_name(j.result.verdict), runtime::verdict_basis_name(j.result.basis),
                   j.row->problem.c_str(), j.result.seconds,
                   double(j.result.lane_instructions) / 1e6, gib_text(double(j.worker_peak)).c_str());
  });
  const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();

  if (!journal_error.empty()) return not_run(journal_error);
  nlohmann::json records = nlohmann::json::array();
  size_t resumed = 0;
  for (const Job& j : jobs) {
    records.push_back(j.resumed ? *j.resumed : record_of(j));
    resumed += j.resumed != nullptr;
  }
  nlohmann::json header{{"executor", o.executor}, {"inputs", o.inputs}, {"memory_budget_gib", o.memory_budget_gib},
                        {"jobs", workers}, {"tolerance", o.tolerance}, {"wall_seconds", wall}};
  if (!o.shard.empty()) header["shard"] = o.shard;
  LaneReport r = served_verify_report(header, records);
  if (resumed > 0)
    r.text = "coverage verify: resumed " + std::to_string(resumed) + " problem(s) an earlier run finished (" + o.resume +
             ")\n" + r.text;
  return r;
}

LaneReport served_verify_report(const nlohmann::json& header, const nlohmann::json& records) {
  LaneReport r;
  r.lane = "coverage verify";
  size_t passed = 0, skipped = 0, failed = 0;
  runtime::VerdictBasisCounts bases;  // of the problems that ran
  double seconds = 0;
  int64_t peak = 0;
  std::string table;
  for (const nlohmann::json& k : records) {
    const std::string problem = k.at("problem"), verdict = k.at("verdict"), basis = k.at("basis"), detail = k.at("detail");
    const bool ran = verdict != "SKIPPED", ok = k.at("passed").get<bool>();
    passed += ok, skipped += !ran, failed += ran && !ok;
    const double s = k.at("seconds").get<double>();
    seconds += s;
    peak = std::max(peak, k.at("worker_peak_bytes").get<int64_t>());
    for (runtime::VerdictBasis b : runtime::VerdictBasisCounts::kAll)
      if (ran && basis == runtime::verdict_basis_name(b)) bases.add(b);
    if (!ok) r.text += verdict + " " + problem + ": " + detail + "\n";
    std::string layers;
    for (const auto& l : k.at("layers")) layers += (layers.empty() ? "" : ", ") + l.get<std::string>();
    char line[96];
    std::snprintf(line, sizeof line, "%.1f | %.0f", s, double(k.at("lane_instructions").get<int64_t>()) / 1e6);
    table += "| `" + problem + "` | " + markdown_cell(layers) + " | " + verdict + " | " + basis + " | " + line + " | " +
             markdown_cell(ok ? "" : detail) + " |\n";
    r.cases.push_back({problem, ok, ok ? "" : verdict + ": " + detail, "coverage_verify", ""});
  }
  char totals[320];
  std::snprintf(totals, sizeof totals,
                "%zu of %zu served problems pass at full size on executor %s (%s inputs); %zu skipped, %zu failed; "
                "%.0f s of emulation, %.0f s wall, worker peak %s",
                passed, records.size(), header.value("executor", "").c_str(), header.value("inputs", "").c_str(), skipped,
                failed, seconds, header.value("wall_seconds", 0.0), gib_text(double(peak)).c_str());
  r.summary = std::string(totals) + "; verdicts: " + bases.text();
  r.text += "coverage verify: " + r.summary + "\n";
  r.markdown = r.summary + ".\n\n| problem | layers | verdict | basis | seconds | M lane-instructions | detail |\n" +
               "|---|---|---|---|---|---|---|\n" + table;
  nlohmann::json json = header;
  json["schema"] = kServedVerifySchema;
  json["verdict_bases"] = bases.text();
  json["worker_peak_bytes"] = peak;
  json["problems"] = records;
  r.json = dump_json(json);
  r.exit_code = passed == records.size() && !records.empty() ? 0 : 1;
  return r;
}

std::string coverage_verify_markdown(const std::string& coverage_markdown, const std::string& verified_markdown) {
  return coverage_markdown + "\n## Verified at full size\n\n" + verified_markdown;
}

}  // namespace irgate::lanes
