// engine/engine_api.cpp — irg_reference_engine(): the C boundary of the reference engine.
//
// Every entry point runs the C++ pipeline (check request -> family rules -> build -> verify ->
// print or lower) and turns a Failure or any stray exception into a status: no exception leaves.
#include <cstdlib>
#include <cstring>
#include <exception>
#include <optional>
#include <string>

#include "engine/ir/parser.h"
#include "engine/ir/printer.h"
#include "engine/ir/verifier.h"
#include "engine/kernels/family.h"
#include "engine/kernels/plan.h"
#include "engine/kernels/request.h"
#include "engine/lower/lower.h"
#include "engine/refusal.h"
#include "irgate/engine_api.h"

namespace irgate::engine {
namespace {

char* dup(const std::string& s) {
  char* p = static_cast<char*>(std::malloc(s.size() + 1));
  if (p) std::memcpy(p, s.c_str(), s.size() + 1);
  return p;
}

void fill(irg_refusal_t* why, const char* id, const std::string& text) {
  if (!why) return;
  std::snprintf(why->id, sizeof why->id, "%s", id);
  std::snprintf(why->text, sizeof why->text, "%s", text.c_str());
}

template <class Fn>
int guarded(irg_refusal_t* why, Fn&& fn) {
  try {
    fn();
    return IRG_STATUS_OK;
  } catch (const Failure& f) {
    if (f.internal) {
      fill(why, "internal_error", f.message);
      return IRG_STATUS_ERROR;
    }
    fill(why, refusal_name(f.refusal.id), f.refusal.text);
    return IRG_STATUS_REFUSED;
  } catch (const std::exception& e) {
    fill(why, "internal_error", std::string("reference engine: ") + e.what());
    return IRG_STATUS_ERROR;
  } catch (...) {
    fill(why, "internal_error", "reference engine: unknown exception");
    return IRG_STATUS_ERROR;
  }
}

Kernel build_for(const irg_request_t& r, const ArchInfo& arch) {
  const FamilyKernels* family = family_kernels(r.family);  // check_request refused an unknown one
  family->validate(r, arch);
  Kernel k = family->build(r, arch, spec_stamp(r, arch));
  if (auto complaint = verify(k)) throw_internal("verifier rejected a built kernel: " + *complaint);
  return k;
}

void set_text(irg_text_t* out, const std::string& text, const std::string& stamp) {
  out->data = dup(text);
  out->size = text.size();
  out->spec_stamp = dup(stamp);
}

int emit_ll(const irg_request_t* r, irg_text_t* out, irg_refusal_t* why) {
  return guarded(why, [&] {
    const ArchInfo& arch = check_request(*r);
    Kernel k = build_for(*r, arch);
    set_text(out, lower_to_llvm(k, r->flavor, r->domain), spec_stamp(*r, arch));
  });
}

int emit_ir(const irg_request_t* r, irg_text_t* out, irg_refusal_t* why) {
  return guarded(why, [&] {
    const ArchInfo& arch = check_request(*r);
    Kernel k = build_for(*r, arch);
    set_text(out, print_canonical(k), spec_stamp(*r, arch));
  });
}

void emit_both(const irg_request_t* r, irg_answer_t* ll, irg_answer_t* ir) {
  *ll = irg_answer_t{};
  *ir = irg_answer_t{};
  std::optional<Kernel> kernel;
  std::string stamp;
  ir->status = guarded(&ir->why, [&] {
    const ArchInfo& arch = check_request(*r);
    kernel = build_for(*r, arch);
    stamp = spec_stamp(*r, arch);
    set_text(&ir->text, print_canonical(*kernel), stamp);
  });
  if (!kernel) {  // refused (or failed) before there was a kernel: emit_ll would say the same
    ll->status = ir->status;
    ll->why = ir->why;
    return;
  }
  ll->status = guarded(&ll->why, [&] { set_text(&ll->text, lower_to_llvm(*kernel, r->flavor, r->domain), stamp); });
}

int lower_ir(const char* text, size_t size, int32_t flavor, const irg_arch_domain_t* domain, irg_text_t* out,
             irg_refusal_t* why) {
  return guarded(why, [&] {
    if (!flavor_in_range(flavor)) throw_refusal(RefusalId::flavor_unknown, flavor);
    Kernel k = parse_canonical(std::string_view(text, size));
    if (auto complaint = verify(k)) throw_refusal(RefusalId::ir_invalid, complaint->c_str());
    auto spec = k.attrs.find("spec");
    std::string stamp = spec != k.attrs.end() && std::holds_alternative<std::string>(spec->second)
                            ? std::get<std::string>(spec->second) : "@" + k.name;
    set_text(out, lower_to_llvm(k, flavor, domain), stamp);
  });
}

int plan(const irg_request_t* r, const irg_problem_t* problem, irg_plan_t* out, irg_refusal_t* why) {
  std::memset(out, 0, sizeof *out);
  int status = guarded(why, [&] {
    const ArchInfo& arch = check_request(*r);
    plan_request(*r, arch, *problem, *out);
  });
  if (status != IRG_STATUS_OK) std::memset(out, 0, sizeof *out);  // no half plan after a refusal
  return status;
}

constexpr irg_engine kReference = {"reference", emit_ll, emit_ir, lower_ir, plan, emit_both};

}  // namespace
}  // namespace irgate::engine

extern "C" const irg_engine* irg_reference_engine(void) { return &irgate::engine::kReference; }
