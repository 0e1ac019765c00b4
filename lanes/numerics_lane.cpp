// lanes/numerics_lane.cpp — see numerics_lane.h.
#include "lanes/numerics_lane.h"

#include <atomic>
#include <cstdio>
#include <map>
#include <mutex>
#include <optional>
#include <set>
#include <thread>

#include <nlohmann/json.hpp>

#include "lanes/engines.h"
#include "parity/corpus.h"
#include "registry/families.h"
#include "runtime/isolated_numerics.h"
#include "support/json.h"

namespace irgate::lanes {
namespace {

// Which executors a case ran on, from its result ("ir+isa", "ir only", ...).
const char* executors_of(const runtime::NumericsResult& r, runtime::Executor asked) {
  if (asked != runtime::Executor::both) return runtime::executor_name(asked);
  if (r.detail.rfind("ir: ", 0) == 0) return "ir+isa";
  return r.detail.find("isa executor: not run (") != std::string::npos ? "ir only" : "both";
}

struct Case {
  const parity::Config* config;
  int flavor;
  // A shape of runtime::exact_stage_shapes: the case passes only if that stage got the exact rule.
  std::optional<runtime::ProblemShape> exact_shape;
  emu::WmmaModel model;
  runtime::NumericsResult result;
  bool passed() const {
    return result.verdict == runtime::Verdict::Pass && (!exact_shape || result.stage1_rule.rfind("exact: ", 0) == 0);
  }
};

std::string format(const char* fmt, auto... args) {
  char buf[512];
  std::snprintf(buf, sizeof buf, fmt, args...);
  return buf;
}

// The case's line, and for a failure its detail and the command that reproduces it.
std::string case_lines(const Case& k, const NumericsLaneOptions& o, runtime::Executor executor) {
  std::string s = format("%-8s config %d %-24s %-8s %-7s %-7s %d launches %12llu lane-instr %.2fs [%s]%s\n",
                         k.passed() ? "PASS" : runtime::verdict_name(k.result.verdict), k.config->id,
                         k.config->family_name.c_str(), k.config->arch.c_str(), registry::flavor_name(k.flavor),
                         emu::wmma_model_name(k.model), k.result.launches, (unsigned long long)k.result.lane_instructions,
                         k.result.seconds, executors_of(k.result, executor), k.exact_shape ? " exact-stage shape" : "");
  if (k.passed()) return s;
  s += k.result.detail;
  if (k.exact_shape && k.result.verdict == runtime::Verdict::Pass)
    s += "  the stage did not get the exact rule on its exact-stage shape: " + k.result.stage1_rule + "\n";
  const irg_problem_t& p = k.result.problem;
  const std::string shape = k.exact_shape ? " --problem " + std::to_string(p.n) + "," + std::to_string(p.hi) + "," +
                                               std::to_string(p.wi) + "," + std::to_string(p.groups)
                                         : "";
  s += "  reproduce: irgate run --config " + std::to_string(k.config->id) + " --flavor " + registry::flavor_name(k.flavor) +
       " --executor " + o.executor + shape + " --wmma-model " + emu::wmma_model_name(k.model) +
       (o.subnormal_inputs ? " --subnormal-inputs" : "") + " --inputs " + o.inputs + "\n";
  return s;
}

LaneReport bad_input(LaneReport r, const std::string& why) {
  r.exit_code = 2;
  r.summary = why;
  r.text = "irgate numerics: " + why + "\n";
  return r;
}

// The selection, each case once per model (and once more on each of its exact-stage shapes).
Result<std::vector<Case>> select_cases(const std::vector<parity::Config>& corpus, const NumericsLaneOptions& o,
                                       const std::vector<emu::WmmaModel>& models) {
  auto only = parity::parse_only(corpus, o.only);
  if (!only) return only.error();
  std::set<int> flavors;
  for (const std::string& f : o.flavors) {
    const int id = registry::flavor_by_name(f);
    if (id < 0) return Error{"unknown flavor " + f};
    flavors.insert(id);
  }
  std::vector<Case> cases;
  for (const parity::Config& c : corpus) {
    if (!parity::only_selects(*only, c)) continue;
    for (int f : c.flavors) {
      if (!flavors.empty() && !flavors.count(f)) continue;
      if (!c.expected(f).empty()) continue;  // an expected refusal emits nothing to run
      const std::vector<runtime::ProblemShape> exact_shapes = runtime::exact_stage_shapes(c.request(f, nullptr));
      for (emu::WmmaModel m : models) {
        cases.push_back({&c, f, std::nullopt, m, {}});
        for (const runtime::ProblemShape& shape : exact_shapes) cases.push_back({&c, f, shape, m, {}});
      }
    }
  }
  return cases;
}

// Family x flavor: cases passed of run; then every failing case with its reproduce line.
std::string markdown_of(const std::vector<Case>& cases, const NumericsLaneOptions& o, runtime::Executor executor) {
  std::map<std::pair<std::string, int>, std::pair<size_t, size_t>> cells;  // (family, flavor) -> (passed, cases)
  for (const Case& k : cases) {
    auto& [passed, run] = cells[{k.config->family_name, k.flavor}];
    passed += k.passed();
    ++run;
  }
  std::string md = "| family | flavor | cases | passed |\n|---|---|---|---|\n";
  for (const auto& [key, counts] : cells)
    md += "| `" + key.first + "` | " + registry::flavor_name(key.second) + " | " + std::to_string(counts.second) + " | " +
          (counts.first == counts.second ? std::to_string(counts.first) : "**" + std::to_string(counts.first) + "**") + " |\n";
  std::string failing;
  for (const Case& k : cases)
    if (!k.passed()) failing += "```\n" + case_lines(k, o, executor) + "```\n";
  if (!failing.empty()) md += "\nFailing cases:\n\n" + failing;
  md += "\nExecutor `" + o.executor + "`, WMMA model `" + o.wmma_model + "`" +
        (o.subnormal_inputs ? ", 16-bit subnormal inputs" : "") + ", inputs `" + o.inputs + "`.\n";
  return md;
}

}  // namespace

LaneReport run_numerics_lane(const std::filesystem::path& root, const NumericsLaneOptions& o) {
  LaneReport r;
  r.lane = "numerics";
  std::mutex print;
  auto emit = [&](const std::string& lines) {  // into the report, and to the caller as it happens
    std::lock_guard<std::mutex> lock(print);
    r.text += lines;
    if (o.on_line) o.on_line(lines);
  };
  auto corpus = parity::load_corpus(root);
  if (!corpus) return bad_input(r, corpus.error().message);
  runtime::Executor executor;
  if (!runtime::executor_by_name(o.executor, executor))
    return bad_input(r, "--executor wants ir, isa or both (got '" + o.executor + "')");
  const std::optional<runtime::InputsMode> inputs = runtime::inputs_mode_by_name(o.inputs);
  if (!inputs) return bad_input(r, "--inputs wants exact or random (got '" + o.inputs + "')");
  const irg_engine* engine = engine_by_name(o.engine);
  if (!engine) return bad_input(r, "unknown engine " + o.engine);
  auto views = load_views(root);
  if (!views) return bad_input(r, views.error().message);
  auto models = runtime::wmma_models_from_flag(o.wmma_model);
  if (!models) return bad_input(r, models.error().message);
  auto selected = select_cases(*corpus, o, *models);
  if (!selected) return bad_input(r, selected.error().message);
  std::vector<Case>& cases = *selected;
  if (cases.empty()) {  // fail closed
    r.exit_code = 1;
    r.summary = "the selection has no emitting config x flavor";
    emit("irgate numerics: " + r.summary + "\n");
    return r;
  }

  const auto timeout = std::chrono::milliseconds(static_cast<int64_t>(o.timeout_s * 1000));
  std::atomic<size_t> next{0};
  auto worker = [&] {
    runtime::IsolatedNumerics numerics(*engine);
    for (size_t i; (i = next++) < cases.size();) {
      Case& k = cases[i];
      irg_request_t req = k.config->request(k.flavor, (*views)[size_t(k.flavor)]->get());
      runtime::NumericsOptions no;
      no.seed = o.seed;
      no.schedule_seed = o.schedule_seed;
      no.executor = executor;
      no.wmma_model = k.model;
      no.subnormal_inputs = o.subnormal_inputs;
      no.inputs = *inputs;
      if (k.exact_shape) no.shape = *k.exact_shape;
      k.result = numerics.check(req, no, timeout);
      emit(case_lines(k, o, executor));
    }
  };
  std::vector<std::thread> pool;
  for (int j = 1; j < std::max(o.jobs, 1); ++j) pool.emplace_back(worker);
  worker();
  for (auto& t : pool) t.join();

  size_t passed = 0;
  std::map<std::string, size_t> launched_per_family;
  nlohmann::json report = nlohmann::json::array();
  for (const Case& k : cases) {
    passed += k.passed();
    launched_per_family[k.config->family_name] += k.result.launched();
    const std::string name = "config " + std::to_string(k.config->id) + " " + registry::flavor_name(k.flavor) + " " +
                             emu::wmma_model_name(k.model) + (k.exact_shape ? " exact-stage shape" : "");
    r.cases.push_back({name, k.passed(), k.passed() ? "" : runtime::verdict_name(k.result.verdict), k.config->family_name,
                       k.passed() ? "" : k.result.detail});
    report.push_back({{"config", k.config->id}, {"family", k.config->family_name}, {"arch", k.config->arch},
                      {"flavor", registry::flavor_name(k.flavor)}, {"verdict", runtime::verdict_name(k.result.verdict)},
                      {"shape", k.exact_shape ? "exact_stage" : "default"}, {"stage1_rule", k.result.stage1_rule},
                      {"executors", executors_of(k.result, executor)},
                      {"wmma_model", emu::wmma_model_name(k.model)}, {"subnormal_inputs", o.subnormal_inputs},
                      {"inputs", runtime::inputs_mode_name(k.result.inputs)},
                      {"launches", k.result.launches}, {"lane_instructions", k.result.lane_instructions},
                      {"max_abs_err", k.result.comparison.max_abs_err}, {"mismatches", k.result.comparison.mismatches}});
  }
  bool family_without_launch = false;
  for (const auto& [family, n] : launched_per_family) {
    if (n != 0) continue;
    emit("FAIL     family " + family + ": no kernel launched in any case\n");
    r.cases.push_back({"family " + family, false, "no kernel launched in any case", family, ""});
    family_without_launch = true;
  }
  r.summary = std::to_string(passed) + " of " + std::to_string(cases.size()) + " config x flavor x WMMA model cases passed";
  emit("numerics: " + r.summary + "\n");
  r.markdown = markdown_of(cases, o, executor);
  r.json = dump_json(report);
  r.exit_code = passed == cases.size() && !family_without_launch ? 0 : 1;
  return r;
}

}  // namespace irgate::lanes
