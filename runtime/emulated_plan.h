// runtime/emulated_plan.h — execute an irg_plan_t on the emulator: allocate X/DY/DW/WS per
// plan.buffer_bytes (each at its own large base address), zero plan.zeroed, fill X and dY with
// seeded values (exact or random, runtime/exact_inputs.h) rounded to the dtype, emit each launch's kernel (cached per distinct text),
// map kernargs (PTR = buffer base + offset, I32 = value) and run grid x block.
//
// Used by runtime/numerics.cpp, `irgate run` and tests. Re-entrant: no shared state.
//
// X and dY are drawn chunk by chunk into the executor's memory and held there once, in their
// dtype; the run keeps only how they were drawn (InputDraw), from which the references draw the
// same values again, a batch chunk at a time.
//
//   PlanRun run;
//   Status s = run_plan_on_emulator(*irg_reference_engine(), plan, problem, {}, run);
//   if (s) compare(run.dw, reference_wgrad(problem, run.inputs.whole(IRG_BUF_X), run.inputs.whole(IRG_BUF_DY)).dw, tol);
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "machine/findings.h"
#include "emulator/launch.h"
#include "irgate/engine_api.h"
#include "irgate/serve.h"
#include "runtime/exact_inputs.h"
#include "runtime/isa_kernels.h"
#include "support/result.h"

namespace irgate::runtime {

struct PlanRunOptions {
  uint64_t seed = 1;            // input values: each buffer's stream is stream_key(seed, buffer) (runtime/inputs.h)
  // Exact inputs (runtime/exact_inputs.h) when set and applying: X, dY and filled buffers drawn
  // from its ranges; else uniform draws in [-1, 1) (random mode).
  std::optional<ExactInputs> exact;
  emu::ExecOptions exec;        // schedule seed, checks, WMMA arithmetic model
  bool subnormal_inputs = false;  // X and dY with 16-bit subnormals sprinkled in (runtime/inputs.h)
  // Extra inputs to fill instead of zeroing or leaving undefined (the stand-alone reduce runs
  // a plan whose WS is an input). Bit (1u << irg_buffer).
  uint32_t fill_buffers = 0;
  // Tests only: rewrites each emitted kernel text before it runs (a deliberately broken
  // kernel: wrong tap offset, missing barrier, dropped guard). Empty: run the text as emitted.
  std::function<std::string(const std::string&)> rewrite_kernel;
  // Which executor runs the launches: the IR emulator (the emitted text) or the ISA executor
  // (its compiled code object; Executor::both is resolved by the caller into two runs).
  Executor executor = Executor::ir;
  // ISA executor only: where each kernel's code object comes from (empty: compile the text with
  // the request flavor's toolchain), and (tests) a rewrite of the code object's bytes, e.g. a
  // dropped wait instruction.
  CodeObjectSource code_objects;
  std::function<std::string(const std::string&)> rewrite_code_object;
  std::shared_ptr<Disassemblers> disassemblers;  // shared decoders (null: the run makes its own)
  // HIP path only (tests; runtime/hip_runner.h): a framework's launch bug, planted before the
  // device sees it. `edit_served_launch` may change a launch's kernarg bytes and pointer slots (a
  // slot moved, a slice's base offset); `edit_zeroed` the buffers zeroed before launch 0 (bit
  // 1u << irg_buffer).
  std::function<void(const irg_serve_launch_t& launch, std::vector<uint8_t>& kernargs,
                     std::vector<irg_serve_pointer_slot_t>& slots)>
      edit_served_launch;
  std::function<uint32_t(uint32_t zeroed)> edit_zeroed;
};

// "X", "dY", "dW", "WS" for a plan's buffers (irg_buffer), "-" for IRG_BUF_NONE; and back
// (IRG_BUF_NONE for a name that is none of them).
const char* buffer_name(int buffer);
int buffer_by_name(const std::string& name);

// A pointer kernarg's place in the kernarg segment: the 8 bytes at `segment_offset` hold the
// address of `buffer` plus the value already written there (the byte offset into the buffer).
struct PointerSlot {
  uint32_t segment_offset = 0;
  int32_t buffer = IRG_BUF_NONE;
};

struct LaunchRecord {
  std::string kernel;
  std::string arch;
  uint32_t grid[3] = {0, 0, 0}, block[3] = {0, 0, 0};
  emu::Report report;
  // ISA executor only, what another executor needs to rerun the launch (runtime/dump_rerun.h):
  // the linked code object that ran, and its kernarg segment with every pointer buffer-relative.
  std::string code_object;
  std::vector<uint8_t> kernarg_segment;
  std::vector<PointerSlot> pointer_slots;
};

// How a run fills X and dY (seed, inputs mode, subnormals), so that any range of either can be
// drawn again where it is used: the values the kernels read, rounded to the problem's dtype.
struct InputDraw {
  irg_problem_t problem{};
  uint64_t seed = 1;
  std::optional<ExactInputs> exact;  // applying: exact mode's ranges; else random draws
  bool subnormals = false;
  int64_t elements(int buffer) const;  // of X or dY
  // Elements [first, first + count) of X or dY (IRG_BUF_X, IRG_BUF_DY).
  std::vector<float> values(int buffer, int64_t first, int64_t count) const;
  std::vector<float> whole(int buffer) const { return values(buffer, 0, elements(buffer)); }
};

struct PlanRun {
  InputDraw inputs;                   // X and dY as the kernel saw them, drawn again on demand
  std::vector<float> filled[IRG_BUF_COUNT];  // values of buffers filled via fill_buffers (fp32)
  std::vector<float> dw;              // dW read back, converted to float
  std::vector<uint8_t> dw_bytes;      // dW read back, the bytes as the kernel left them
  // The input of the plan's helper launch (the first launch of a HELPER family, families.def:
  // the fold of a two-stage plan), when it has one: WS as it was right before that launch (what
  // stage 1 left), fp32. helper_launch is -1 when no helper ran.
  int helper_launch = -1;
  std::vector<float> ws_before_helper;
  std::vector<LaunchRecord> launches; // one per launch executed
  emu::Report report;                 // all launches merged
  uint64_t distinct_kernels = 0;
  bool faulted() const { return report.faulted; }
};

// The values of `buffer` (an irg_buffer) under the options' seed and inputs mode: exact mode's X
// or dY range, or with `products` the range of one product (a WS the reduce family sums).
std::vector<float> buffer_values(const PlanRunOptions& options, int buffer, int64_t count, int32_t dtype, bool products);
// How X and dY are filled for `problem` under `options` (with the subnormals
// options.subnormal_inputs asks for): what every plan runner (emulator, ISA executor, HIP) uses.
InputDraw input_draw(const irg_problem_t& problem, const PlanRunOptions& options);

// Errors: an emit refusal or error (with its id and text), an untranslatable kernel, a bad
// launch. Findings while running are in run.report (a fault stops the plan).
Status run_plan_on_emulator(const irg_engine& engine, const irg_plan_t& plan, const irg_problem_t& problem,
                            const PlanRunOptions& options, PlanRun& run);

}  // namespace irgate::runtime
