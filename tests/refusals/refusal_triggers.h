// tests/refusals/refusal_triggers.h — the ways a refusal case makes an engine refuse: a corpus
// config as it is or edited, an arch-domain cell changed, imported IR, a plan on an edited problem.
//
// Used by the case files (tests/refusals/cases/*.cpp): one per families.def family, named after
// its token, plus common.cpp for the refusals of refusals.def that belong to no family.
//
//   {"dw_waves", edited(232, L22, [](irg_request_t& r) { r.spec.depthwise.waves = 17; })},
#pragma once

#include <functional>
#include <memory>
#include <string>

#include "tests/refusals/refusal_cases.h"
#include "tests/support_lib/corpus_fixture.h"

namespace irgate::testing::triggers {

// CorpusFixture's statics are protected; a subclass exposes what the triggers need.
struct Data : CorpusFixture {
  using CorpusFixture::domain;
  using CorpusFixture::request_for;
  void TestBody() override {}
};

inline Said said(const Emission& e) { return {e.status, e.refusal_id, e.refusal_text}; }

inline Said ll(const irg_engine* e, const irg_request_t& r) { return said(emit_ll(e, r)); }

template <class Edit>
std::function<Said(const irg_engine*)> edited(int id, int flavor, Edit edit) {
  return [=](const irg_engine* e) {
    irg_request_t r = Data::request_for(id, flavor);
    edit(r);
    return ll(e, r);
  };
}

inline std::function<Said(const irg_engine*)> config(int id, int flavor) {
  return edited(id, flavor, [](irg_request_t&) {});
}

// A copy of the llvm22 table with one cell changed: how a table that says "no" looks.
inline std::function<Said(const irg_engine*)> with_cell(int status, const char* evidence) {
  return [=](const irg_engine* e) {
    auto table = std::make_unique<irg_arch_domain_t>(*Data::domain(IRG_FLAVOR_LLVM22));
    table->cells[IRG_INTRINSIC_FMA_F32][IRG_ARCH_GFX1100] = {status, evidence};
    irg_request_t r = Data::request_for(232, IRG_FLAVOR_LLVM22);
    r.domain = table.get();
    return ll(e, r);
  };
}

// Config 234's canonical IR with its first cache policy rewritten, lowered as imported IR.
inline std::function<Said(const irg_engine*)> policy(const std::string& replacement) {
  return [=](const irg_engine* e) {
    std::string ir = emit_ir(irg_reference_engine(), Data::request_for(234, IRG_FLAVOR_LLVM22)).text;
    const std::string needle = " {cachepolicy = 20}";
    ir.replace(ir.find(needle), needle.size(), replacement);
    return said(lower_ir(e, ir, IRG_FLAVOR_LLVM22, Data::domain(IRG_FLAVOR_LLVM22)));
  };
}

inline std::function<Said(const irg_engine*)> imported(const std::string& ir) {
  return [=](const irg_engine* e) { return said(lower_ir(e, ir, IRG_FLAVOR_LLVM22, Data::domain(IRG_FLAVOR_LLVM22))); };
}

template <class Edit>
std::function<Said(const irg_engine*)> planned(int id, Edit edit) {
  return [=](const irg_engine* e) {
    irg_request_t r = Data::request_for(id, IRG_FLAVOR_LLVM22);
    // dtype, filter, pad, stride: the first seven fields of every stage-1 spec, in this order
    const auto& s = r.spec.depthwise;
    irg_problem_t p{};
    p.dilation_h = p.dilation_w = 1;
    p.n = 2, p.hi = 12, p.wi = 12, p.groups = 40, p.cpg = 1, p.kpg = 1;
    p.filter_h = s.filter_h, p.filter_w = s.filter_w, p.stride_h = s.stride_h, p.stride_w = s.stride_w;
    p.pad_h = s.pad_h, p.pad_w = s.pad_w, p.dtype = s.dtype, p.dw_dtype = IRG_DTYPE_F32;
    edit(p);
    auto plan = std::make_unique<irg_plan_t>();
    irg_refusal_t why{};
    int st = e->plan(&r, &p, plan.get(), &why);
    return Said{st, why.id, why.text};
  };
}

inline const char* kUnscoped =
    "irgate.ir v1\nkernel @k {arch = \"gfx1100\", block_size = 32}\n  param %0:n : i32\n"
    "  %1:c = arith.cmpi %0, %0 {pred = \"ult\"} : i1\n  scf.if %1 {\n    %2:t = gpu.thread_id_x : i32\n  }\n"
    "  %3:u = arith.addi %2, %0 : i32\nend\n";

inline constexpr int L19 = IRG_FLAVOR_LLVM19, L22 = IRG_FLAVOR_LLVM22;

}  // namespace irgate::testing::triggers
