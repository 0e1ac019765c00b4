// parity/runner.cpp — see runner.h.
#include "parity/runner.h"

#include <algorithm>
#include <atomic>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <sstream>
#include <thread>

#include "parity/diff.h"
#include "parity/emit_worker.h"
#include "parity/verdict.h"
#include "registry/families.h"
#include "support/files.h"
#include "support/sha256.h"

namespace irgate::parity {
namespace {

std::string save(const std::string& out_dir, const Config& c, int flavor, const std::string& who,
                 const std::string& ext, const std::string& text) {
  if (out_dir.empty()) return "(not saved: pass --out DIR)";
  std::filesystem::path dir = std::filesystem::path(out_dir) / c.family_name;
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  std::filesystem::path p = dir / (std::to_string(c.id) + "." + registry::flavor_name(flavor) + "." + who + ext);
  if (auto s = write_atomic(p, text); !s) return "(not saved: " + s.error().message + ")";
  return p.string();
}

// The report of a MISMATCH: which text, the first differing line with context from both
// engines, a bounded unified diff, the saved texts and the command that reproduces it.
std::string mismatch_report(const Config& c, int flavor, const OutcomePair& pair, const std::string& out_dir) {
  bool ll_differs = pair.first.ll != pair.second.ll;
  const std::string& a = ll_differs ? pair.first.ll : pair.first.ir;
  const std::string& b = ll_differs ? pair.second.ll : pair.second.ir;
  const std::string ext = ll_differs ? ".ll" : ".ir";
  std::ostringstream out;
  out << (ll_differs ? "LLVM text" : "canonical IR") << " of config " << c.id << " (" << c.family_name << ", "
      << c.arch << ", " << registry::flavor_name(flavor) << ") differs\n";
  if (auto d = first_difference(a, b)) out << "first difference at line " << d->line << ":\n" << d->left << d->right;
  out << unified_diff(a, b, "reference" + ext, "twin" + ext, 60);
  out << "saved: " << save(out_dir, c, flavor, "reference", ext, a) << "\n";
  out << "       " << save(out_dir, c, flavor, "twin", ext, b) << "\n";
  out << "reproduce: irgate emit --config " << c.id << " --flavor " << registry::flavor_name(flavor) << " --engine twin"
      << (ll_differs ? "" : " --ir") << "   (and --engine reference)\n";
  return out.str();
}

}  // namespace

std::vector<Work> select_work(const std::vector<Config>& corpus, const RunOptions& o) {
  std::vector<Work> all;
  for (const Config& c : corpus) {
    if (!only_selects(o.only, c)) continue;
    for (int f : c.flavors)
      if (o.flavors.empty() || std::find(o.flavors.begin(), o.flavors.end(), f) != o.flavors.end())
        all.push_back({&c, f});
  }
  std::vector<Work> mine;
  for (size_t i = 0; i < all.size(); ++i)
    if (static_cast<int>(i % o.shard_count) == o.shard_index) mine.push_back(all[i]);
  return mine;
}

std::vector<std::string> requested_flavor_names(const RunOptions& o) {
  std::vector<std::string> names;
  for (int f = 0; f < IRG_FLAVOR_COUNT; ++f)
    if (o.flavors.empty() || std::find(o.flavors.begin(), o.flavors.end(), f) != o.flavors.end())
      names.push_back(registry::flavor_name(f));
  return names;
}

OutcomePair run_pair(const EnginePair& engines, const Config& c, int flavor, const Domains& domains) {
  irg_request_t req = c.request(flavor, domains[flavor]);
  return {run_engine(engines.reference, req), run_engine(engines.twin, req)};
}

PairResult judge(const Config& c, int flavor, const OutcomePair& pair, const std::string& out_dir) {
  PairResult r;
  r.id = c.id;
  r.family = c.family_name;
  r.arch = c.arch;
  r.flavor = registry::flavor_name(flavor);
  Verdict v = classify(pair, c.expected(flavor), &r.detail);
  r.verdict = verdict_name(v);
  r.refusal_id = pair.first.refusal_id;
  r.refusal_text = pair.first.refusal_text;
  if (!pair.first.ll.empty()) r.reference_sha256 = sha256_hex(pair.first.ll);
  if (!pair.second.ll.empty()) r.twin_sha256 = sha256_hex(pair.second.ll);
  r.ir_identical = !pair.first.ir.empty() && pair.first.ir == pair.second.ir;
  if (v == Verdict::MISMATCH && pair.first.status == IRG_STATUS_OK) r.report = mismatch_report(c, flavor, pair, out_dir);
  return r;
}

namespace {

PairResult crash_result(const Config& c, int flavor, const std::string& how) {
  PairResult r;
  r.id = c.id;
  r.family = c.family_name;
  r.arch = c.arch;
  r.flavor = registry::flavor_name(flavor);
  r.verdict = verdict_name(Verdict::CRASH);
  r.detail = "the engines' child process " + how;
  return r;
}

// The reference outcomes of whole configs, in Config::flavors order; a config with a crashed or
// unselected flavor is left out (its emissions are not known).
void keep_reference(const std::vector<Work>& work, std::vector<std::optional<EngineOutcome>>& outcomes,
                    EmissionsById& out) {
  std::map<const Config*, std::map<int, EngineOutcome*>> by_config;
  for (size_t i = 0; i < work.size(); ++i)
    if (outcomes[i]) by_config[work[i].config][work[i].flavor] = &*outcomes[i];
  for (auto& [config, per_flavor] : by_config) {
    if (per_flavor.size() != config->flavors.size()) continue;
    ConfigEmissions e;
    for (int flavor : config->flavors) append_outcome(e, std::move(*per_flavor.at(flavor)));
    out[config->id] = std::move(e);
  }
}

}  // namespace

std::vector<PairResult> run_parity(const EnginePair& engines, const std::vector<Config>& corpus, const Domains& domains,
                                   const RunOptions& o, EmissionsById* reference_out) {
  std::vector<Work> work = select_work(corpus, o);
  std::vector<PairResult> results(work.size());
  std::vector<std::optional<EngineOutcome>> reference(reference_out ? work.size() : 0);
  std::atomic<size_t> next{0};
  // Each thread keeps one worker process (support/worker.h) for all its pairs: a pair that
  // crashes or hangs it is that pair's CRASH, and the thread's next pair starts a new worker.
  auto worker = [&] {
    std::unique_ptr<EmitWorker> child;
    if (o.isolate) child = std::make_unique<EmitWorker>(std::vector<const irg_engine*>{engines.reference, engines.twin});
    for (size_t i; (i = next++) < work.size();) {
      const Work& w = work[i];
      std::optional<OutcomePair> pair;
      if (!child) {
        pair = run_pair(engines, *w.config, w.flavor, domains);
      } else if (auto outcomes = child->emit(w.config->request(w.flavor, domains[w.flavor]), o.timeout)) {
        pair = OutcomePair{std::move((*outcomes)[0]), std::move((*outcomes)[1])};
      } else {
        results[i] = crash_result(*w.config, w.flavor, outcomes.error().message);
        continue;
      }
      results[i] = judge(*w.config, w.flavor, *pair, o.out_dir);
      if (reference_out) reference[i] = std::move(pair->first);
    }
  };
  std::vector<std::thread> threads;
  for (int j = 1; j < std::max(1, o.jobs); ++j) threads.emplace_back(worker);
  worker();
  for (auto& t : threads) t.join();
  if (reference_out) keep_reference(work, reference, *reference_out);
  return results;
}

}  // namespace irgate::parity
