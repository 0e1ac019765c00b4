// registry/engine.h — the one C++ wrapper of the C engine interface (include/irgate/engine_api.h):
// owned texts, the refusal as a value, plans on the heap (an irg_plan_t is ~80 KB).
//
// Used by parity, golden, grid, runtime, tools, tests, benches and fuzz targets, so no caller
// frees engine texts by hand. The wrapper adds nothing to what the engine said.
//
//   registry::Engine ref(irg_reference_engine());
//   registry::Emission e = ref.emit_ll(request);
//   if (e.refused()) std::cerr << e.refusal_id << ": " << e.refusal_text << "\n";
//   else std::cout << e.text;                             // e.kernel_name(): "@name" of its define
//   registry::Planned p = ref.plan(request, problem);     // p.plan->n_launches when p.ok()
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <utility>

#include "irgate/engine_api.h"

namespace irgate::registry {

struct Emission {
  int status = IRG_STATUS_ERROR;  // irg_status
  std::string text;               // OK: the LLVM or canonical IR text
  std::string stamp;              // OK: the spec stamp the engine built
  std::string refusal_id;         // REFUSED / ERROR: refusals.def id or "internal_error"
  std::string refusal_text;
  bool ok() const { return status == IRG_STATUS_OK; }
  bool refused() const { return status == IRG_STATUS_REFUSED; }
  // The kernel's symbol: the name of the text's one `define amdgpu_kernel void @...(` ("" if none).
  std::string kernel_name() const;
};

struct Planned {
  int status = IRG_STATUS_ERROR;
  std::unique_ptr<irg_plan_t> plan;  // OK: the plan; otherwise zeroed
  std::string refusal_id, refusal_text;
  bool ok() const { return status == IRG_STATUS_OK; }
};

class Engine {
 public:
  explicit Engine(const irg_engine* engine) : engine_(engine) {}
  const irg_engine* c_engine() const { return engine_; }
  const char* name() const { return engine_->name; }

  Emission emit_ll(const irg_request_t& request) const;
  Emission emit_ir(const irg_request_t& request) const;
  // {emit_ll, emit_ir} of one request: from the engine's emit_both when it has one (one build),
  // else from the two calls.
  std::pair<Emission, Emission> emit_both(const irg_request_t& request) const;
  Emission lower_ir(std::string_view canonical_ir, int flavor, const irg_arch_domain_t* domain) const;
  Planned plan(const irg_request_t& request, const irg_problem_t& problem) const;

 private:
  const irg_engine* engine_;
};

}  // namespace irgate::registry
