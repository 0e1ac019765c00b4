// registry/engine.cpp — see engine.h.
#include "registry/engine.h"

#include <cstdlib>

namespace irgate::registry {
namespace {

Emission finish(int status, irg_text_t& t, const irg_refusal_t& why) {
  Emission e;
  e.status = status;
  if (status == IRG_STATUS_OK) {
    if (t.data) e.text.assign(t.data, t.size);
    if (t.spec_stamp) e.stamp = t.spec_stamp;
  } else {
    e.refusal_id = why.id;
    e.refusal_text = why.text;
  }
  std::free(t.data);
  std::free(t.spec_stamp);
  return e;
}

}  // namespace

std::string Emission::kernel_name() const {
  static constexpr std::string_view kDefine = "define amdgpu_kernel void @";
  const size_t at = text.find(kDefine);
  if (at == std::string::npos) return "";
  const size_t begin = at + kDefine.size();
  const size_t end = text.find('(', begin);
  return end == std::string::npos ? "" : text.substr(begin, end - begin);
}

Emission Engine::emit_ll(const irg_request_t& request) const {
  irg_text_t t{};
  irg_refusal_t why{};
  const int st = engine_->emit_ll(&request, &t, &why);
  return finish(st, t, why);
}

Emission Engine::emit_ir(const irg_request_t& request) const {
  irg_text_t t{};
  irg_refusal_t why{};
  const int st = engine_->emit_ir(&request, &t, &why);
  return finish(st, t, why);
}

std::pair<Emission, Emission> Engine::emit_both(const irg_request_t& request) const {
  if (!engine_->emit_both) return {emit_ll(request), emit_ir(request)};
  irg_answer_t ll{}, ir{};
  engine_->emit_both(&request, &ll, &ir);
  return {finish(ll.status, ll.text, ll.why), finish(ir.status, ir.text, ir.why)};
}

Emission Engine::lower_ir(std::string_view canonical_ir, int flavor, const irg_arch_domain_t* domain) const {
  irg_text_t t{};
  irg_refusal_t why{};
  const int st = engine_->lower_ir(canonical_ir.data(), canonical_ir.size(), flavor, domain, &t, &why);
  return finish(st, t, why);
}

Planned Engine::plan(const irg_request_t& request, const irg_problem_t& problem) const {
  Planned p;
  p.plan = std::make_unique<irg_plan_t>();
  irg_refusal_t why{};
  p.status = engine_->plan(&request, &problem, p.plan.get(), &why);
  if (p.status != IRG_STATUS_OK) {
    p.refusal_id = why.id;
    p.refusal_text = why.text;
  }
  return p;
}

}  // namespace irgate::registry
