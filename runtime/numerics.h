// runtime/numerics.h — one numerics check: a request on a small problem of its geometry, run
// through the engine's launch plan on the emulator, compared with the host reference: bit for
// bit on exact inputs (the default where the problem allows them), within a per-element
// tolerance on random ones.
//
// Used by `irgate run`, `irgate numerics` and tests/numerics. A refusal or a plan that
// launches nothing is never a pass: the verdict says so.
//
//   NumericsResult r = check_numerics(*irg_reference_engine(), request, {});
//   if (r.verdict != Verdict::Pass) std::cerr << r.detail;
#pragma once

#include <cstdint>
#include <functional>
#include <iterator>
#include <optional>
#include <string>
#include <vector>

#include "oracle/compare.h"
#include "machine/wmma.h"
#include "irgate/engine_api.h"
#include "runtime/emulated_plan.h"
#include "runtime/planted_bug.h"
#include "runtime/exact_inputs.h"
#include "runtime/isa_kernels.h"
#include "oracle/exact_bits.h"
#include "support/result.h"

namespace irgate::runtime {

enum class Verdict { Pass, Mismatch, Findings, Refused, Error };
const char* verdict_name(Verdict v);

struct ProblemShape {
  int64_t n = 0, h = 0, w = 0, groups = 0;  // 0: the default for the family
  // Channels per group, for the fields a family reads at run time (a RUNTIME_ problem link,
  // docs/kernels.md §Runtime channel counts); 0: numerics picks them (kDefaultChannels). A field
  // the spec ties (the stems' cpg = c, depthwise's 1) always takes the spec's value.
  int64_t cpg = 0, kpg = 0;
  // The geometry of a spec that reads it at run time (implicit_gemm_wgrad's -1 fields, a
  // RUNTIME_OR_ problem link); unset: kDefaultRuntimeGeometry. A baked spec's geometry always wins.
  struct Geometry {
    int32_t filter_h, filter_w, stride_h, stride_w, pad_h, pad_w, dilation_h, dilation_w;
  };
  std::optional<Geometry> geometry;
  // The batch-slice window of irg_problem_t (ABI 4); 0: the kernels' 2^31 - 1. A smaller window
  // takes the plan's sliced path on a problem the emulators run in seconds (`run --slice-bytes`).
  int64_t slice_bytes = 0;
};

// Numerics' geometry for a run-time-geometry spec when the shape gives none: rectangular in every
// field (filter 3 x 2, stride 2 x 1, pad 1 x 1, dilation 1 x 2), so a swapped h/w kernarg shows.
inline constexpr ProblemShape::Geometry kDefaultRuntimeGeometry{3, 2, 2, 1, 1, 1, 1, 2};

// The executor's findings, one "  kind: message" line each (the first Report::kMaxKept), and
// how many more there were.
std::string findings_text(const emu::Report& report);

// The whole of a served problem as a shape: its batch, extents, groups, channels and geometry, so
// that a run-time kernel is verified on the problem it serves and not on numerics' defaults.
ProblemShape shape_of(const irg_problem_t& problem);

// `N,H,W,G` or `N,H,W,G,CPG,KPG`, every number positive (`irgate run/plan/reduce --problem`).
std::optional<ProblemShape> parse_problem_shape(const std::string& text);

// The channel counts numerics tries, in order, for the run-time fields the shape leaves 0: the
// first the engine's plan admits is used (docs/emulator.md §check_numerics). cpg 24, kpg 40 put a
// tail into every 16-wide tile; the equal powers of two are for kernels that refuse tails (the
// TDM ring copies whole block tiles).
struct ChannelCounts {
  int64_t cpg, kpg;
};
inline constexpr ChannelCounts kDefaultChannels[] = {{24, 40}, {32, 32}, {64, 64}, {128, 128}, {256, 256}, {512, 512}};

// What random mode's verdict rests on: the worst-case bound alone (always checked, the default),
// or the probabilistic bound beside it (oracle/tolerance.h; `--tolerance probabilistic`).
enum class ToleranceBasis { worst_case, probabilistic };
const char* tolerance_basis_name(ToleranceBasis b);  // "worst-case", "probabilistic"
std::optional<ToleranceBasis> tolerance_basis_by_name(const std::string& name);

// Which verdict a check got: bit equality on exact inputs (dense, or under the sparse pattern past
// 2^24 products), or on random inputs the probabilistic bound or the worst-case bound alone.
enum class VerdictBasis { exact, exact_pattern, probabilistic, worst_case_only };
const char* verdict_basis_name(VerdictBasis b);  // "exact", "exact with a pattern", "probabilistic", "worst-case only"
// How many checks got each basis: "12 exact, 1 exact with a pattern, 0 probabilistic, 0 worst-case only".
struct VerdictBasisCounts {
  static constexpr VerdictBasis kAll[] = {VerdictBasis::exact, VerdictBasis::exact_pattern, VerdictBasis::probabilistic,
                                         VerdictBasis::worst_case_only};
  size_t count[std::size(kAll)] = {};
  void add(VerdictBasis b) { ++count[size_t(b)]; }
  std::string text() const;
};

struct NumericsOptions {
  uint64_t seed = 1;
  // Exact inputs and a bit-equality verdict where the problem allows them, else random inputs
  // and the per-element tolerance (runtime/exact_inputs.h, oracle/tolerance.h).
  InputsMode inputs = InputsMode::exact;
  uint64_t schedule_seed = 0;   // seeded wave interleaving and workgroup order (0: in order)
  int32_t dw_dtype = 0;         // 0: fp32 for one-slab plans, the input dtype when slabs fold
  ProblemShape shape;
  std::function<std::string(const std::string&)> rewrite_kernel;  // tests: break a kernel on purpose
  ToleranceBasis tolerance = ToleranceBasis::worst_case;  // random mode: also fail on the probabilistic bound
  double tolerance_scale = 1.0;  // multiplies random mode's bounds (`irgate reduce`: hunt a tighter one); != 1 implies random inputs
  emu::WmmaModel wmma_model = emu::WmmaModel::CLast;  // the arithmetic inside WMMAs (machine/wmma_models.def)
  bool subnormal_inputs = false;  // X and dY with 16-bit subnormals sprinkled in (runtime/inputs.h)
  PlantedBug plant = PlantedBug::none;  // a bug planted in the plan before it runs (`irgate run --plant`)
  bool keep_tensors = false;     // fill NumericsResult::tensors (`irgate run --dump`)
  Executor executor = Executor::ir;  // runtime/isa_kernels.h
  CodeObjectSource code_objects;     // ISA executor: the code objects (empty: compile the text)
  std::function<std::string(const std::string&)> rewrite_code_object;  // tests: break a code object on purpose
  std::shared_ptr<Disassemblers> disassemblers;  // ISA executor: decoders shared across checks (null: one per check)
  // Who runs the plan: empty, the executor `executor` names (run_plan_on_emulator); the HIP tests
  // hand run_plan_on_hip (runtime/hip_runner.h), which then gets the same problem, inputs,
  // references and verdict as the executors.
  std::function<Status(const irg_engine&, const irg_plan_t&, const irg_problem_t&, const PlanRunOptions&, PlanRun&)>
      plan_runner;
  // Tests: sets what no field here carries on the run's options (the HIP path's planted bugs).
  std::function<void(PlanRunOptions&)> configure_run;
};

// The tensors of one check, for `irgate run --dump` (runtime/numerics_dump.h).
struct NumericsTensors {
  std::vector<float> x, dy;          // as the kernel read them (already rounded to problem.dtype)
  std::vector<uint8_t> dw_bytes;     // the kernel's dW, problem.dw_dtype
  std::vector<float> dw_ref;         // the host reference, fp32
  std::vector<float> ws;             // Stage 2's input (R slabs of ws_count), when a reduce ran
  int32_t ws_replicas = 0;
  int64_t ws_count = 0;
  std::shared_ptr<const irg_plan_t> plan;  // the plan that ran
  std::vector<LaunchRecord> launches;      // each launch executed (ISA executor: its code object and kernargs)
};

struct NumericsResult {
  Verdict verdict = Verdict::Error;
  std::string detail;           // mismatches / findings / refusal, ready to print
  emu::Comparison comparison;   // the tolerance check of the whole dW against the reference (exact inputs: a zero tolerance)
  // Random inputs: the same dW against the probabilistic bound, and its λ and false-failure
  // probabilities (the verdict rests on it only with ToleranceBasis::probabilistic).
  std::optional<emu::Comparison> probabilistic;
  emu::ProbabilisticBound probabilistic_bound;
  VerdictBasis basis = VerdictBasis::worst_case_only;
  // The inputs the check drew, and why ("exact inputs: X = k*2^-3, |k| <= 45; …" or "random
  // inputs: …"); with exact inputs, dW's bits against the integer reference's (the verdict).
  InputsMode inputs = InputsMode::random;
  std::string inputs_rule;
  std::optional<emu::ExactCheck> exact_dw;
  // The families' own stage checks (runtime/family_numerics.h), each bit for bit when its rule
  // is exact; the verdict is MISMATCH when one fails. helper_exact: the helper launch of a
  // two-stage plan (the fold, against its host model fed with what stage 1 left). stage1_exact:
  // the stage-1 family's stage when the plan that ran gave it the exact rule (depthwise on a
  // one-writer plan); stage1_rule says which rule applied and why ("exact: one stage-1 launch, …"
  // / "tolerance: 3 row bands …"; "" for a family that declares no stage).
  std::optional<emu::ExactCheck> helper_exact;
  std::optional<emu::ExactCheck> stage1_exact;
  std::string stage1_rule;
  // dW is deterministic whatever order the hardware picks (a family's exact stage covers it, or
  // a helper alone): two executors must agree on it bit for bit even on random inputs.
  bool dw_deterministic = false;
  std::string finding_kind;     // first finding's kind, the refusal id, or "" (`irgate reduce`)
  NumericsTensors tensors;      // when options.keep_tensors
  irg_problem_t problem{};
  int launches = 0;             // kernels actually executed
  uint64_t lane_instructions = 0;
  // ISA executor: the loops (backward branches) of the launched kernels, how many some wave took,
  // and those none took ("kernel@0x1d40"); the compile-time gate grows the problem until every
  // loop went round on some problem.
  uint64_t loops = 0, loops_iterated = 0;
  std::vector<std::string> loops_not_taken;
  double seconds = 0;
  bool launched() const { return launches > 0; }
  bool exact_passed() const {
    return (!helper_exact || helper_exact->passed()) && (!stage1_exact || stage1_exact->passed()) &&
           (!exact_dw || exact_dw->passed());
  }
};

// The default small problem of a request's geometry (depthwise: N=2, 9x9, wave size + 5
// channels so the channel tail is exercised; filter, stride, pad, dtype from the spec; run-time
// channels from the shape, else kDefaultChannels[0]).
irg_problem_t default_problem(const irg_request_t& request, const ProblemShape& shape, int32_t dw_dtype);
// The default problem planned by `engine`: while the plan refuses and a run-time channel count
// was left to numerics, the next kDefaultChannels entry is tried. Returns the status of the
// last plan (the first candidate's refusal when none plans); the problem is the one planned.
int plan_default_problem(const irg_engine& engine, const irg_request_t& request, const ProblemShape& shape,
                         int32_t dw_dtype, irg_problem_t& problem, irg_plan_t& plan, irg_refusal_t& why);

// The most bytes the host references hold at once for `p` beyond dW: they draw X and dY again a
// chunk of images at a time (about 256 MiB of floats, at least one image), never the whole batch.
int64_t reference_working_bytes(const irg_problem_t& p);

// Problem shapes beyond the default one on which numerics checks a stage of the request's plan
// bit for bit, so that a lane runs them too and fails a case whose stage did not get the exact
// rule ("exact: ", NumericsResult::stage1_rule): the family's FamilyNumerics::exact_stage_shapes
// (direct_depthwise_wgrad: a shape that gives every element one writer). Empty for a family
// without one.
std::vector<ProblemShape> exact_stage_shapes(const irg_request_t& request);

// The executor options.executor names runs the plan (Executor::both: runtime/numerics_both.h).
NumericsResult check_numerics(const irg_engine& engine, const irg_request_t& request, const NumericsOptions& options);

// "dw[k=3 r=0 s=2 c=5]" (a helper family on its own: "dw[17]"): element i of dW, KRSC.
std::string dw_element_name(int32_t family, const irg_problem_t& problem, size_t i);

// The models a `--wmma-model` flag names: one by its name (machine/wmma_models.def) or "all";
// anything else is an error listing the names.
Result<std::vector<emu::WmmaModel>> wmma_models_from_flag(const std::string& flag);

}  // namespace irgate::runtime
