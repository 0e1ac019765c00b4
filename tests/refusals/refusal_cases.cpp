// tests/refusals/refusal_cases.cpp — the trigger of every refusal id (see refusal_cases.h).
#include "tests/refusals/refusal_cases.h"

#include <memory>

#include "tests/support_lib/corpus_fixture.h"

namespace irgate::testing {
namespace {

// CorpusFixture's statics are protected; a subclass exposes what the triggers need.
struct Data : CorpusFixture {
  using CorpusFixture::domain;
  using CorpusFixture::request_for;
  void TestBody() override {}
};

Said said(const Emission& e) { return {e.status, e.refusal_id, e.refusal_text}; }

Said ll(const irg_engine* e, const irg_request_t& r) { return said(emit_ll(e, r)); }

template <class Edit>
std::function<Said(const irg_engine*)> edited(int id, int flavor, Edit edit) {
  return [=](const irg_engine* e) {
    irg_request_t r = Data::request_for(id, flavor);
    edit(r);
    return ll(e, r);
  };
}

std::function<Said(const irg_engine*)> config(int id, int flavor) {
  return edited(id, flavor, [](irg_request_t&) {});
}

// A copy of the llvm22 table with one cell changed: how a table that says "no" looks.
std::function<Said(const irg_engine*)> with_cell(int status, const char* evidence) {
  return [=](const irg_engine* e) {
    auto table = std::make_unique<irg_arch_domain_t>(*Data::domain(IRG_FLAVOR_LLVM22));
    table->cells[IRG_INTRINSIC_FMA_F32][IRG_ARCH_GFX1100] = {status, evidence};
    irg_request_t r = Data::request_for(232, IRG_FLAVOR_LLVM22);
    r.domain = table.get();
    return ll(e, r);
  };
}

// Config 234's canonical IR with its first cache policy rewritten, lowered as imported IR.
std::function<Said(const irg_engine*)> policy(const std::string& replacement) {
  return [=](const irg_engine* e) {
    std::string ir = emit_ir(irg_reference_engine(), Data::request_for(234, IRG_FLAVOR_LLVM22)).text;
    const std::string needle = " {cachepolicy = 20}";
    ir.replace(ir.find(needle), needle.size(), replacement);
    return said(lower_ir(e, ir, IRG_FLAVOR_LLVM22, Data::domain(IRG_FLAVOR_LLVM22)));
  };
}

std::function<Said(const irg_engine*)> imported(const std::string& ir) {
  return [=](const irg_engine* e) { return said(lower_ir(e, ir, IRG_FLAVOR_LLVM22, Data::domain(IRG_FLAVOR_LLVM22))); };
}

template <class Edit>
std::function<Said(const irg_engine*)> planned(int id, Edit edit) {
  return [=](const irg_engine* e) {
    irg_request_t r = Data::request_for(id, IRG_FLAVOR_LLVM22);
    const auto& s = r.spec.depthwise;
    irg_problem_t p{};
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

const char* kUnscoped =
    "irgate.ir v1\nkernel @k {arch = \"gfx1100\", block_size = 32}\n  param %0:n : i32\n"
    "  %1:c = arith.cmpi %0, %0 {pred = \"ult\"} : i1\n  scf.if %1 {\n    %2:t = gpu.thread_id_x : i32\n  }\n"
    "  %3:u = arith.addi %2, %0 : i32\nend\n";

constexpr int L19 = IRG_FLAVOR_LLVM19, L22 = IRG_FLAVOR_LLVM22;

}  // namespace

std::vector<std::string> refusal_ids() {
  return {
#define IRG_REFUSAL(id, pattern) #id,
#include "irgate/refusals.def"
#undef IRG_REFUSAL
  };
}

const std::vector<RefusalCase>& refusal_cases() {
  static const std::vector<RefusalCase> cases = {
      {"abi_version_mismatch", edited(232, L22, [](irg_request_t& r) { r.abi_version = 0; })},
      {"flavor_unknown", edited(232, L22, [](irg_request_t& r) { r.flavor = 7; })},
      {"family_unknown", edited(232, L22, [](irg_request_t& r) { r.family = 99; })},
      {"arch_unknown", edited(232, L22, [](irg_request_t& r) { std::snprintf(r.arch, sizeof r.arch, "gfx908:xnack-"); })},
      {"arch_domain_missing", edited(232, L22, [](irg_request_t& r) { r.domain = nullptr; })},
      {"arch_intrinsic_absent", config(234, L19)},  // llc-19 does not know gfx1250: the committed table says so
      {"arch_domain_no_data", with_cell(IRG_DOMAIN_TOOLCHAIN_CRASH, "PLEASE submit a bug report")},
      {"dw_dtype", edited(232, L22, [](irg_request_t& r) { r.spec.depthwise.dtype = IRG_DTYPE_F32; })},
      {"dw_filter_shape", edited(232, L22, [](irg_request_t& r) { r.spec.depthwise.filter_w = 5; })},
      {"dw_stride", edited(232, L22, [](irg_request_t& r) { r.spec.depthwise.stride_h = 3; })},
      {"dw_pad", edited(232, L22, [](irg_request_t& r) { r.spec.depthwise.pad_w = 3; })},
      {"dw_waves", edited(232, L22, [](irg_request_t& r) { r.spec.depthwise.waves = 17; })},
      {"dw_r_split_range", config(237, L22)},
      {"dw_r_split_waves", edited(232, L22, [](irg_request_t& r) { r.spec.depthwise.waves = 3, r.spec.depthwise.r_split = 2; })},
      {"dw_ho_per_block", edited(232, L22, [](irg_request_t& r) { r.spec.depthwise.ho_per_block = 0; })},
      {"dw_ws_replicas", edited(232, L22, [](irg_request_t& r) { r.spec.depthwise.ws_replicas = 65; })},
      {"dw_lds_budget", config(238, L22)},
      {"img_dtype", edited(208, L22, [](irg_request_t& r) { r.spec.direct.dtype = IRG_DTYPE_F32; })},
      {"img_arch", config(227, L22)},
      {"img_filter_shape", config(225, L22)},
      {"img_stride", config(226, L22)},
      {"img_pad", edited(208, L22, [](irg_request_t& r) { r.spec.direct.pad_w = 3; })},
      {"img_channels", config(230, L22)},
      {"img_waves", edited(208, L22, [](irg_request_t& r) { r.spec.direct.waves_k = 4, r.spec.direct.waves_c = 5; })},
      {"img_wave_tiles", edited(208, L22, [](irg_request_t& r) { r.spec.direct.wave_tiles_c = 5; })},
      {"img_rows_per_sync", edited(208, L22, [](irg_request_t& r) { r.spec.direct.rows_per_sync = 0; })},
      {"img_row_blocks", edited(208, L22, [](irg_request_t& r) { r.spec.direct.row_blocks = 65; })},
      {"img_lds_epilogue", edited(208, L22, [](irg_request_t& r) { r.spec.direct.lds_epilogue = 2; })},
      {"img_tdm_stages", edited(208, L22, [](irg_request_t& r) { r.spec.direct.tdm_stages = 1; })},
      {"img_ws_replicas", edited(208, L22, [](irg_request_t& r) { r.spec.direct.ws_replicas = 0; })},
      {"img_vgpr_budget", config(228, L22)},
      {"img_lds_budget", edited(208, L22, [](irg_request_t& r) {
         // 8 rows a sync of 4x4 strips 1024 channels wide: 8 * (32*24 + 4*35*1032) * 2 bytes
         auto& d = r.spec.direct;
         d.filter_h = d.filter_w = 4, d.pad_h = d.pad_w = 1, d.cpg = 1024, d.waves_c = 16, d.wave_tiles_c = 4;
         d.rows_per_sync = 8;
       })},
      {"img_tdm_tile", config(253, L22)},
      {"sc_dtype", edited(240, L22, [](irg_request_t& r) { r.spec.small_c.dtype = IRG_DTYPE_F32; })},
      {"sc_arch", config(244, L22)},
      {"sc_filter", config(249, L22)},
      {"sc_stride", edited(240, L22, [](irg_request_t& r) { r.spec.small_c.stride_w = 0; })},
      {"sc_pad", edited(240, L22, [](irg_request_t& r) { r.spec.small_c.pad_h = 3; })},
      {"sc_channels", config(242, L22)},
      {"sc_vec_x", edited(240, L22, [](irg_request_t& r) { r.spec.small_c.vec_x = 3; })},
      {"sc_sub_steps", edited(240, L22, [](irg_request_t& r) { r.spec.small_c.sub_steps = 9; })},
      {"sc_uniform_wave", edited(240, L22, [](irg_request_t& r) { r.spec.small_c.uniform_wave = 2; })},
      {"sc_waves", edited(240, L22, [](irg_request_t& r) { r.spec.small_c.waves = 17; })},
      {"sc_wave_tiles", edited(240, L22, [](irg_request_t& r) { r.spec.small_c.wave_tiles = 0; })},
      {"sc_ws_replicas", edited(240, L22, [](irg_request_t& r) { r.spec.small_c.ws_replicas = 65; })},
      {"sc_uniform_wave_spill", config(243, L22)},
      {"sc_lds_budget", edited(240, L22, [](irg_request_t& r) {
         auto& s = r.spec.small_c;  // a 16x16 C = 4 patch row (1024 columns), 8 chunks a sync
         s.filter_h = s.filter_w = 16, s.pad_h = s.pad_w = 0, s.c = 4, s.sub_steps = 8;
       })},
      {"sc_vgpr_budget", edited(243, L22, [](irg_request_t& r) { r.spec.small_c.uniform_wave = 0; })},
      {"rd_ws_replicas", config(207, L22)},
      {"rd_out_dtype", edited(204, L22, [](irg_request_t& r) { r.spec.reduce.out_dtype = 9; })},
      {"rd_block_size", edited(204, L22, [](irg_request_t& r) { r.spec.reduce.block_size = 2048; })},
      {"rd_block_wave_multiple", config(206, L22)},
      {"ir_cachepolicy_missing", policy("")},
      {"ir_cachepolicy_type", policy(" {cachepolicy = true}")},
      {"ir_cachepolicy_range", policy(" {cachepolicy = 32}")},
      {"ir_malformed", imported("irgate.ir v1\nkernel k\nend\n")},
      {"ir_invalid", imported(kUnscoped)},
      {"plan_problem_invalid", planned(232, [](irg_problem_t& p) { p.hi = 0; })},
      {"plan_problem_mismatch", planned(232, [](irg_problem_t& p) { p.stride_w = 2; })},
      {"plan_dw_dtype", planned(232, [](irg_problem_t& p) { p.dw_dtype = 0; })},
      {"plan_image_too_large", planned(232, [](irg_problem_t& p) { p.hi = p.wi = 40000; })},
      {"plan_kernarg_overflow", planned(236, [](irg_problem_t& p) { p.hi = p.wi = 3, p.groups = 8000000; })},
      {"plan_too_many_slices", planned(232, [](irg_problem_t& p) { p.n = 100000, p.hi = p.wi = 256, p.groups = 64; })},
      {"plan_family", planned(204, [](irg_problem_t&) {})},
  };
  return cases;
}

}  // namespace irgate::testing
