// serve/serve.h — serve one wgrad problem from a kernel cache. The stage-1 families of
// families.def are tried in serving order (serve_rank). A family whose default spec, set to the
// problem's geometry, the engine refuses cannot serve it (the refusal is the reason); otherwise
// every cached kernel of that family, arch and dtype is planned by the reference engine's public
// plan, and the cheapest plan wins. Cheapest is the shortest estimated time (serve/cost_model.h:
// the ISA executor's per-pipe cycles of each kernel, DIR/profiles.json from `irgate grid
// profile`, or `grid compile`, which profiles what it compiles) when every candidate has one;
// otherwise the static estimate (serve/static_estimate.h: blocks against the arch's units and
// occupancy, the work a block does; no profile needed); to break ties, and where not even that
// applies (an arch without machine figures), the plan's structure decides: fewest atomic adds per
// dW element, then fewest launches, then fewest stage-1 work-items, then kernel name (one kernel
// serves every channel count its plan admits, and the work-items prefer the block tile that fits
// the channels). A kernel whose plan is refused for a reason other
// than a spec that does not fit the problem (a kernarg that overflows, say), or whose plan needs
// a kernel the cache lacks (the reduce helper), is skipped and listed.
//
// Used by `irgate plan --cache` and `irgate run --cache`. When nothing serves, `declined` says
// why for every family.
//
//   auto answer = serve::serve_problem(index, "gfx1250", problem, domain);
//   if (!answer.served) std::cerr << serve::not_served_text(answer);
//   else print(answer.served->kernel, *answer.served->plan);
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "grid/cache_index.h"
#include "irgate/arch_domain_view.h"
#include "irgate/engine_api.h"
#include "serve/cost_model.h"

namespace irgate::serve {

struct Served {
  std::string kernel;                      // the cache name of the stage-1 kernel
  std::string family;
  std::string object_sha256;               // its code object: DIR/objects/<sha256>.hsaco
  irg_request_t request{};                 // its llvm22 request (what `irgate run` emulates)
  std::shared_ptr<irg_plan_t> plan;
  int64_t atomics_per_dw_element = 0;
  int launches = 0;
  int64_t work_items = 0;                  // of the family's stage-1 launches (grid x block)
  std::vector<std::string> launch_kernels; // the cached kernel of every launch, in plan order
  CostEstimate estimate;                   // estimate.missing says why there is none
  CostEstimate static_estimate;            // serve/static_estimate.h's, whether or not it ranked
};

struct Skipped {
  std::string kernel, reason;
};

struct Declined {
  std::string family, reason;
};

// The rule that ranked a family's candidates (ServeAnswer::ranked_by says it in words).
enum class Ranking { none, profiled, static_estimate, structure };

struct ServeAnswer {
  std::optional<Served> served;
  // Every kernel of the serving family whose plan serves the problem, best first (plans not
  // kept), and what ranked them: "estimated time", "static estimate (<why no profile>)" or
  // "plan structure (<why neither>)".
  std::vector<Served> candidates;
  std::string ranked_by;
  Ranking ranking = Ranking::none;
  std::string cost_model;  // where the profiles' pipe cycles came from ("" without profiles)
  std::string profile_notice;  // ServingCache::profile_notice() of the cache that answered
  std::vector<Skipped> skipped;    // fit the problem, could not serve it (name order)
  std::vector<Declined> declined;  // every family that served nothing, in serving order
};

// The cache's kernels of one arch, each made into its request once: what serving many problems
// from one cache (`irgate grid coverage`) shares. The index and the domain must outlive it.
class ServingCache {
 public:
  // `profiles` (DIR/profiles.json) rank the candidates by estimated time; empty: by structure.
  ServingCache(const grid::CacheIndex& index, const std::string& arch, const irg_arch_domain_t* domain,
               CostProfiles profiles = {});
  ServeAnswer serve(const irg_problem_t& problem) const;
  // The cached kernel a plan launch's request is, or "" when the cache lacks it.
  std::string cached_kernel(const irg_request_t& request) const;
  // "" when every cached stage-1 kernel of the arch has a current profile; else one sentence
  // saying how many lack one and that serving ranks their families by the static estimate (what
  // `plan --cache`, `grid coverage` and the C API say once, on stderr).
  std::string profile_notice() const;

 private:
  struct Kernel {
    std::string name;
    const grid::CacheEntry* entry = nullptr;
    irg_request_t request{};
  };
  const grid::CacheIndex* index_;
  std::string arch_;
  const irg_arch_domain_t* domain_;
  std::vector<Kernel> kernels_;
  std::map<std::string, std::string> by_key_;  // launch key -> cached kernel name
  std::vector<Skipped> unusable_;              // kernels whose spec no longer makes a request
  CostProfiles profiles_;
  size_t stage1_kernels_ = 0, unprofiled_stage1_ = 0;
};

ServeAnswer serve_problem(const grid::CacheIndex& index, const std::string& arch, const irg_problem_t& problem,
                          const irg_arch_domain_t* domain, CostProfiles profiles = {});

// The structure rule: fewer atomic adds per dW element, then launches, then stage-1 work-items,
// then the kernel name (what ranks candidates without estimates, and breaks equal estimates).
bool structurally_cheaper(const Served& a, const Served& b);
// Shorter profiled (estimated_faster) or static (statically_faster) estimate first; equal or
// missing estimates fall back to the structure rule.
bool estimated_faster(const Served& a, const Served& b);
bool statically_faster(const Served& a, const Served& b);

// "  <family>: <reason>" lines, one per declined family (several lines for grouped refusals).
std::string not_served_text(const ServeAnswer& answer);

}  // namespace irgate::serve
