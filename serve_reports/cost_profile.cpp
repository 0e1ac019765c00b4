// serve_reports/cost_profile.cpp — see cost_profile.h.
#include "serve_reports/cost_profile.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <set>

#include "machine/arch.h"
#include "grid/cache_execution.h"
#include "grid/request.h"
#include "grid/verify.h"
#include "registry/families.h"
#include "registry/spec_fields.h"
#include "runtime/emulated_plan.h"
#include "runtime/isolated_numerics.h"
#include "runtime/numerics.h"
#include "serve/serve.h"
#include "toolchain/in_process/codegen.h"
#include "toolchain/parallel.h"

namespace irgate::serve {
namespace {

// A reduce helper runs in many stage-1 plans; its per-block cost does not depend on which.
constexpr size_t kRunsKept = 8;

// One launch as measured: the cached kernel it ran, and what the profile keeps of it.
struct Measured {
  std::string kernel, object_sha256;
  irg_request_t request{};
  int waves_per_block = 0;
  ProfileRun run;
};

struct Job {
  std::string name;
  irg_request_t request{};
  int32_t dtype = 0;
};

// Runs `job`'s plan on `shape` on the ISA executor; one Measured per launch, or why not.
Result<std::vector<Measured>> measure(const Job& job, const runtime::ProblemShape& shape, const ServingCache& cache,
                                      const grid::CacheIndex& index, const runtime::PlanRunOptions& base) {
  irg_problem_t problem{};
  auto plan = std::make_unique<irg_plan_t>();
  irg_refusal_t why{};
  if (runtime::plan_default_problem(*irg_reference_engine(), job.request, shape, job.dtype, problem, *plan, why) != IRG_STATUS_OK)
    return Error{std::string("plan refused: ") + why.id + ": " + why.text, 1};
  runtime::PlanRun run;
  if (auto s = runtime::run_plan_on_emulator(*irg_reference_engine(), *plan, problem, base, run); !s) return s.error();
  if (run.faulted() || run.launches.size() != size_t(plan->n_launches))
    return Error{"the ISA executor stopped: " + (run.report.findings.empty() ? std::string("a launch did not run") : run.report.findings[0].message), 1};
  std::vector<Measured> out;
  for (int i = 0; i < plan->n_launches; ++i) {
    const irg_launch_t& l = plan->launches[i];
    Measured m;
    m.kernel = cache.cached_kernel(l.request);
    if (m.kernel.empty()) return Error{"launch " + std::to_string(i) + " runs a kernel the cache lacks", 1};
    m.object_sha256 = index.kernels.at(m.kernel).object_sha256;
    m.request = l.request;
    const uint64_t items = uint64_t(l.block[0]) * l.block[1] * l.block[2];
    auto arch = emu::arch_info(l.request.arch);  // the executor just ran it: an unknown arch is a fault, not a default
    if (!arch) return arch.error();
    m.waves_per_block = int((items + arch->wave_size - 1) / arch->wave_size);
    m.run.blocks = int64_t(l.grid[0]) * l.grid[1] * l.grid[2];
    m.run.reduction_per_block = reduction_per_block(*plan, l, problem);
    for (auto& [pipe, cycles] : run.launches[i].report.pipe_cycles)
      m.run.cycles_per_block[pipe] = double(cycles) / double(std::max<int64_t>(1, m.run.blocks));
    out.push_back(std::move(m));
  }
  return out;
}

// The reduction positions a block of `job`'s own launch iterates on `shape`, from its plan alone
// (no run), or nullopt when the plan is refused.
std::optional<double> planned_reduction(const Job& job, const runtime::ProblemShape& shape) {
  irg_problem_t problem{};
  auto plan = std::make_unique<irg_plan_t>();
  irg_refusal_t why{};
  if (runtime::plan_default_problem(*irg_reference_engine(), job.request, shape, job.dtype, problem, *plan, why) != IRG_STATUS_OK)
    return std::nullopt;
  for (int i = 0; i < plan->n_launches; ++i)
    if (plan->launches[i].request.family == job.request.family) return reduction_per_block(*plan, plan->launches[i], problem);
  return std::nullopt;
}

// A fit needs two reduction lengths. Where the rungs give the kernel's blocks one (a stem's rows
// of 5 and 9 positions are both one step of its chunks), a run on `rung` with its rows widened,
// doubling until a block iterates another length, gives the slope; nullopt when no width within
// kMaxWidening does (or the plan is refused).
constexpr int kMaxWidening = 6;
std::optional<runtime::ProblemShape> wider_rows(const Job& job, const runtime::ProblemShape& rung, double measured) {
  for (int doubling = 1; doubling <= kMaxWidening; ++doubling) {
    runtime::ProblemShape wide = rung;
    wide.w = rung.w << doubling;
    auto r = planned_reduction(job, wide);
    if (!r) return std::nullopt;
    if (*r != measured) return wide;
  }
  return std::nullopt;
}

// The distinct reduction lengths `kernel`'s recorded runs cover.
std::set<double> reduction_lengths(const std::vector<Measured>& runs, const std::string& kernel) {
  std::set<double> lengths;
  for (const Measured& m : runs)
    if (m.kernel == kernel) lengths.insert(m.run.reduction_per_block);
  return lengths;
}

}  // namespace

Result<int> llc_occupancy(const std::string& ll, const std::string& arch) {
  toolchain::in_process::Codegen codegen;
  auto assembly = codegen.assembly_of(ll, arch);
  if (!assembly) return assembly.error();
  constexpr std::string_view kTag = "; Occupancy: ";
  const size_t at = assembly->find(kTag);
  if (at == std::string::npos) return Error{"llc printed no occupancy for the kernel", 1};
  return std::atoi(assembly->c_str() + at + kTag.size());
}

namespace {

// The profiles of one batch of stage-1 jobs: each job's plan on the two smallest rungs (and on
// wider rows when those give its blocks one reduction length), every launch's run recorded
// against the cached kernel it ran, then each kernel's occupancy from llc.
ProfileOutcome profile_batch(const std::vector<Job>& jobs, const std::string& arch, const ServingCache& cache,
                             const grid::CacheIndex& index, const runtime::PlanRunOptions& base, const ProfileOptions& options) {
  const std::vector<runtime::ProblemShape> ladder = grid::loop_covering_shapes();
  const std::vector<runtime::ProblemShape> shapes(ladder.begin(), ladder.begin() + 2);
  std::vector<std::vector<Measured>> measured(jobs.size());
  std::vector<std::string> failure(jobs.size());
  std::vector<double> seconds(jobs.size());
  toolchain::parallel_for(jobs.size(), options.jobs, [&](size_t i) {
    const auto start = std::chrono::steady_clock::now();
    for (const runtime::ProblemShape& shape : shapes) {
      auto m = measure(jobs[i], shape, cache, index, base);
      if (!m) {
        failure[i] = m.error().message;
        measured[i].clear();
        break;
      }
      for (Measured& x : *m) measured[i].push_back(std::move(x));
    }
    const std::set<double> lengths = reduction_lengths(measured[i], jobs[i].name);
    if (failure[i].empty() && lengths.size() == 1 && *lengths.begin() > 0)
      if (auto wide = wider_rows(jobs[i], shapes.back(), *lengths.begin())) {
        auto m = measure(jobs[i], *wide, cache, index, base);
        if (m) {
          for (Measured& x : *m) measured[i].push_back(std::move(x));
        } else {
          failure[i] = m.error().message;
          measured[i].clear();
        }
      }
    seconds[i] = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  }, [&](size_t, size_t i) { if (options.progress) options.progress(jobs[i].name, seconds[i], failure[i]); });

  ProfileOutcome out;
  out.stage1_kernels = jobs.size();
  std::map<std::string, const Measured*> first_of;  // per kernel, a launch that ran it (for its text)
  for (size_t i = 0; i < jobs.size(); ++i) {
    if (!failure[i].empty()) out.failed.emplace_back(jobs[i].name, failure[i]);
    for (const Measured& m : measured[i]) {
      KernelProfile& p = out.profiles.kernels[m.kernel];
      p.object_sha256 = m.object_sha256;
      p.waves_per_block = m.waves_per_block;
      if (p.runs.size() < kRunsKept) p.runs.push_back(m.run);
      first_of.emplace(m.kernel, &m);
    }
  }
  std::vector<std::string> names;
  for (auto& [name, m] : first_of) names.push_back(name);
  std::vector<std::string> occupancy_failure(names.size());
  std::mutex lock;
  toolchain::parallel_for(names.size(), options.jobs, [&](size_t i) {
    const grid::Emission em = grid::emit_reference(first_of.at(names[i])->request);
    Result<int> occupancy = em.ok() ? llc_occupancy(em.text, arch) : Result<int>(Error{em.refusal_id + ": " + em.refusal_text, 1});
    std::lock_guard<std::mutex> hold(lock);  // the profiles map is shared
    if (occupancy && *occupancy > 0) out.profiles.kernels[names[i]].occupancy = *occupancy;
    else occupancy_failure[i] = occupancy ? "llc reported occupancy 0" : occupancy.error().message;
  });
  for (size_t i = 0; i < names.size(); ++i) {
    if (occupancy_failure[i].empty()) continue;
    out.failed.emplace_back(names[i], "occupancy: " + occupancy_failure[i]);
    out.profiles.kernels.erase(names[i]);
  }
  return out;
}

bool is_stage1(const grid::CacheIndex& index, const std::string& kernel) {
  auto it = index.kernels.find(kernel);
  const registry::Family* family = it == index.kernels.end() ? nullptr : registry::family_by_name(it->second.family);
  return family && family->stage1;
}

// Folds `batch` into `into`. A stage-1 kernel measured afresh replaces its profile; a reduce helper
// of the same object adds its runs up to kRunsKept instead: it is measured through every plan that
// launches it, so its runs span batches and, after a resume, runs — and folded in job order they
// are the runs one uninterrupted run keeps.
void fold_profiles(CostProfiles& into, const CostProfiles& batch, const grid::CacheIndex& index) {
  if (!batch.model.empty()) into.model = batch.model;
  for (const auto& [name, p] : batch.kernels) {
    auto it = into.kernels.find(name);
    if (it == into.kernels.end() || is_stage1(index, name) || it->second.object_sha256 != p.object_sha256) {
      into.kernels[name] = p;
    } else {
      for (const ProfileRun& run : p.runs)
        if (it->second.runs.size() < kRunsKept) it->second.runs.push_back(run);
      if (it->second.occupancy == 0) it->second.occupancy = p.occupancy;
    }
    KernelProfile& kept = into.kernels[name];
    kept.per_block = fit_per_block(kept.runs);
  }
}

}  // namespace

Result<ProfileOutcome> profile_cache(const std::filesystem::path& dir, const grid::CacheIndex& index, const std::string& arch,
                                     const irg_arch_domain_t* domain, const ProfileOptions& options) {
  const ServingCache cache(index, arch, domain);
  std::vector<Job> jobs;
  for (const std::string& name : options.only)
    if (!index.kernels.count(name)) return Error{"grid profile: " + name + " is not a cached kernel of " + dir.string(), 2};
  size_t stage1 = 0, up_to_date = 0;
  for (auto& [name, entry] : index.kernels) {
    const registry::Family* family = registry::family_by_name(entry.family);
    if (entry.arch != arch || !family || !family->stage1) continue;
    ++stage1;
    if (!options.only.empty() && std::find(options.only.begin(), options.only.end(), name) == options.only.end()) continue;
    if (options.only.empty() && options.current && options.current->find(name, entry.object_sha256)) {
      ++up_to_date;
      continue;
    }
    auto request = grid::grid_request(entry.family, entry.arch, entry.spec, domain);
    if (!request) continue;  // serving lists it as unusable too
    jobs.push_back({name, *request, registry::dtype_by_name(entry.dtype)});
  }
  if (stage1 == 0) return Error{"grid profile: " + dir.string() + " holds no stage-1 kernel for " + arch, 1};
  ProfileOutcome out;
  out.up_to_date = up_to_date;
  if (jobs.empty()) return out;

  runtime::PlanRunOptions base;
  base.executor = runtime::Executor::isa;
  base.code_objects = runtime::code_objects_from(grid::code_objects_of(index, dir));
  base.disassemblers = std::make_shared<runtime::Disassemblers>();
  base.exec.check_races = base.exec.check_uninitialised = false;  // counts only: grid verify judged the values
  // index.toolchain is "<llc version> <llc options signature>": the version names the model.
  out.profiles.model = "LLVM " + index.toolchain.substr(0, index.toolchain.find(' ')) + " scheduling model of " + arch +
                       " (SISchedule.td, libLLVM MCSchedModel)";
  const size_t per_batch = options.checkpoint_every > 0 ? options.checkpoint_every : jobs.size();
  for (size_t first = 0; first < jobs.size(); first += per_batch) {
    const std::vector<Job> batch_jobs(jobs.begin() + first, jobs.begin() + std::min(jobs.size(), first + per_batch));
    ProfileOutcome batch = profile_batch(batch_jobs, arch, cache, index, base, options);
    fold_profiles(out.profiles, batch.profiles, index);
    out.stage1_kernels += batch.stage1_kernels;
    for (auto& failed : batch.failed) out.failed.push_back(std::move(failed));
    if (options.checkpoint)
      if (auto saved = options.checkpoint(out.profiles); !saved) return saved.error();
  }
  return out;
}

bool caches_stage1_kernel(const grid::CacheIndex& index, const std::string& arch) {
  for (auto& [name, entry] : index.kernels) {
    const registry::Family* family = registry::family_by_name(entry.family);
    if (entry.arch == arch && family && family->stage1) return true;
  }
  return false;
}

Result<ProfileOutcome> profile_into(const std::filesystem::path& dir, const std::string& arch, const irg_arch_domain_t* domain,
                                    ProfileOptions options, bool all) {
  if (!std::filesystem::exists(grid::CacheIndex::index_path(dir))) return Error{"--cache: " + dir.string() + " holds no index.json", 2};
  auto index = grid::CacheIndex::load(dir);
  if (!index) return index.error();
  auto kept = CostProfiles::load(dir);  // read first: a malformed file stops the run
  if (!kept) return kept.error();
  options.current = all ? nullptr : &*kept;
  // Every batch's profiles are folded into the file's and written whole (atomically): a run killed
  // at any moment keeps what its finished batches measured, and the next run skips them.
  const CostProfiles base = all ? CostProfiles{} : *kept;
  options.checkpoint = [&](const CostProfiles& so_far) -> Status {
    CostProfiles merged = base;
    fold_profiles(merged, so_far, *index);
    return merged.save(dir);
  };
  auto out = profile_cache(dir, *index, arch, domain, options);
  if (!out) return out.error();
  return out;
}

}  // namespace irgate::serve
