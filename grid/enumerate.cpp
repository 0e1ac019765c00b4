// grid/enumerate.cpp — see enumerate.h.
#include "grid/enumerate.h"

#include <algorithm>
#include <thread>

#include "grid/request.h"
#include "grid/tables.h"
#include "irgate/engine_api.h"
#include "registry/spec_json.h"
#include "support/sha256.h"
#include "toolchain/parallel.h"

namespace irgate::grid {
namespace {

// One candidate's answer: its kernel (name empty when refused) or the refusal / error.
struct Answer {
  GridKernel kernel;
  std::string refusal_id, error;
};

Answer answer(const GridEntry& e, const irg_arch_domain_t* domain) {
  Answer a;
  auto req = grid_request(e.family, e.arch, e.spec, domain);
  if (!req) return a.error = "grid table " + e.family + " " + registry::spec_values_text(e.spec) + ": " + req.error().message, a;
  Emission em = emit_reference(*req);
  if (em.status == IRG_STATUS_REFUSED) return a.refusal_id = em.refusal_id, a;
  if (em.status != IRG_STATUS_OK || em.kernel_name().empty())
    return a.error = "reference engine failed on " + e.family + " " + e.arch + " " + registry::spec_values_text(e.spec) + ": " +
                     (em.status == IRG_STATUS_OK ? "no kernel define in the text" : em.refusal_id + ": " + em.refusal_text),
           a;
  a.kernel = GridKernel{grid_kernel_name(em.kernel_name(), e.arch, e.dtype), e.family, e.arch, e.dtype, e.spec, em.stamp,
                        sha256_hex(em.text), *req};
  return a;
}

}  // namespace

Result<Enumeration> enumerate_grid(const Selection& selection, const irg_arch_domain_t* domain) {
  Enumeration out;
  std::vector<GridEntry> picked;
  for (GridEntry& e : grid_entries())
    if (selects_cell(selection, e.family, e.arch, e.dtype)) picked.push_back(std::move(e));
  out.candidates = picked.size();
  // The engines are re-entrant (engine_api.h): emit on every core, each answer in its own slot.
  std::vector<Answer> answers(picked.size());
  const int jobs = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  toolchain::parallel_for(picked.size(), jobs, [&](size_t i) { answers[i] = answer(picked[i], domain); });
  std::vector<GridKernel> all;
  for (Answer& a : answers) {
    if (!a.error.empty()) return Error{a.error, 1};
    if (!a.refusal_id.empty()) ++out.refused[a.refusal_id];
    else if (selects_name(selection, a.kernel.name)) all.push_back(std::move(a.kernel));
  }
  std::sort(all.begin(), all.end(), [](const GridKernel& a, const GridKernel& b) { return a.name < b.name; });
  for (size_t i = 1; i < all.size(); ++i)
    if (all[i].name == all[i - 1].name)  // two specs, one name: the cache could not tell them apart
      return Error{"grid kernel name '" + all[i].name + "' is produced by two specs: " + registry::spec_values_text(all[i - 1].spec) +
                       " and " + registry::spec_values_text(all[i].spec),
                   1};
  out.kernels = shard_of(selection, all);
  return out;
}

}  // namespace irgate::grid
