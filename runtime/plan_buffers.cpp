// runtime/plan_buffers.cpp — see plan_buffers.h.
#include "runtime/plan_buffers.h"

#include <algorithm>

#include "oracle/reference.h"
#include "registry/families.h"
#include "runtime/inputs.h"

namespace irgate::runtime {

namespace {

Status fits(const irg_plan_t& plan, int b, int64_t bytes) {
  if (plan.buffer_bytes[b] > 0 && bytes <= plan.buffer_bytes[b]) return ok();
  return Error{std::string("plan's ") + buffer_name(b) + " buffer (" + std::to_string(plan.buffer_bytes[b]) +
                   " bytes) is smaller than the problem's tensor (" + std::to_string(bytes) + " bytes)",
               1};
}

}  // namespace

Status write_plan_inputs(const irg_plan_t& plan, const irg_problem_t& problem, const PlanRunOptions& options,
                         const PlanBufferIo& io, PlanRun& run) {
  // X and dY hold exactly the problem's tensors; anything past them stays as the runner left it.
  // Drawn and encoded a chunk at a time: the runner's memory is the one place they are whole.
  run.inputs = input_draw(problem, options);
  for (int b : {IRG_BUF_X, IRG_BUF_DY}) {
    if ((options.fill_buffers >> b & 1u) || plan.buffer_bytes[b] <= 0) continue;
    const int64_t count = run.inputs.elements(b), element_bytes = dtype_bytes(problem.dtype);
    if (auto s = fits(plan, b, count * element_bytes); !s) return s;
    constexpr int64_t kChunk = int64_t{1} << 20;
    for (int64_t first = 0; first < count; first += kChunk) {
      const std::vector<uint8_t> bytes = encode(run.inputs.values(b, first, std::min(kChunk, count - first)), problem.dtype);
      if (auto s = io.write(b, uint64_t(first * element_bytes), bytes.data(), bytes.size()); !s) return s;
    }
  }
  for (int b = 1; b < IRG_BUF_COUNT; ++b) {
    if (!(options.fill_buffers >> b & 1u) || plan.buffer_bytes[b] <= 0) continue;
    run.filled[b] = buffer_values(options, b, plan.buffer_bytes[b] / 4, IRG_DTYPE_F32, true);
    const std::vector<uint8_t> bytes = encode(run.filled[b], IRG_DTYPE_F32);
    if (auto s = fits(plan, b, int64_t(bytes.size())); !s) return s;
    if (auto s = io.write(b, 0, bytes.data(), bytes.size()); !s) return s;
  }
  return ok();
}

Status snapshot_helper_input(const irg_plan_t& plan, int index, const PlanBufferIo& io, PlanRun& run) {
  const registry::Family* row = registry::family_by_id(plan.launches[index].request.family);
  if (!row || row->stage1 || run.helper_launch >= 0 || plan.buffer_bytes[IRG_BUF_WS] <= 0) return ok();
  // The helper's family checks its output against a host model fed with this
  // (runtime/family_numerics.h).
  std::vector<uint8_t> ws(size_t(plan.buffer_bytes[IRG_BUF_WS]));
  if (auto s = io.read(IRG_BUF_WS, 0, ws.data(), ws.size()); !s) return s;
  run.ws_before_helper = decode(ws, IRG_DTYPE_F32, int64_t(ws.size() / 4));
  run.helper_launch = index;
  return ok();
}

Status read_plan_dw(const irg_plan_t& plan, const irg_problem_t& problem, const PlanBufferIo& io, PlanRun& run) {
  if (plan.buffer_bytes[IRG_BUF_DW] <= 0) return ok();
  const int64_t n = emu::dw_elements(problem);
  std::vector<uint8_t> bytes(size_t(n) * size_t(dtype_bytes(problem.dw_dtype)));
  if (int64_t(bytes.size()) > plan.buffer_bytes[IRG_BUF_DW]) return Error{"plan's dW buffer is too small", 1};
  if (auto s = io.read(IRG_BUF_DW, 0, bytes.data(), bytes.size()); !s) return s;
  run.dw = decode(bytes, problem.dw_dtype, n);
  run.dw_bytes = std::move(bytes);
  return ok();
}

}  // namespace irgate::runtime
