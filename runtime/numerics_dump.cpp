// runtime/numerics_dump.cpp — see numerics_dump.h.
#include "runtime/numerics_dump.h"

#include <system_error>

#include <nlohmann/json.hpp>

#include "oracle/reference.h"
#include "registry/families.h"
#include "registry/spec_json.h"
#include "runtime/inputs.h"
#include "runtime/npy.h"
#include "support/files.h"
#include "support/sha256.h"

namespace irgate::runtime {
namespace {

const char* dump_dtype_name(int32_t dtype) {
  return dtype == IRG_DTYPE_F16 ? "fp16" : dtype == IRG_DTYPE_BF16 ? "bf16" : "fp32";
}
const char* dump_descr(int32_t dtype) {
  return dtype == IRG_DTYPE_F16 ? "<f2" : dtype == IRG_DTYPE_BF16 ? "<u2" : "<f4";
}

struct NumericsDumpWriter {
  std::filesystem::path dir;
  nlohmann::json files = nlohmann::json::object();

  Status put(const std::string& name, int32_t dtype, const std::vector<int64_t>& shape, const std::string& layout,
             const void* data, size_t bytes) {
    auto file = npy::encode(dump_descr(dtype), shape, data, bytes);
    if (!file) return Error{name + ".npy: " + file.error().message, 1};
    if (auto s = write_atomic(dir / (name + ".npy"), *file); !s) return s;
    nlohmann::json f = {{"file", name + ".npy"}, {"dtype", dump_dtype_name(dtype)}, {"descr", dump_descr(dtype)},
                        {"shape", shape}, {"layout", layout}};
    if (dtype == IRG_DTYPE_BF16) f["bf16_as"] = "uint16 bits";
    files[name] = f;
    return ok();
  }
  Status put_floats(const std::string& name, int32_t dtype, const std::vector<int64_t>& shape,
                    const std::string& layout, const std::vector<float>& values) {
    const std::vector<uint8_t> bytes = encode(values, dtype);  // exact: values are already of dtype
    return put(name, dtype, shape, layout, bytes.data(), bytes.size());
  }
};

std::string hex(const std::vector<uint8_t>& bytes) {
  static const char digits[] = "0123456789abcdef";
  std::string out;
  for (uint8_t b : bytes) out += digits[b >> 4], out += digits[b & 15];
  return out;
}

// How a rerun fills each buffer of the plan before launch 0: from a tensor file, zeroed, or not at
// all (a kernel that reads it before writing it is a finding).
std::string buffer_init(const irg_plan_t& plan, int buffer, bool helper_alone) {
  if (buffer == IRG_BUF_X && !helper_alone) return "x.npy";
  if (buffer == IRG_BUF_DY && !helper_alone) return "dy.npy";
  if (buffer == IRG_BUF_WS && helper_alone) return "ws.npy";
  return plan.zeroed >> buffer & 1u ? "zero" : "undefined";
}

// The plan as it ran, each launch with its code object (written under objects/ by SHA-256) and
// its kernargs: values, buffer-relative pointers, and the segment bytes with their pointer slots.
Result<nlohmann::json> plan_json(const std::filesystem::path& dir, const NumericsTensors& t, bool helper_alone) {
  const irg_plan_t& plan = *t.plan;
  nlohmann::json buffers = nlohmann::json::array();
  for (int b = 1; b < IRG_BUF_COUNT; ++b)
    if (plan.buffer_bytes[b] > 0)
      buffers.push_back({{"name", buffer_name(b)}, {"bytes", plan.buffer_bytes[b]}, {"init", buffer_init(plan, b, helper_alone)}});
  nlohmann::json launches = nlohmann::json::array();
  for (size_t i = 0; i < t.launches.size() && i < size_t(plan.n_launches); ++i) {
    const irg_launch_t& l = plan.launches[i];
    const LaunchRecord& rec = t.launches[i];
    nlohmann::json kernargs = nlohmann::json::array();
    for (int k = 0; k < l.n_kernargs; ++k) {
      const irg_kernarg_value_t& v = l.kernargs[k];
      kernargs.push_back(v.buffer == IRG_BUF_NONE ? nlohmann::json{{"value", v.value}}
                                                  : nlohmann::json{{"buffer", buffer_name(v.buffer)}, {"offset", v.value}});
    }
    nlohmann::json launch = {{"kernel", rec.kernel},
                             {"arch", rec.arch},
                             {"grid", {l.grid[0], l.grid[1], l.grid[2]}},
                             {"block", {l.block[0], l.block[1], l.block[2]}},
                             {"slice", l.slice},
                             {"kernargs", kernargs}};
    if (!rec.code_object.empty()) {
      const std::string sha = sha256_hex(rec.code_object);
      const std::string file = "objects/" + sha + ".hsaco";
      std::error_code ec;
      std::filesystem::create_directories(dir / "objects", ec);
      if (ec) return Error{"cannot create " + (dir / "objects").string() + ": " + ec.message(), 1};
      if (!std::filesystem::exists(dir / file))
        if (auto s = write_atomic(dir / file, rec.code_object); !s) return s.error();
      nlohmann::json slots = nlohmann::json::array();
      for (const PointerSlot& p : rec.pointer_slots)
        slots.push_back({{"segment_offset", p.segment_offset}, {"buffer", buffer_name(p.buffer)}});
      launch["code_object"] = {{"file", file}, {"sha256", sha}};
      launch["kernarg_segment_hex"] = hex(rec.kernarg_segment);
      launch["pointer_slots"] = slots;
    }
    launches.push_back(launch);
  }
  return nlohmann::json{{"buffers", buffers}, {"zeroed_before_launch_0", "the buffers whose init is zero"},
                        {"n_slices", plan.n_slices}, {"launches", launches}};
}

}  // namespace

Status write_numerics_dump(const std::filesystem::path& dir, const NumericsResult& r, const DumpInfo& info) {
  const NumericsTensors& t = r.tensors;
  if (t.dw_ref.empty() || t.dw_bytes.empty())
    return Error{std::string("nothing to dump: the check ended ") + verdict_name(r.verdict) + " before comparing dW", 1};
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec) return Error{"cannot create " + dir.string() + ": " + ec.message(), 1};
  const irg_problem_t& p = r.problem;
  // A helper family run on its own (the fold) has no X and dY: its input is WS, its dW a count.
  const registry::Family* row = registry::family_by_name(info.family);
  const bool helper_alone = row && !row->stage1;
  NumericsDumpWriter w{dir};
  const int64_t ho = helper_alone ? 0 : emu::output_h(p), wo = helper_alone ? 0 : emu::output_w(p);
  const std::vector<int64_t> dw_shape = helper_alone ? std::vector<int64_t>{int64_t(t.dw_ref.size())}
                                               : std::vector<int64_t>{p.groups * p.kpg, p.filter_h, p.filter_w, p.cpg};
  const std::string dw_layout = helper_alone ? "count" : "KRSC";
  if (!helper_alone) {
    if (auto s = w.put_floats("x", p.dtype, {p.n, p.hi, p.wi, p.groups * p.cpg}, "NHWC", t.x); !s) return s;
    if (auto s = w.put_floats("dy", p.dtype, {p.n, ho, wo, p.groups * p.kpg}, "NHWK", t.dy); !s) return s;
  }
  if (auto s = w.put("dw", p.dw_dtype, dw_shape, dw_layout, t.dw_bytes.data(), t.dw_bytes.size()); !s) return s;
  if (auto s = w.put_floats("dw_ref", IRG_DTYPE_F32, dw_shape, dw_layout, t.dw_ref); !s) return s;
  if (!t.ws.empty() && t.ws_count > 0) {
    std::vector<float> ws(t.ws.begin(), t.ws.begin() + t.ws_replicas * t.ws_count);
    if (auto s = w.put_floats("ws", IRG_DTYPE_F32, {t.ws_replicas, t.ws_count}, "slab, element", ws); !s) return s;
  }
  nlohmann::json problem = {{"n", p.n},           {"hi", p.hi},           {"wi", p.wi},
                            {"groups", p.groups}, {"cpg", p.cpg},         {"kpg", p.kpg},
                            {"filter_h", p.filter_h}, {"filter_w", p.filter_w}, {"stride_h", p.stride_h},
                            {"stride_w", p.stride_w}, {"pad_h", p.pad_h},   {"pad_w", p.pad_w},
                            {"dilation_h", p.dilation_h}, {"dilation_w", p.dilation_w},
                            {"slice_bytes", p.slice_bytes}, {"ho", ho},           {"wo", wo},
                            {"dtype", dump_dtype_name(p.dtype)}, {"dw_dtype", dump_dtype_name(p.dw_dtype)}};
  nlohmann::json doc = {
      {"schema", "irgate.numerics_dump/v2"},
      {"config", info.config},
      {"family", info.family},
      {"arch", info.arch},
      {"flavor", info.flavor},
      {"engine", info.engine},
      {"spec", info.spec},
      {"seed", info.seed},
      {"wmma_model", info.wmma_model},
      {"problem", problem},
      {"launches", r.launches},
      {"verdict", verdict_name(r.verdict)},
      {"math", "dW[k,r,s,c] = sum over n,ho,wo of dY[n,ho,wo,k] * "
               "X[n,ho*stride_h+r*dilation_h-pad_h,wo*stride_w+s*dilation_w-pad_w,c] "
               "(k in group g reads c of group g; out-of-image taps add 0); dw_ref: exact inputs, the exact value "
               "rounded once to dw_dtype (bit equality); random inputs, accumulated in fp32"},

      {"bf16", "NumPy has no bf16: a bf16 tensor is stored as its raw bits ('<u2'); widen with "
               "(a.astype(np.uint32) << 16).view(np.float32)"},
      {"files", w.files}};
  nlohmann::json inputs = nlohmann::json::object();
  inputs["mode"] = inputs_mode_name(r.inputs);
  inputs["rule"] = r.inputs_rule;
  doc["inputs"] = inputs;
  doc["tolerance"] = r.inputs == InputsMode::exact
                         ? "none: bit equality"
                         : "per element: 2*gamma_n*sum|x*dy|*(1+u_out) + u_out*|want| + eta_out (docs/emulator.md)";
  doc["verdict_basis"] = verdict_basis_name(r.basis);
  if (r.probabilistic)
    doc["probabilistic_bound"] = {{"source", "Higham & Mary, SIAM J. Sci. Comput. 41(5), 2019, Theorem 3.1"},
                                  {"per_element", "2*gamma_tilde_n(lambda)*sum|x*dy|*(1+u_out) + u_out*|want| + eta_out"},
                                  {"lambda", r.probabilistic_bound.lambda},
                                  {"false_failure_per_element", r.probabilistic_bound.per_element},
                                  {"false_failure_per_run", r.probabilistic_bound.per_run},
                                  {"outside", r.probabilistic->mismatches}};
  if (t.plan) {
    auto plan = plan_json(dir, t, helper_alone);
    if (!plan) return plan.error();
    doc["plan"] = *plan;
  }
  if (r.helper_exact)
    doc["exact_stage"] = {{"stage", r.helper_exact->stage}, {"mismatches", r.helper_exact->mismatches}};
  if (r.stage1_exact)
    doc["exact_stage1"] = {{"stage", r.stage1_exact->stage}, {"mismatches", r.stage1_exact->mismatches}};
  return write_atomic(dir / "problem.json", doc.dump(2) + "\n");
}

}  // namespace irgate::runtime
