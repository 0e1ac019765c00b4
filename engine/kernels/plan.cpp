// engine/kernels/plan.cpp — see plan.h.
#include "engine/kernels/plan.h"

#include <array>
#include <climits>
#include <cstring>
#include <algorithm>
#include <initializer_list>
#include <iterator>
#include <utility>
#include <string>
#include <vector>

#include "engine/kernels/family.h"
#include "engine/kernels/request.h"
#include "engine/kernels/slices.h"
#include "engine/refusal.h"

namespace irgate::engine {
namespace {

// Ho = floor((Hi + 2·pad − dilation·(R − 1) − 1) / stride) + 1 (docs/kernels.md): floor, not C's
// truncation, so an input smaller than the dilated filter gives Ho ≤ 0 at every stride and the
// refusal names that value.
int64_t output_extent(int64_t in, int pad, int filter, int stride, int dilation) {
  const int64_t span = in + 2 * static_cast<int64_t>(pad) - static_cast<int64_t>(dilation) * (filter - 1) - 1;
  const int64_t quotient = span / stride - (span % stride != 0 && span < 0 ? 1 : 0);
  return quotient + 1;
}

// The values a plan can give a kernel (kernarg_values.def): a launch's are set by name, and each
// family's IRG_KERNARG rows pick theirs in order.
enum class KernargValue {
#define IRG_KERNARG_VALUE(name, kind, meaning) name,
#include "irgate/kernarg_values.def"
#undef IRG_KERNARG_VALUE
};
constexpr const char* kKernargValueNames[] = {
#define IRG_KERNARG_VALUE(name, kind, meaning) #name,
#include "irgate/kernarg_values.def"
#undef IRG_KERNARG_VALUE
};
constexpr size_t kKernargValueCount = std::size(kKernargValueNames);

struct KernargRow {
  int family;
  const char* name;
};
constexpr KernargRow kKernargs[] = {
#define IRG_KERNARG(family, name, kind) {IRG_FAMILY_##family, name},
#include "irgate/families.def"
#undef IRG_KERNARG
};

irg_kernarg_value_t ptr(irg_buffer buffer, int64_t offset) { return {buffer, 0, offset}; }
irg_kernarg_value_t i32(int64_t value) { return {IRG_BUF_NONE, 0, value}; }

using KernargValues = std::initializer_list<std::pair<KernargValue, irg_kernarg_value_t>>;

// Fills launch.kernargs in IRG_KERNARG order from `values`, checking that every i32 fits.
void set_kernargs(irg_launch_t& launch, KernargValues values, const std::string& kernel) {
  std::array<const irg_kernarg_value_t*, kKernargValueCount> by_value{};
  for (const auto& [value, v] : values) by_value[static_cast<size_t>(value)] = &v;
  launch.n_kernargs = 0;
  for (const KernargRow& row : kKernargs) {
    if (row.family != launch.request.family) continue;
    const auto known = std::find_if(std::begin(kKernargValueNames), std::end(kKernargValueNames),
                                    [&](const char* name) { return std::strcmp(name, row.name) == 0; });
    if (known == std::end(kKernargValueNames))
      throw_internal(std::string("kernarg ") + row.name + " is not in kernarg_values.def");
    const irg_kernarg_value_t* v = by_value[static_cast<size_t>(known - std::begin(kKernargValueNames))];
    if (!v) throw_internal(std::string("plan has no value for kernarg ") + row.name);
    if (v->buffer == IRG_BUF_NONE && (v->value < INT32_MIN || v->value > INT32_MAX))
      throw_refusal(RefusalId::plan_kernarg_overflow, row.name, kernel.c_str(), static_cast<long long>(v->value));
    launch.kernargs[launch.n_kernargs++] = *v;
  }
}

uint32_t grid_dim(int64_t v, const char* what, const std::string& kernel) {
  if (v > UINT32_MAX) throw_refusal(RefusalId::plan_kernarg_overflow, what, kernel.c_str(), static_cast<long long>(v));
  return static_cast<uint32_t>(v);
}

int64_t ceil_div(int64_t a, int64_t b) { return (a + b - 1) / b; }

void check_positive(const char* field, int64_t v) {
  if (v < 1) throw_refusal(RefusalId::plan_problem_invalid, field, static_cast<long long>(v));
}

void check_equal(const char* field, int spec_value, int64_t problem_value) {
  if (spec_value != problem_value)
    throw_refusal(RefusalId::plan_problem_mismatch, field, spec_value, static_cast<long long>(problem_value));
}

void check_at_least(const char* field, int lowest, int problem_value) {
  if (problem_value < lowest) throw_refusal(RefusalId::plan_geometry, field, lowest, problem_value);
}

// A run-time-geometry kernel serves any geometry with these lower bounds (docs/kernels.md §Launch
// plans), in this order; the padded extent is its one upper limit, checked for every family.
void check_runtime_geometry(const irg_problem_t& p) {
  check_at_least("filter_h", 1, p.filter_h);
  check_at_least("filter_w", 1, p.filter_w);
  check_at_least("stride_h", 1, p.stride_h);
  check_at_least("stride_w", 1, p.stride_w);
  check_at_least("pad_h", 0, p.pad_h);
  check_at_least("pad_w", 0, p.pad_w);
}

// A kernel's tap rows ho*stride + r*dilation - pad stay exact in i32 exactly when the padded input
// extent does (the proof is in docs/kernels.md §Launch plans).
void check_padded_extent(const char* extent, const char* pad, int64_t in, int64_t pad_value) {
  const int64_t padded = saturating_add(in, 2 * pad_value);
  if (padded > INT32_MAX) throw_refusal(RefusalId::plan_padded_extent, extent, pad, static_cast<long long>(padded));
}

// The spec's geometry, or the problem's for a kernel that reads it at run time.
Stage1 with_problem_geometry(Stage1 k, const irg_problem_t& p) {
  k.filter_h = p.filter_h;
  k.filter_w = p.filter_w;
  k.stride_h = p.stride_h;
  k.stride_w = p.stride_w;
  k.pad_h = p.pad_h;
  k.pad_w = p.pad_w;
  k.dilation_h = p.dilation_h;
  k.dilation_w = p.dilation_w;
  return k;
}

// The rest of the plan, once the geometry `k` carries is the problem's: padded extent, dtype, dW
// dtype, output extent, slices (slices.h) and launches.
void plan_checked_geometry(const irg_request_t& req, const ArchInfo& arch, const Stage1& k, const irg_problem_t& p,
                           irg_plan_t& out) {
  check_padded_extent("hi", "pad_h", p.hi, k.pad_h);
  check_padded_extent("wi", "pad_w", p.wi, k.pad_w);
  check_equal("dtype", k.dtype, p.dtype);
  if (p.dw_dtype != IRG_DTYPE_F32 && p.dw_dtype != IRG_DTYPE_F16 && p.dw_dtype != IRG_DTYPE_BF16)
    throw_refusal(RefusalId::plan_dw_dtype, dtype_name(p.dw_dtype).c_str());
  const int64_t ho = output_extent(p.hi, k.pad_h, k.filter_h, k.stride_h, p.dilation_h);
  const int64_t wo = output_extent(p.wi, k.pad_w, k.filter_w, k.stride_w, p.dilation_w);
  check_positive("ho", ho);
  check_positive("wo", wo);

  const int64_t channels = p.groups * p.cpg, filters = p.groups * p.kpg;  // C and K
  const SliceGeometry g{p, ho, wo, element_bytes(p.dtype)};
  const std::vector<Slice> slices = plan_slices(k, arch, g);

  const bool two_stage = !(k.ws_replicas == 1 && p.dw_dtype == IRG_DTYPE_F32);
  const int64_t count = filters * k.filter_h * k.filter_w * p.cpg;
  const int64_t dw_bytes = count * (p.dw_dtype == IRG_DTYPE_F32 ? 4 : 2);
  const int64_t ws_bytes = two_stage ? k.ws_replicas * count * 4 : 0;

  for (size_t index = 0; index < slices.size(); ++index) {
    const Slice& s = slices[index];
    irg_launch_t& l = out.launches[out.n_launches++];
    l.request = req;
    l.slice = static_cast<int32_t>(index);
    set_kernargs(l,
                 {{KernargValue::dy, ptr(IRG_BUF_DY, (s.image * ho + s.ho0) * g.dy_row())},
                  {KernargValue::x, ptr(IRG_BUF_X, (s.image * p.hi + s.hi0) * g.x_row())},
                  {KernargValue::ws, ptr(two_stage ? IRG_BUF_WS : IRG_BUF_DW, 0)},
                  {KernargValue::dy_bytes, i32(s.images * s.ho * g.dy_row())},
                  {KernargValue::x_bytes, i32(s.images * s.hi * g.x_row())},
                  {KernargValue::ws_bytes, i32(two_stage ? ws_bytes : dw_bytes)}, {KernargValue::n, i32(s.images)},
                  {KernargValue::hi, i32(s.hi)}, {KernargValue::wi, i32(p.wi)}, {KernargValue::ho, i32(s.ho)},
                  {KernargValue::wo, i32(wo)}, {KernargValue::groups, i32(p.groups)},
                  {KernargValue::dy_stride_n, i32(s.ho * wo * filters)}, {KernargValue::dy_stride_h, i32(wo * filters)},
                  {KernargValue::dy_stride_w, i32(filters)}, {KernargValue::x_stride_n, i32(s.hi * p.wi * channels)},
                  {KernargValue::x_stride_h, i32(p.wi * channels)}, {KernargValue::x_stride_w, i32(channels)},
                  {KernargValue::kpg, i32(p.kpg)}, {KernargValue::cpg, i32(p.cpg)},
                  {KernargValue::filter_h, i32(p.filter_h)}, {KernargValue::filter_w, i32(p.filter_w)},
                  {KernargValue::stride_h, i32(p.stride_h)}, {KernargValue::stride_w, i32(p.stride_w)},
                  {KernargValue::pad_h, i32(s.pad_h)}, {KernargValue::pad_w, i32(p.pad_w)},
                  {KernargValue::dilation_h, i32(p.dilation_h)}, {KernargValue::dilation_w, i32(p.dilation_w)}},
                 k.kernel);
    const std::array<int64_t, 3> grid = k.grid(p, s.images, s.ho, wo);
    l.grid[0] = grid_dim(grid[0], "grid.x", k.kernel);
    l.grid[1] = grid_dim(grid[1], "grid.y", k.kernel);
    l.grid[2] = grid_dim(grid[2], "grid.z", k.kernel);
    l.block[0] = static_cast<uint32_t>(k.block);
    l.block[1] = l.block[2] = 1;
  }
  out.n_slices = static_cast<int32_t>(slices.size());
  if (two_stage) {
    const FamilyKernels* helper = family_kernels(helper_family(req.family));
    if (!helper || !helper->fold) throw_internal("a two-stage plan of a family whose families.def row names no helper");
    const HelperLaunch fold = helper->fold(req, arch, k.ws_replicas, p.dw_dtype);
    irg_launch_t& l = out.launches[out.n_launches++];
    l.request = fold.request;
    l.slice = -1;
    set_kernargs(l,
                 {{KernargValue::ws, ptr(IRG_BUF_WS, 0)}, {KernargValue::dw, ptr(IRG_BUF_DW, 0)}, {KernargValue::ws_bytes, i32(ws_bytes)},
                  {KernargValue::dw_bytes, i32(dw_bytes)}, {KernargValue::count, i32(count)}},
                 fold.kernel);
    l.grid[0] = grid_dim(ceil_div(count, fold.block), "grid.x", fold.kernel);
    l.grid[1] = l.grid[2] = 1;
    l.block[0] = static_cast<uint32_t>(fold.block);
    l.block[1] = l.block[2] = 1;
  }
  out.zeroed = 1u << (two_stage ? IRG_BUF_WS : IRG_BUF_DW);
  out.buffer_bytes[IRG_BUF_X] = p.n * p.hi * g.x_row();
  out.buffer_bytes[IRG_BUF_DY] = p.n * ho * g.dy_row();
  out.buffer_bytes[IRG_BUF_DW] = dw_bytes;
  out.buffer_bytes[IRG_BUF_WS] = ws_bytes;
}


void plan_stage1(const irg_request_t& req, const ArchInfo& arch, const Stage1& k, const irg_problem_t& p,
                 irg_plan_t& out) {
  check_positive("n", p.n);
  check_positive("hi", p.hi);
  check_positive("wi", p.wi);
  check_positive("groups", p.groups);
  check_positive("dilation_h", p.dilation_h);
  check_positive("dilation_w", p.dilation_w);
  if (k.ungrouped) check_equal("groups", 1, p.groups);
  k.check_channels(p);
  if (k.runtime_geometry) {
    check_runtime_geometry(p);
    plan_checked_geometry(req, arch, with_problem_geometry(k, p), p, out);
    return;
  }
  check_equal("filter_h", k.filter_h, p.filter_h);
  check_equal("filter_w", k.filter_w, p.filter_w);
  check_equal("stride_h", k.stride_h, p.stride_h);
  check_equal("stride_w", k.stride_w, p.stride_w);
  check_equal("pad_h", k.pad_h, p.pad_h);
  check_equal("pad_w", k.pad_w, p.pad_w);
  if (k.dilated) {
    check_equal("dilation_h", k.dilation_h, p.dilation_h);
    check_equal("dilation_w", k.dilation_w, p.dilation_w);
  } else if (p.dilation_h != 1 || p.dilation_w != 1) {
    throw_refusal(RefusalId::plan_dilation, family_name(req.family), p.dilation_h, p.dilation_w);
  }
  plan_checked_geometry(req, arch, k, p, out);
}

}  // namespace

void require_channels_equal(const char* field, int expected, int64_t problem_value) {
  check_equal(field, expected, problem_value);
}

void require_channels_granule(const char* field, int granule, int64_t problem_value) {
  if (problem_value < granule || problem_value % granule != 0)
    throw_refusal(RefusalId::plan_problem_granule, field, granule, static_cast<long long>(problem_value));
}

void require_channels_positive(const char* field, int64_t problem_value) { check_positive(field, problem_value); }

void plan_request(const irg_request_t& req, const ArchInfo& arch, const irg_problem_t& problem, irg_plan_t& out) {
  std::memset(&out, 0, sizeof out);
  const FamilyKernels* family = family_kernels(req.family);
  if (!family->stage1) throw_refusal(RefusalId::plan_family, family_name(req.family), family_name(req.family));
  family->validate(req, arch);
  plan_stage1(req, arch, family->stage1(req, arch), problem, out);
}

}  // namespace irgate::engine
