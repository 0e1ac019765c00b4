// grid/cache_execution.cpp — see cache_execution.h.
#include "grid/cache_execution.h"


#include "grid/request.h"
#include "grid/verify.h"

namespace irgate::grid {
namespace {

// The banked arches, from arches.def: wave32 and more than 256 addressable VGPRs.
bool arch_banks_vgprs(const std::string& arch) {
#define IRG_ARCH(Enum, name, family, wave, lds, first, dword3, cpol12, vgprs, vgprs_big) \
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

std::vector<double> execute_on_isa(const std::filesystem::path& dir, const CacheIndex& idx, std::vector<GateCase>& cases,
                                   const GateOptions& o) {
  std::vector<double> seconds(cases.size(), 0.0);
  if (cases.empty()) return seconds;
  runtime::CodeObjectFiles objects = code_objects_of(idx, dir);  // the plan's other launches
  std::vector<const irg_request_t*> requests;
  for (const GateCase& c : cases) {
    objects[c.entry->llvm_sha256] = CacheIndex::object_path(dir, c.entry->object_sha256).string();
    requests.push_back(&c.request);
  }
  const VerifyOptions vo{o.jobs, o.timeout, false, runtime::Executor::isa, o.inputs};
  const std::vector<runtime::NumericsResult> results = check_in_workers(requests, objects, vo);
  for (size_t i = 0; i < cases.size(); ++i) {
    const runtime::NumericsResult& r = results[i];
    seconds[i] = r.seconds;
    if (r.verdict == runtime::Verdict::Pass && r.launches > 0) continue;  // zero launches ran nothing
    cases[i].entry->reason = execution_exclusion_reason(runtime::verdict_name(r.verdict), r.detail);
    cases[i].entry->object_sha256.clear();  // an excluded kernel references no object
  }
  return seconds;
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
  for (double s : execute_on_isa(dir, idx, cases, o)) result.seconds += s;
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
