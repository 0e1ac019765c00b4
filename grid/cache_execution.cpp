// grid/cache_execution.cpp — see cache_execution.h.
#include "grid/cache_execution.h"

#include <algorithm>

#include "grid/request.h"
#include "grid/verify.h"

namespace irgate::grid {
namespace {

// The banked arches, from arches.def: wave32 and more than 256 addressable VGPRs.
bool arch_banks_vgprs(const std::string& arch) {
#define IRG_ARCH(Enum, name, family, wave, lds, first, dword3, cpol12, vgprs, vgprs_big, grid_yz) \
  if (arch == name) return wave == 32 && vgprs > 256;
#include "irgate/arches.def"
#undef IRG_ARCH
  return false;
}

std::string first_line(const std::string& text) {
  const size_t start = text.find_first_not_of(" \n");
  if (start == std::string::npos) return "";
  return text.substr(start, text.find('\n', start) - start);
}

}  // namespace

bool needs_execution(const CacheEntry& e) { return e.cached() && e.vgpr > 256 && arch_banks_vgprs(e.arch); }

std::string execution_exclusion_reason(const std::string& verdict, const std::string& detail) {
  const std::string line = first_line(detail);
  return "ISA executor: " + verdict + (line.empty() ? "" : ": " + line);
}

std::vector<runtime::ProblemShape> loop_covering_shapes() {
  std::vector<runtime::ProblemShape> shapes(4);
  const int64_t batch_and_extent[][3] = {{0, 0, 0}, {4, 17, 17}, {8, 33, 33}, {16, 65, 65}};
  for (size_t k = 0; k < shapes.size(); ++k)
    shapes[k].n = batch_and_extent[k][0], shapes[k].h = batch_and_extent[k][1], shapes[k].w = batch_and_extent[k][2];
  return shapes;
}

std::vector<GateRun> execute_on_isa(const std::filesystem::path& dir, const CacheIndex& idx, std::vector<GateCase>& cases,
                                    const GateOptions& o) {
  std::vector<GateRun> runs(cases.size());
  if (cases.empty()) return runs;
  runtime::CodeObjectFiles objects = code_objects_of(idx, dir);  // the plan's other launches
  for (const GateCase& c : cases)
    objects[c.entry->llvm_sha256] = CacheIndex::object_path(dir, c.entry->object_sha256).string();
  const VerifyOptions vo{o.jobs, o.timeout, false, runtime::Executor::isa, o.inputs};
  std::vector<size_t> climbing(cases.size());  // the cases still on the ladder
  for (size_t i = 0; i < cases.size(); ++i) climbing[i] = i;
  for (const runtime::ProblemShape& shape : loop_covering_shapes()) {
    if (climbing.empty()) break;
    std::vector<const irg_request_t*> requests;
    for (size_t i : climbing) requests.push_back(&cases[i].request);
    const std::vector<runtime::ProblemShape> shapes(climbing.size(), shape);
    const std::vector<runtime::NumericsResult> results = check_in_workers(requests, objects, vo, &shapes);
    std::vector<size_t> next;
    for (size_t k = 0; k < climbing.size(); ++k) {
      const size_t i = climbing[k];
      const runtime::NumericsResult& r = results[k];
      GateRun& run = runs[i];
      run.seconds += r.seconds;
      const bool larger = run.problems++ > 0;
      // A larger problem the plan refuses (an image past the kernel's bounds) ends the ladder.
      if (larger && r.verdict == runtime::Verdict::Refused) continue;
      if (r.verdict != runtime::Verdict::Pass || r.launches == 0) {  // zero launches ran nothing
        cases[i].entry->reason = execution_exclusion_reason(runtime::verdict_name(r.verdict), r.detail);
        cases[i].entry->object_sha256.clear();  // an excluded kernel references no object
        continue;
      }
      // A loop is left when no run so far took it: what this run left, of what earlier ones left.
      std::vector<std::string> left;
      for (const std::string& loop : r.loops_not_taken)
        if (!larger || std::find(run.loops_not_taken.begin(), run.loops_not_taken.end(), loop) != run.loops_not_taken.end())
          left.push_back(loop);
      run.loops = std::max(run.loops, r.loops);
      // Climb while the last rung took a branch no earlier one had (each rung costs about 4x the last).
      const bool progressed = !larger || left.size() < run.loops_not_taken.size();
      run.loops_not_taken = std::move(left);
      if (!run.loops_not_taken.empty() && progressed) next.push_back(i);
    }
    climbing = std::move(next);
  }
  return runs;
}

std::string loops_not_taken_text(const GateRun& run) {
  std::string text = std::to_string(run.loops - run.loops_not_taken.size()) + " of " + std::to_string(run.loops) +
                     " backward branches taken over " + std::to_string(run.problems) + " problems; not:";
  const size_t shown = std::min<size_t>(run.loops_not_taken.size(), 3);
  for (size_t k = 0; k < shown; ++k) text += " " + run.loops_not_taken[k].substr(run.loops_not_taken[k].find('@') + 1);
  if (shown < run.loops_not_taken.size()) text += " and " + std::to_string(run.loops_not_taken.size() - shown) + " more";
  return text;
}

Result<CachedGateResult> execute_cached_objects(CacheIndex& idx, const std::filesystem::path& dir,
                                                const irg_arch_domain_t* domain, const GateOptions& o) {
  CachedGateResult result;
  if (idx.isa_execution == kExecutionGateVersion) return result;
  std::vector<std::pair<std::string, CacheEntry>> banked;  // copies: a failing one moves to `excluded`
  for (const auto& [name, e] : idx.kernels)
    if (needs_execution(e) && std::filesystem::exists(CacheIndex::object_path(dir, e.object_sha256)))
      banked.emplace_back(name, e);  // a missing object is rebuilt by the compile, and gated then
  std::vector<GateCase> cases;
  for (auto& [name, e] : banked) {
    auto request = grid_request(e.family, e.arch, e.spec, domain);
    if (!request) return Error{"index entry " + name + ": " + request.error().message, request.error().exit_code};
    cases.push_back(GateCase{name, *request, &e});
  }
  const std::vector<GateRun> runs = execute_on_isa(dir, idx, cases, o);
  for (size_t i = 0; i < cases.size(); ++i) {
    result.seconds += runs[i].seconds;
    if (cases[i].entry->cached() && !runs[i].loops_not_taken.empty())
      result.loops_not_taken.emplace_back(cases[i].name, loops_not_taken_text(runs[i]));
  }
  result.executed = cases.size();
  for (const GateCase& c : cases)
    if (!c.entry->cached()) {
      result.exclusions.emplace_back(c.name, c.entry->reason);
      idx.put(c.name, *c.entry);
    }
  idx.isa_execution = kExecutionGateVersion;
  return result;
}

}  // namespace irgate::grid
