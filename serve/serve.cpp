// serve/serve.cpp — see serve.h.
#include "serve/serve.h"

#include <algorithm>
#include <map>
#include <string_view>
#include <tuple>

#include "grid/request.h"
#include "registry/engine.h"
#include "registry/families.h"
#include "registry/spec_fields.h"
#include "serve/static_estimate.h"

namespace irgate::serve {
namespace {

constexpr size_t kRefusalTextsShown = 6;  // distinct refusal texts a declined family lists

// How a plan's launch finds its cached kernel: the family and the spec's bytes (requests are
// built from zeroed structs on both sides, grid_request and the engine's plan).
std::string cached_launch_key(const irg_request_t& r) {
  return std::to_string(r.family) + ":" + std::string(reinterpret_cast<const char*>(&r.spec), sizeof r.spec);
}

std::string served_dtype_name(int32_t dtype) {
  return dtype == IRG_DTYPE_F16 ? "fp16" : dtype == IRG_DTYPE_BF16 ? "bf16" : dtype == IRG_DTYPE_F32 ? "fp32" : "dtype#" + std::to_string(dtype);
}

// The plan refusals that say a kernel does not fit the problem (a build-time field differs, or the
// kernel cannot run the problem's channel counts): the normal case, not a skip worth naming.
bool does_not_fit(std::string_view refusal) {
  for (std::string_view id : {"plan_problem_mismatch", "plan_problem_granule", "img_tdm_channels"})
    if (refusal.substr(0, refusal.find(':')) == id) return true;
  return false;
}

// One line per distinct reason: first those of kernels that fit the problem but could not serve
// it (the actionable ones: a missing reduce kernel, an overflowing kernarg), then specs that do
// not fit; most frequent first within each; past kRefusalTextsShown lines the rest is counted.
std::string refusal_tally_text(const std::map<std::string, size_t>& tally) {
  struct Row {
    bool mismatch;
    size_t count;
    std::string text;
  };
  std::vector<Row> rows;
  for (auto& [text, count] : tally) rows.push_back({does_not_fit(text), count, text});
  std::sort(rows.begin(), rows.end(), [](const Row& a, const Row& b) {
    return std::tie(a.mismatch, b.count, a.text) < std::tie(b.mismatch, a.count, b.text);
  });
  std::string out;
  size_t hidden = 0;
  for (size_t i = 0; i < rows.size(); ++i) {
    if (i < kRefusalTextsShown) out += "\n      " + std::to_string(rows[i].count) + " x " + rows[i].text;
    else hidden += rows[i].count;
  }
  if (hidden) out += "\n      ... and " + std::to_string(hidden) + " more for " + std::to_string(rows.size() - kRefusalTextsShown) + " other reasons";
  return out;
}

// The cached kernel of every launch, or why one is missing ("" in `missing` when all are cached).
std::vector<std::string> cached_launch_kernels(const irg_plan_t& plan, const std::map<std::string, std::string>& by_key,
                                        std::string& missing) {
  std::vector<std::string> names;
  for (int i = 0; i < plan.n_launches; ++i) {
    auto it = by_key.find(cached_launch_key(plan.launches[i].request));
    if (it != by_key.end()) {
      names.push_back(it->second);
      continue;
    }
    const grid::Emission em = grid::emit_reference(plan.launches[i].request);
    missing = "its plan needs " + (em.stamp.empty() ? em.refusal_id : em.stamp) + ", which the cache does not hold";
    return {};
  }
  return names;
}

// Every stage-1 family splits dW across grid.x and adds into each dW element once per block
// along y and z (docs/kernels.md §Launch plans), so a slice's launch adds grid.y · grid.z times
// into every element: the first cost serving minimises (docs/grid.md §Serving).
int64_t atomics_per_dw_element(const irg_plan_t& plan, int32_t family) {
  int64_t atomics = 0;
  for (int i = 0; i < plan.n_launches; ++i)
    if (plan.launches[i].request.family == family)
      atomics += int64_t(plan.launches[i].grid[1]) * plan.launches[i].grid[2];
  return atomics;
}

// Why `family` cannot serve `problem` at all, in the engine's own words: the family's default
// spec with every knob families.def ties to the problem (dtype, filter, stride, padding, tied
// channels; a RUNTIME_ field stays 0, the kernel reads it) set from it, planned on the problem. "" when that spec plans: then only the cached knob values
// decide. No rule is restated here; the validator and the plan are the rules.
std::string family_refusal(const registry::Family& family, const std::string& arch, const irg_problem_t& problem,
                           const irg_arch_domain_t* domain) {
  irg_request_t probe = irg_request_default(family.id, grid::kGridFlavor, arch.c_str());
  probe.domain = domain;
  for (const registry::SpecField& f : registry::spec_fields(family.id))
    if (f.tied()) registry::set_field_value(probe, f, int32_t(registry::problem_value(problem, f.problem)));
  const registry::Planned planned = registry::Engine(irg_reference_engine()).plan(probe, problem);
  return planned.ok() ? "" : planned.refusal_id + ": " + planned.refusal_text;
}

// A family whose cached kernels may read their geometry at run time (a RUNTIME_OR_ spec field):
// its baked probe speaks for its baked kernels only, so a refusal of the probe does not decline
// the family — its run-time-geometry kernels are planned one by one like any other.
bool may_read_geometry_at_run_time(const registry::Family& family) {
  for (const registry::SpecField& f : registry::spec_fields(family.id))
    if (f.runtime_when_unset) return true;
  return false;
}

// Work-items of the family's stage-1 launches: a kernel serves every channel count its plan
// admits, so among kernels that add as often, the one whose block tile fits the channels best
// (fewest zero-padded tiles) and blocks registers most (fewest waves for the same tiles) launches
// the fewest.
int64_t stage1_work_items(const irg_plan_t& plan, int32_t family) {
  int64_t items = 0;
  for (int i = 0; i < plan.n_launches; ++i) {
    const irg_launch_t& l = plan.launches[i];
    if (l.request.family == family)
      items += int64_t(l.grid[0]) * l.grid[1] * l.grid[2] * int64_t(l.block[0]) * l.block[1] * l.block[2];
  }
  return items;
}

// Shorter estimated time first; equal estimates (or none) fall back to the structure.
bool faster_by(const CostEstimate& a, const CostEstimate& b, const Served& sa, const Served& sb) {
  if (a.ok() && b.ok() && a.cycles != b.cycles) return a.cycles < b.cycles;
  return structurally_cheaper(sa, sb);
}

// What the static estimate needs of every launch's cached kernel: its measured VGPRs and LDS
// (index.json) and the register tiles its spec gives a wave.
std::vector<StaticLaunchFacts> static_facts(const grid::CacheIndex& index, const irg_plan_t& plan,
                                            const std::vector<std::string>& kernels, const irg_problem_t& problem) {
  std::vector<StaticLaunchFacts> facts;
  for (size_t i = 0; i < kernels.size() && i < size_t(plan.n_launches); ++i) {
    const grid::CacheEntry& e = index.kernels.at(kernels[i]);
    facts.push_back(launch_facts(kernels[i], e.vgpr, e.lds, plan.launches[i].request, problem));
  }
  return facts;
}

CostEstimate no_estimate(std::string why) {
  CostEstimate e;
  e.missing = std::move(why);
  return e;
}

// The code object of every launch kernel, for the profiles' staleness check.
std::vector<std::string> launch_objects(const grid::CacheIndex& index, const std::vector<std::string>& kernels) {
  std::vector<std::string> objects;
  for (const std::string& k : kernels) objects.push_back(index.kernels.at(k).object_sha256);
  return objects;
}

}  // namespace

bool estimated_faster(const Served& a, const Served& b) { return faster_by(a.estimate, b.estimate, a, b); }
bool statically_faster(const Served& a, const Served& b) { return faster_by(a.static_estimate, b.static_estimate, a, b); }

bool structurally_cheaper(const Served& a, const Served& b) {
  return std::tie(a.atomics_per_dw_element, a.launches, a.work_items, a.kernel) <
         std::tie(b.atomics_per_dw_element, b.launches, b.work_items, b.kernel);
}

ServingCache::ServingCache(const grid::CacheIndex& index, const std::string& arch_id, const irg_arch_domain_t* domain,
                           CostProfiles profiles)
    : index_(&index), arch_(arch_id.substr(0, arch_id.find(':'))), domain_(domain), profiles_(std::move(profiles)) {  // gfx942:sramecc+ -> gfx942
  for (auto& [name, entry] : index.kernels) {
    if (entry.arch != arch_) continue;
    auto req = grid::grid_request(entry.family, entry.arch, entry.spec, domain);
    if (!req) {
      unusable_.push_back({name, "its spec no longer makes a request: " + req.error().message});
      continue;
    }
    kernels_.push_back({name, &entry, *req});
    by_key_.emplace(cached_launch_key(*req), name);
    const registry::Family* family = registry::family_by_name(entry.family);
    if (!family || !family->stage1) continue;
    ++stage1_kernels_;
    if (!profiles_.find(name, entry.object_sha256)) ++unprofiled_stage1_;
  }
}

std::string ServingCache::profile_notice() const {
  if (unprofiled_stage1_ == 0) return "";
  if (!profiles_.stale_schema.empty())
    return "profiles.json was measured under " + profiles_.stale_schema + ", an older cost model (this one reads " +
           kProfilesSchema + "): serving ranks the " + std::to_string(stage1_kernels_) + " cached " + arch_ +
           " stage-1 kernels by the static estimate until irgate grid profile re-measures them";
  return std::to_string(unprofiled_stage1_) + " of " + std::to_string(stage1_kernels_) + " cached " + arch_ +
         " stage-1 kernels have no current cost profile (profiles.json): serving ranks their candidates by the static "
         "estimate, not by measured cycles (irgate grid profile measures them)";
}

std::string ServingCache::cached_kernel(const irg_request_t& request) const {
  auto it = by_key_.find(cached_launch_key(request));
  return it == by_key_.end() ? "" : it->second;
}

ServeAnswer serve_problem(const grid::CacheIndex& index, const std::string& arch, const irg_problem_t& problem,
                          const irg_arch_domain_t* domain, CostProfiles profiles) {
  return ServingCache(index, arch, domain, std::move(profiles)).serve(problem);
}

ServeAnswer ServingCache::serve(const irg_problem_t& problem) const {
  ServeAnswer answer;
  answer.skipped = unusable_;
  answer.cost_model = profiles_.model;
  answer.profile_notice = profile_notice();
  const std::string& arch = arch_;
  const irg_arch_domain_t* domain = domain_;
  const std::string dtype = served_dtype_name(problem.dtype);
  const std::vector<Kernel>& kernels = kernels_;
  const std::map<std::string, std::string>& by_key = by_key_;
  auto scratch = std::make_shared<irg_plan_t>();
  for (const registry::Family* family : registry::serving_order()) {
    const std::string probe_refusal = family_refusal(*family, arch, problem, domain);
    if (!probe_refusal.empty() && !may_read_geometry_at_run_time(*family)) {
      answer.declined.push_back({family->name, probe_refusal});
      continue;
    }
    // The best by each ranking keeps its plan; which ranking applies is known once every
    // candidate is planned (all estimated, or not).
    std::optional<Served> best_estimated, best_static, best_structural;
    std::vector<Served> candidates;
    std::map<std::string, size_t> refusals;
    size_t considered = 0;
    for (const Kernel& k : kernels) {
      if (k.entry->family != family->name || k.entry->dtype != dtype) continue;
      ++considered;
      irg_refusal_t why{};
      const int status = irg_reference_engine()->plan(&k.request, &problem, scratch.get(), &why);
      if (status != IRG_STATUS_OK) {
        const std::string text = std::string(why.id) + ": " + why.text;
        ++refusals[text];
        // A spec that does not fit the problem is the normal case; anything else is worth naming.
        if (!does_not_fit(why.id)) answer.skipped.push_back({k.name, text});
        continue;
      }
      std::string missing;
      std::vector<std::string> names = cached_launch_kernels(*scratch, by_key, missing);
      if (!missing.empty()) {
        ++refusals[missing];
        answer.skipped.push_back({k.name, missing});
        continue;
      }
      Served s{k.name, family->name, k.entry->object_sha256, k.request, nullptr,
               atomics_per_dw_element(*scratch, family->id), scratch->n_launches,
               stage1_work_items(*scratch, family->id), std::move(names), {}};
      s.estimate = profiles_.kernels.empty()
                       ? no_estimate("the cache has no profiles.json (irgate grid profile)")
                       : estimate_plan(*scratch, problem, s.launch_kernels, launch_objects(*index_, s.launch_kernels),
                                       profiles_, arch);
      s.static_estimate = static_estimate(*scratch, problem, static_facts(*index_, *scratch, s.launch_kernels, problem), arch);
      candidates.push_back(s);
      const bool leads_estimate = !best_estimated || estimated_faster(s, *best_estimated);
      const bool leads_static = !best_static || statically_faster(s, *best_static);
      const bool leads_structure = !best_structural || structurally_cheaper(s, *best_structural);
      if (leads_estimate || leads_static || leads_structure) {
        s.plan = scratch;
        scratch = std::make_shared<irg_plan_t>();  // a leader keeps its plan; plan the next one elsewhere
        if (leads_estimate) best_estimated = s;
        if (leads_static) best_static = s;
        if (leads_structure) best_structural = s;
      }
    }
    if (!candidates.empty()) {
      auto lacking = [&](auto member) {
        return std::find_if(candidates.begin(), candidates.end(), [&](const Served& c) { return !(c.*member).ok(); });
      };
      auto unprofiled = lacking(&Served::estimate), unestimated = lacking(&Served::static_estimate);
      if (unprofiled == candidates.end()) {
        answer.ranking = Ranking::profiled;
        answer.ranked_by = "estimated time";
        answer.served = std::move(best_estimated);
      } else if (unestimated == candidates.end()) {
        answer.ranking = Ranking::static_estimate;
        answer.ranked_by = "static estimate (" + unprofiled->kernel + ": " + unprofiled->estimate.missing + ")";
        answer.served = std::move(best_static);
      } else {
        answer.ranking = Ranking::structure;
        answer.ranked_by = "plan structure (" + unestimated->kernel + ": " + unestimated->static_estimate.missing + ")";
        answer.served = std::move(best_structural);
      }
      std::sort(candidates.begin(), candidates.end(),
                answer.ranking == Ranking::profiled          ? estimated_faster
                : answer.ranking == Ranking::static_estimate ? statically_faster
                                                             : structurally_cheaper);
      answer.candidates = std::move(candidates);
      break;
    }
    // Every cached kernel refusing as the family's probe did is the family's own reason (a
    // depthwise family asked for a stem's channels), not a tally of one line.
    const bool all_as_probe = refusals.size() == 1 && refusals.begin()->first == probe_refusal;
    answer.declined.push_back(
        {family->name, considered == 0 ? "the cache holds no " + family->name + " kernel for " + arch + " " + dtype
                       : all_as_probe  ? probe_refusal
                                       : "none of its " + std::to_string(considered) + " cached " + arch + " " + dtype +
                                             " kernels serves this problem:" + refusal_tally_text(refusals)});
  }
  std::sort(answer.skipped.begin(), answer.skipped.end(),
            [](const Skipped& a, const Skipped& b) { return a.kernel < b.kernel; });
  return answer;
}

std::string not_served_text(const ServeAnswer& answer) {
  std::string out;
  for (const Declined& d : answer.declined) out += "  " + d.family + ": " + d.reason + "\n";
  return out;
}

}  // namespace irgate::serve
