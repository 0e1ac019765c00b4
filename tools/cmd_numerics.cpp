// tools/cmd_numerics.cpp — `irgate numerics`: every emitting config x flavor of the corpus, on a
// small problem of its geometry, on the emulator vs the host reference.
//
//   irgate numerics [--only 232,233|direct_depthwise_wgrad] [--flavor llvm22] [--jobs 2] [--json FILE]
//                   [--executor ir|isa|both]
// --executor both (the default) runs each case on the IR emulator and, where the flavor's
// toolchain is installed, on the ISA executor too, and cross-checks the two dW
// (runtime/numerics_both.h); a case line ends in [ir+isa], [ir only] or [isa].
//                   [--wmma-model c_last|c_first|ftz16|all] [--subnormal-inputs]
// A config expected to emit that is refused fails; a selection with no case fails; a family
// in which nothing launched fails. Every case runs under each WMMA model asked for (all: every
// model of emulator/wmma_models.def) and passes only if it passes under each. A depthwise config runs twice: on the default (ragged) problem,
// and on one where each stage-1 element has one writer, which must get the exact rule for stage 1
// (runtime/depthwise_stage1_exact.h). Each thread's cases run in its worker process
// (runtime/isolated_numerics.h): a crash or a hang fails that case, names its cause, and the
// run goes on with a new worker. Exit: 0 all pass, 1 any failure, 2 usage.
#include <CLI/CLI.hpp>

#include <atomic>
#include <cstdio>
#include <iostream>
#include <map>
#include <mutex>
#include <set>
#include <thread>

#include "parity/corpus.h"
#include "runtime/depthwise_stage1_exact.h"
#include "runtime/isolated_numerics.h"
#include "support/files.h"
#include "tools/context.h"
#include "tools/engines.h"
#include "registry/families.h"

