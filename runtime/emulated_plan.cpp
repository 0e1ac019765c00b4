// runtime/emulated_plan.cpp — plan -> emulator launches.
#include "runtime/emulated_plan.h"

#include <algorithm>
#include <cstdlib>
#include <memory>

#include "machine/arch.h"
#include "machine/memory.h"
#include "oracle/reference.h"
#include "registry/engine.h"
#include "registry/families.h"
#include "runtime/inputs.h"
#include "runtime/plan_executor.h"

namespace irgate::runtime {

namespace {

Result<std::string> emit(const irg_engine& engine, const irg_request_t& req) {
  registry::Emission e = registry::Engine(&engine).emit_ll(req);
  if (!e.ok())
    return Error{std::string(e.refused() ? "emit refused: " : "emit error: ") + e.refusal_id + ": " + e.refusal_text, 1};
  return std::move(e.text);
}

}  // namespace

const char* buffer_name(int buffer) {
  static const char* const names[IRG_BUF_COUNT] = {"-", "X", "dY", "dW", "WS"};
  return buffer > 0 && buffer < IRG_BUF_COUNT ? names[buffer] : names[0];
}

int buffer_by_name(const std::string& name) {
  for (int b = 1; b < IRG_BUF_COUNT; ++b)
    if (name == buffer_name(b)) return b;
  return IRG_BUF_NONE;
}

std::vector<float> buffer_values(const PlanRunOptions& options, int buffer, int64_t count, int32_t dtype, bool products) {
  const uint64_t key = stream_key(options.seed, uint32_t(buffer));
  if (!options.exact || !options.exact->applies) return seeded_values(count, dtype, key);
  const ExactInputs& e = *options.exact;
  return exact_values(count, key, products ? e.product() : buffer == IRG_BUF_X ? e.x : e.dy);
}

int64_t InputDraw::elements(int buffer) const {
  return buffer == IRG_BUF_X ? emu::x_elements(problem) : buffer == IRG_BUF_DY ? emu::dy_elements(problem) : 0;
}

std::vector<float> InputDraw::values(int buffer, int64_t first, int64_t count) const {
  const uint64_t key = stream_key(seed, uint32_t(buffer));
  std::vector<float> v = exact && exact->applies
                             ? exact_values(count, key, buffer == IRG_BUF_X ? exact->x : exact->dy, first)
                             : seeded_values(count, problem.dtype, key, first);
  if (subnormals) sprinkle_subnormals(v, problem.dtype, stream_key(seed, uint32_t(buffer), StreamUse::subnormals), first);
  return v;
}

InputDraw input_draw(const irg_problem_t& problem, const PlanRunOptions& options) {
  return InputDraw{problem, options.seed, options.exact, options.subnormal_inputs};
}

Status run_plan_on_emulator(const irg_engine& engine, const irg_plan_t& plan, const irg_problem_t& problem,
                            const PlanRunOptions& options, PlanRun& run) {
  if (plan.n_launches <= 0 || plan.n_launches > IRG_PLAN_MAX_LAUNCHES)
    return Error{"plan has " + std::to_string(plan.n_launches) + " launches", 1};
  emu::GlobalMemory mem;
  uint64_t base[IRG_BUF_COUNT] = {0, 0, 0, 0, 0};
  for (int b = 1; b < IRG_BUF_COUNT; ++b) {
    int64_t bytes = plan.buffer_bytes[b];
    if (bytes < 0) return Error{std::string("negative size of buffer ") + buffer_name(b), 1};
    if (bytes == 0) continue;
    base[b] = mem.allocate(buffer_name(b), uint64_t(bytes));
    if (plan.zeroed >> b & 1u) mem.fill_zero(base[b], uint64_t(bytes));
  }
  // Inputs: X and dY hold exactly the problem's tensors; anything past them stays undefined
  // (and is reported if read). Drawn and encoded a chunk at a time: the executor's memory is the
  // one place they are held whole.
  run.inputs = input_draw(problem, options);
  auto fits = [&](int b, int64_t bytes) -> Status {
    if (base[b] && bytes <= plan.buffer_bytes[b]) return ok();
    return Error{std::string("plan's ") + buffer_name(b) + " buffer (" + std::to_string(plan.buffer_bytes[b]) +
                     " bytes) is smaller than the problem's tensor (" + std::to_string(bytes) + " bytes)",
                 1};
  };
  for (int b : {IRG_BUF_X, IRG_BUF_DY}) {
    if ((options.fill_buffers >> b & 1u) || plan.buffer_bytes[b] <= 0) continue;
    const int64_t count = run.inputs.elements(b), element_bytes = dtype_bytes(problem.dtype);
    if (auto s = fits(b, count * element_bytes); !s) return s;
    constexpr int64_t kChunk = int64_t{1} << 20;
    for (int64_t first = 0; first < count; first += kChunk) {
      const std::vector<uint8_t> bytes = encode(run.inputs.values(b, first, std::min(kChunk, count - first)), problem.dtype);
      mem.write(base[b] + uint64_t(first * element_bytes), bytes.data(), bytes.size());
    }
  }
  for (int b = 1; b < IRG_BUF_COUNT; ++b) {
    if (!(options.fill_buffers >> b & 1u) || !base[b]) continue;
    run.filled[b] = buffer_values(options, b, plan.buffer_bytes[b] / 4, IRG_DTYPE_F32, true);
    const std::vector<uint8_t> bytes = encode(run.filled[b], IRG_DTYPE_F32);
    if (auto s = fits(b, int64_t(bytes.size())); !s) return s;
    mem.write(base[b], bytes.data(), bytes.size());
  }

  const std::unique_ptr<PlanExecutor> executor = make_plan_executor(options);
  for (int i = 0; i < plan.n_launches; ++i) {
    const irg_launch_t& l = plan.launches[i];
    auto text = emit(engine, l.request);
    if (!text) return Error{"launch " + std::to_string(i) + ": " + text.error().message, 1};
    if (options.rewrite_kernel) *text = options.rewrite_kernel(*text);
    auto arch = emu::arch_info(l.request.arch);
    if (!arch) return arch.error();
    std::vector<uint64_t> kernargs;
    if (l.n_kernargs < 0 || l.n_kernargs > IRG_PLAN_MAX_KERNARGS) return Error{"bad kernarg count", 1};
    for (int k = 0; k < l.n_kernargs; ++k) {
      const irg_kernarg_value_t& v = l.kernargs[k];
      if (v.buffer == IRG_BUF_NONE) {
        if (v.value < INT32_MIN || v.value > UINT32_MAX)
          return Error{"launch " + std::to_string(i) + " kernarg " + std::to_string(k) + " does not fit an i32", 1};
        kernargs.push_back(uint32_t(v.value));
      } else {
        if (v.buffer <= 0 || v.buffer >= IRG_BUF_COUNT || !base[v.buffer])
          return Error{"launch " + std::to_string(i) + " kernarg " + std::to_string(k) + " names a missing buffer", 1};
        kernargs.push_back(base[v.buffer] + uint64_t(v.value));
      }
    }
    const registry::Family* row = registry::family_by_id(l.request.family);
    if (row && !row->stage1 && run.helper_launch < 0 && base[IRG_BUF_WS]) {
      // Snapshot the helper's input: its family's stage check compares the helper's output with
      // a host model fed with it (runtime/family_numerics.h).
      std::vector<uint8_t> ws(size_t(plan.buffer_bytes[IRG_BUF_WS]));
      mem.read(base[IRG_BUF_WS], ws.data(), ws.size());
      run.ws_before_helper = decode(ws, IRG_DTYPE_F32, int64_t(ws.size() / 4));
      run.helper_launch = i;
    }
    LaunchRecord rec;
    const Result<emu::Report> report = executor->run(l, *text, *arch, mem, kernargs, rec);
    if (!report) return Error{"launch " + std::to_string(i) + ": " + report.error().message, 1};
    rec.arch = arch->name;
    for (int k = 0; k < 3; ++k) rec.grid[k] = l.grid[k], rec.block[k] = l.block[k];
    rec.report = *report;
    run.report.merge(*report);
    run.launches.push_back(std::move(rec));
    if (report->faulted) break;
  }
  run.distinct_kernels = executor->distinct_kernels();
  if (base[IRG_BUF_DW]) {
    const int64_t n = emu::dw_elements(problem);
    std::vector<uint8_t> bytes(size_t(n) * size_t(dtype_bytes(problem.dw_dtype)));
    if (int64_t(bytes.size()) > plan.buffer_bytes[IRG_BUF_DW]) return Error{"plan's dW buffer is too small", 1};
    mem.read(base[IRG_BUF_DW], bytes.data(), bytes.size());
    run.dw = decode(bytes, problem.dw_dtype, n);
    run.dw_bytes = std::move(bytes);
  }
  return ok();
}

}  // namespace irgate::runtime
