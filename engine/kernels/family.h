// engine/kernels/family.h — the reference engine's entry for each kernel family of
// include/irgate/families.def: its validator, its builder, and for a stage-1 family the launch
// geometry its plan needs.
//
// Each family defines its entry in its own file (<family>_family.cpp) under the name families.def
// gives it (`<token>_kernels`); family_kernels() is generated from the .def rows, so a family row
// without an entry fails to link and the engine has no list of families of its own.
//
//   const FamilyKernels* f = family_kernels(request.family);   // nullptr: not registered
//   f->validate(request, arch);                                 // throws the first refusal
//   Kernel k = f->build(request, arch, spec_stamp(request, arch));
//   if (f->stage1) Stage1 geometry = f->stage1(request, arch);  // a HELPER family has none
//   HelperLaunch fold = family_kernels(helper_family(request.family))->fold(request, arch, 4, dtype);
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <string>

#include "engine/ir/ir.h"
#include "engine/target.h"
#include "irgate/abi.h"

namespace irgate::engine {

// What the plan needs of a stage-1 kernel: the problem fields it fixes at build time, the
// channel counts it runs, its slab count, its name, block and grid (docs/kernels.md §Launch
// plans, the per-family table).
struct Stage1 {
  int filter_h, filter_w, stride_h, stride_w, pad_h, pad_w, dtype, ws_replicas;
  bool ungrouped;  // the problem must have groups == 1 (the stems)
  // Throws the first refusal of the problem's cpg and kpg (§Launch plans, the channels): built
  // from require_channels_equal / require_channels_granule in the family's order.
  std::function<void(const irg_problem_t& problem)> check_channels;
  std::string kernel;
  int block;
  // The stage-1 grid of one batch slice of `images` images (problem: its groups and channels) of
  // an ho x wo output.
  std::function<std::array<int64_t, 3>(const irg_problem_t& problem, int64_t images, int64_t ho, int64_t wo)> grid;
  // A family whose kernels take dilation: the problem's must equal these (plan_problem_mismatch);
  // every other family's plan refuses a dilation other than 1 (plan_dilation).
  bool dilated = false;
  int dilation_h = 1, dilation_w = 1;
  // A kernel that reads filter, stride, padding and dilation as kernargs (implicit_gemm_wgrad's
  // run-time-geometry specs): the fields above are unused, the plan checks the problem's geometry
  // against the bounds the kernel serves (plan_geometry) and plans with it.
  bool runtime_geometry = false;
};

// The problem's `field` (cpg or kpg) must equal `expected` (plan_problem_mismatch).
void require_channels_equal(const char* field, int expected, int64_t problem_value);
// The problem's `field`, which the kernel reads at run time, must be a positive multiple of
// `granule` (plan_problem_granule).
void require_channels_granule(const char* field, int granule, int64_t problem_value);
// The problem's `field` (cpg or kpg) must be at least 1 (plan_problem_invalid): a family whose
// kernels take any channel count.
void require_channels_positive(const char* field, int64_t problem_value);

// What a HELPER family launches to fold a two-stage plan's fp32 slabs into dW: its request (the
// stage-1 request's arch, flavor and table, with the helper's own family and spec), its kernel and
// its block. The plan passes it the kernargs it knows by name (ws, dw, ws_bytes, dw_bytes, count)
// and runs ceil(count / block) blocks.
struct HelperLaunch {
  irg_request_t request;
  std::string kernel;
  int block;
};

struct FamilyKernels {
  void (*validate)(const irg_request_t& request, const ArchInfo& arch);
  Kernel (*build)(const irg_request_t& request, const ArchInfo& arch, const std::string& stamp);
  // The request outlives the Stage1 (its grid may read the spec). nullptr: a HELPER family, which
  // runs only inside another family's plan.
  Stage1 (*stage1)(const irg_request_t& request, const ArchInfo& arch);
  // HELPER families only (nullptr otherwise): the launch folding `ws_replicas` slabs into dW of
  // `dw_dtype` after `stage1_request`'s kernel; throws the helper's refusal.
  HelperLaunch (*fold)(const irg_request_t& stage1_request, const ArchInfo& arch, int ws_replicas, int dw_dtype);
};

const FamilyKernels* family_kernels(int family);
// The family's `helper` column of families.def: the HELPER family its two-stage plans append
// (0: none).
int helper_family(int family);

#define IRG_FAMILY(Enum, value, token, ...) extern const FamilyKernels token##_kernels;
#include "irgate/families.def"
#undef IRG_FAMILY

}  // namespace irgate::engine
