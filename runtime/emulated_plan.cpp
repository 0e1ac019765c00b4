// runtime/emulated_plan.cpp — plan -> emulator launches.
#include "runtime/emulated_plan.h"

#include <cstdlib>
#include <memory>

#include "machine/arch.h"
#include "machine/memory.h"
#include "oracle/reference.h"
#include "registry/engine.h"
#include "runtime/inputs.h"
#include "runtime/plan_buffers.h"
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
  if (buffer == IRG_BUF_DY && exact && exact->applies) apply_sparse_pattern(v, problem, exact->pattern, first);
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
  const PlanBufferIo io{[&](int b, uint64_t off, const void* p, uint64_t n) {
                          mem.write(base[b] + off, p, n);
                          return ok();
                        },
                        [&](int b, uint64_t off, void* p, uint64_t n) {
                          mem.read(base[b] + off, p, n);
                          return ok();
                        }};
  if (auto s = write_plan_inputs(plan, problem, options, io, run); !s) return s;

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
    if (auto s = snapshot_helper_input(plan, i, io, run); !s) return s;
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
  if (auto s = read_plan_dw(plan, problem, io, run); !s) return s;
  return ok();
}

}  // namespace irgate::runtime