namespace irgate::tools {
namespace {

struct NumericsCliOptions {
  std::string only;
  std::vector<std::string> flavors;
  std::string engine = "reference";
  std::string json;
  int jobs = 1;
  uint64_t seed = 1;
  uint64_t schedule_seed = 0;
  double timeout_s = 300;
  std::string executor = "both";
  std::string wmma_model = "c_last";
  bool subnormal_inputs = false;
};

// Which executors a case ran on, from its result ("ir+isa", "ir only", ...).
const char* executors_of(const runtime::NumericsResult& r, runtime::Executor asked) {
  if (asked != runtime::Executor::both) return runtime::executor_name(asked);
  if (r.detail.rfind("ir: ", 0) == 0) return "ir+isa";
  return r.detail.find("isa executor: not run (") != std::string::npos ? "ir only" : "both";
}

struct Case {
  const parity::Config* config;
  int flavor;
  bool one_writer;  // depthwise on depthwise_single_writer_shape: stage 1 must be checked exactly
  emu::WmmaModel model;
  runtime::NumericsResult result;
  bool passed() const {
    return result.verdict == runtime::Verdict::Pass && (!one_writer || result.stage1_rule.rfind("exact: ", 0) == 0);
  }
};

int run_all(const Context& ctx, const NumericsCliOptions& o) {
  auto corpus = parity::load_corpus(ctx.root());
  if (!corpus) return std::cerr << "irgate numerics: " << corpus.error().message << "\n", 2;
  auto only = parity::parse_only(*corpus, o.only);
  if (!only) return std::cerr << "irgate numerics: " << only.error().message << "\n", 2;
  runtime::Executor executor;
  if (!runtime::executor_by_name(o.executor, executor))
    return std::cerr << "irgate numerics: --executor wants ir, isa or both (got '" << o.executor << "')\n", 2;
  const irg_engine* engine = engine_by_name(o.engine);
  if (!engine) return std::cerr << "irgate numerics: unknown engine " << o.engine << "\n", 2;
  std::set<int> flavors;
  for (const std::string& f : o.flavors) {
    int id = registry::flavor_by_name(f);
    if (id < 0) return std::cerr << "irgate numerics: unknown flavor " << f << "\n", 2;
    flavors.insert(id);
  }
  auto views = load_views(ctx.root());
  if (!views) return std::cerr << "irgate numerics: " << views.error().message << "\n", 2;
  auto models = runtime::wmma_models_from_flag(o.wmma_model);
  if (!models) return std::cerr << "irgate numerics: " << models.error().message << "\n", 2;
  std::vector<Case> cases;
  for (const parity::Config& c : *corpus) {
    if (!parity::only_selects(*only, c)) continue;
    for (int f : c.flavors) {
      if (!flavors.empty() && !flavors.count(f)) continue;
      if (!c.expected(f).empty()) continue;  // an expected refusal emits nothing to run
      for (emu::WmmaModel m : *models) {
        cases.push_back({&c, f, false, m, {}});
        if (c.family_name == "direct_depthwise_wgrad") cases.push_back({&c, f, true, m, {}});
      }
    }
  }
  if (cases.empty()) return std::cerr << "irgate numerics: the selection has no emitting config x flavor\n", 1;

  const auto timeout = std::chrono::milliseconds(static_cast<int64_t>(o.timeout_s * 1000));
  std::atomic<size_t> next{0};
  std::mutex print;
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
      if (k.one_writer) no.shape = runtime::depthwise_single_writer_shape(req.spec.depthwise);
      k.result = numerics.check(req, no, timeout);
      std::lock_guard<std::mutex> lock(print);
      std::printf("%-8s config %d %-24s %-8s %-7s %-7s %d launches %12llu lane-instr %.2fs [%s]%s\n",
                  k.passed() ? "PASS" : runtime::verdict_name(k.result.verdict), k.config->id,
                  k.config->family_name.c_str(), k.config->arch.c_str(), registry::flavor_name(k.flavor),
                  emu::wmma_model_name(k.model), k.result.launches, (unsigned long long)k.result.lane_instructions,
                  k.result.seconds, executors_of(k.result, executor), k.one_writer ? " one-writer shape" : "");
      if (!k.passed()) {
        std::fputs(k.result.detail.c_str(), stdout);
        if (k.one_writer && k.result.verdict == runtime::Verdict::Pass)
          std::printf("  stage 1 did not get the exact rule on the one-writer shape: %s\n", k.result.stage1_rule.c_str());
        const irg_problem_t& p = k.result.problem;
        const std::string shape = k.one_writer ? " --problem " + std::to_string(p.n) + "," + std::to_string(p.hi) + "," +
                                                     std::to_string(p.wi) + "," + std::to_string(p.groups)
                                               : "";
        std::printf("  reproduce: irgate run --config %d --flavor %s --executor %s%s --wmma-model %s%s\n", k.config->id,
                    registry::flavor_name(k.flavor), o.executor.c_str(), shape.c_str(), emu::wmma_model_name(k.model),
                    o.subnormal_inputs ? " --subnormal-inputs" : "");
      }
      std::fflush(stdout);
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
    report.push_back({{"config", k.config->id}, {"family", k.config->family_name}, {"arch", k.config->arch},
                      {"flavor", registry::flavor_name(k.flavor)}, {"verdict", runtime::verdict_name(k.result.verdict)},
                      {"shape", k.one_writer ? "one_writer" : "default"}, {"stage1_rule", k.result.stage1_rule},
                      {"executors", executors_of(k.result, executor)},
                      {"wmma_model", emu::wmma_model_name(k.model)}, {"subnormal_inputs", o.subnormal_inputs},
                      {"launches", k.result.launches}, {"lane_instructions", k.result.lane_instructions},
                      {"max_abs_err", k.result.comparison.max_abs_err}, {"mismatches", k.result.comparison.mismatches}});
  }
  bool family_without_launch = false;
  for (auto& [family, n] : launched_per_family) {
    if (n == 0) {
      std::printf("FAIL     family %s: no kernel launched in any case\n", family.c_str());
      family_without_launch = true;
    }
  }
  std::printf("numerics: %zu of %zu config x flavor x WMMA model cases passed\n", passed, cases.size());
  if (!o.json.empty())
    if (auto w = write_atomic(o.json, dump_json(report)); !w) return std::cerr << w.error().message << "\n", 2;
  return passed == cases.size() && !family_without_launch ? 0 : 1;
}

}  // namespace

void add_numerics_command(CLI::App& app, Context& ctx) {
  auto o = std::make_shared<NumericsCliOptions>();
  CLI::App* sub = app.add_subcommand("numerics", "Every emitting config x flavor on the IR emulator and the ISA executor vs the host reference");
  sub->add_option("--only", o->only, "Config ids or family names, comma-separated");
  sub->add_option("--flavor", o->flavors, "Flavors to run (repeatable; default all)");
  sub->add_option("--engine", o->engine, "reference | twin")->capture_default_str();
  sub->add_option("--jobs", o->jobs, "Worker threads")->capture_default_str();
  sub->add_option("--json", o->json, "Also write a JSON report here");
  sub->add_option("--seed", o->seed, "Seed of the input values")->capture_default_str();
  sub->add_option("--schedule-seed", o->schedule_seed, "Seeded wave interleaving (0: in order)")->capture_default_str();
  sub->add_option("--executor", o->executor,
                  "ir (the emitted LLVM IR) | isa (its compiled code objects) | both (cross-checked; the ISA "
                  "executor where the flavor's toolchain is installed)")
      ->capture_default_str();
  sub->add_option("--wmma-model", o->wmma_model, "WMMA arithmetic model: c_last | c_first | ftz16 | all (each case under each)")
      ->capture_default_str();
  sub->add_flag("--subnormal-inputs", o->subnormal_inputs, "Sprinkle 16-bit subnormals into X and dY (every 61st value)");
  sub->add_option("--timeout", o->timeout_s, "Seconds one case may take before it fails as a hang")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  sub->callback([o, &ctx] { ctx.exit_code = run_all(ctx, *o); });
}

}  // namespace irgate::tools
