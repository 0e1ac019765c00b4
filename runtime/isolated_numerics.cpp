// runtime/isolated_numerics.cpp — see isolated_numerics.h.
#include "runtime/isolated_numerics.h"

#include <filesystem>
#include <memory>

#include <nlohmann/json.hpp>

#include "support/files.h"
#include "support/sha256.h"
#include "support/wire.h"

namespace irgate::runtime {
namespace {

constexpr Verdict kVerdicts[] = {Verdict::Pass, Verdict::Mismatch, Verdict::Findings, Verdict::Refused,
                                 Verdict::Error};

nlohmann::json problem_json(const irg_problem_t& p) {
  return {p.n, p.hi, p.wi, p.groups, p.cpg, p.kpg, p.filter_h, p.filter_w, p.stride_h, p.stride_w,
          p.pad_h, p.pad_w, p.dtype, p.dw_dtype, p.dilation_h, p.dilation_w, p.slice_bytes};
}

irg_problem_t problem_from(const nlohmann::json& j) {
  irg_problem_t p{};
  p.n = j[0], p.hi = j[1], p.wi = j[2], p.groups = j[3], p.cpg = j[4], p.kpg = j[5];
  p.filter_h = j[6], p.filter_w = j[7], p.stride_h = j[8], p.stride_w = j[9];
  p.pad_h = j[10], p.pad_w = j[11], p.dtype = j[12], p.dw_dtype = j[13];
  p.dilation_h = j[14], p.dilation_w = j[15];
  p.slice_bytes = j[16];
  return p;
}

std::string to_wire(const NumericsResult& r) {
  const emu::Comparison& c = r.comparison;
  return nlohmann::json{{"verdict", verdict_name(r.verdict)},
                        {"detail", r.detail},
                        {"launches", r.launches},
                        {"lane_instructions", r.lane_instructions},
                        {"loops", r.loops},
                        {"loops_iterated", r.loops_iterated},
                        {"loops_not_taken", r.loops_not_taken},
                        {"seconds", r.seconds},
                        {"problem", problem_json(r.problem)},
                        {"stage1_rule", r.stage1_rule},
                        {"inputs", inputs_mode_name(r.inputs)},
                        {"inputs_rule", r.inputs_rule},
                        {"basis", verdict_basis_name(r.basis)},
                        {"comparison",
                         {c.count, c.mismatches, c.non_finite, c.max_abs_err, c.max_rel_err}}}
      .dump();
}

NumericsResult from_wire(const std::string& bytes) {
  NumericsResult r;
  try {
    auto j = nlohmann::json::parse(bytes);
    r.verdict = Verdict::Error;
    for (Verdict v : kVerdicts)
      if (j.at("verdict") == verdict_name(v)) r.verdict = v;
    r.detail = j.at("detail");
    r.launches = j.at("launches");
    r.lane_instructions = j.at("lane_instructions");
    r.loops = j.at("loops");
    r.loops_iterated = j.at("loops_iterated");
    r.loops_not_taken = j.at("loops_not_taken").get<std::vector<std::string>>();
    r.seconds = j.at("seconds");
    r.problem = problem_from(j.at("problem"));
    r.stage1_rule = j.at("stage1_rule");
    r.inputs = inputs_mode_by_name(j.at("inputs")).value_or(InputsMode::random);
    r.inputs_rule = j.at("inputs_rule");
    r.basis = VerdictBasis::worst_case_only;  // what a name no basis has reads as: the weakest
    for (VerdictBasis b : {VerdictBasis::exact, VerdictBasis::exact_pattern, VerdictBasis::probabilistic})
      if (j.at("basis") == verdict_basis_name(b)) r.basis = b;
    const auto& c = j.at("comparison");
    r.comparison.count = c[0], r.comparison.mismatches = c[1], r.comparison.non_finite = c[2];
    r.comparison.max_abs_err = c[3], r.comparison.max_rel_err = c[4];
  } catch (const std::exception& e) {
    r = NumericsResult{};
    r.detail = std::string("  malformed result from the numerics worker: ") + e.what() + "\n";
  }
  return r;
}

// The options that cross: the data; not the functions and what they fill (check() refuses those).
void put_options(std::string& out, const NumericsOptions& o) {
  put_pod(out, o.seed);
  put_pod(out, o.schedule_seed);
  put_pod(out, o.dw_dtype);
  put_pod(out, o.shape);
  put_pod(out, o.tolerance_scale);
  put_pod(out, o.executor);
  put_pod(out, o.wmma_model);
  put_pod(out, o.subnormal_inputs);
  put_pod(out, o.inputs);
  put_pod(out, o.tolerance);
  put_pod(out, o.plant);
}

bool read_options(WireReader& in, NumericsOptions& o) {
  return in.pod(o.seed) && in.pod(o.schedule_seed) && in.pod(o.dw_dtype) && in.pod(o.shape) &&
         in.pod(o.tolerance_scale) && in.pod(o.executor) && in.pod(o.wmma_model) && in.pod(o.subnormal_inputs) &&
         in.pod(o.inputs) && in.pod(o.tolerance) && in.pod(o.plant);
}

NumericsResult error_result(const std::string& why) {
  NumericsResult r;  // Verdict::Error, nothing launched as far as the parent knows
  r.detail = "  " + why + "\n";
  return r;
}

// The worker's init: the engine's name and the code object files.
std::string init_of(const irg_engine& engine, const CodeObjectFiles& files) {
  std::string out;
  put_string(out, engine.name);
  put_pod(out, uint64_t{files.size()});
  for (const auto& [sha, path] : files) {
    put_string(out, sha);
    put_string(out, path);
  }
  return out;
}

bool read_init(const std::string& init, std::string& engine, CodeObjectFiles& files) {
  WireReader in(init);
  uint64_t n = 0;
  if (!in.string(engine) || !in.pod(n)) return false;
  for (uint64_t i = 0; i < n; ++i) {
    std::string sha, path;
    if (!in.string(sha) || !in.string(path)) return false;
    files[sha] = path;
  }
  return in.at_end();
}

}  // namespace

CodeObjectSource code_objects_from(CodeObjectFiles files) {
  auto objects = std::make_shared<const CodeObjectFiles>(std::move(files));
  auto compile = compile_with_toolchain();
  return [objects, compile](const irg_request_t& request, const std::string& text) -> Result<std::string> {
    auto it = objects->find(sha256_hex(text));
    if (it == objects->end()) return compile(request, text);
    auto bytes = read_file(it->second);
    if (!bytes) return Error{"the cached code object " + it->second + ": " + bytes.error().message, 1};
    // A content-addressed file (a kernel cache's objects/<sha256>.hsaco) whose bytes changed is
    // never run: `grid check` names it and `grid repair` compiles it again.
    const std::string stem = std::filesystem::path(it->second).stem().string();
    if (stem.size() == 64 && stem.find_first_not_of("0123456789abcdef") == std::string::npos && sha256_hex(*bytes) != stem)
      return Error{"the cached code object " + it->second + " is corrupt: its bytes do not hash to its name (irgate grid repair)", 1};
    return bytes;
  };
}

WorkerService numerics_service(EngineLookup lookup) {
  return {"numerics", [lookup](const std::string& init) -> Result<WorkerHandler> {
            std::string name;
            CodeObjectFiles files;
            if (!read_init(init, name, files)) return Error{"malformed numerics init"};
            auto engine = find_engine(lookup, name);
            if (!engine) return engine.error();
            auto domains = std::make_shared<DomainStore>();
            CodeObjectSource objects = files.empty() ? CodeObjectSource() : code_objects_from(std::move(files));
            // The ISA executor's decoders, made once per arch in this worker and kept for its
            // later cases (making one costs tens of milliseconds, using it a few).
            auto disassemblers = std::make_shared<Disassemblers>();
            return WorkerHandler([engine = *engine, domains, objects, disassemblers](const std::string& bytes) -> Result<std::string> {
              WireReader in(bytes);
              irg_request_t request;
              NumericsOptions options;
              if (!read_request(in, request, *domains) || !read_options(in, options) || !in.at_end())
                return Error{"malformed numerics request"};
              options.code_objects = objects;
              options.disassemblers = disassemblers;
              return to_wire(check_numerics(*engine, request, options));
            });
          }};
}

IsolatedNumerics::IsolatedNumerics(const irg_engine& engine, const CodeObjectFiles& code_objects)
    : client_("numerics", init_of(engine, code_objects)) {}

NumericsResult IsolatedNumerics::check(const irg_request_t& request, const NumericsOptions& options,
                                       std::chrono::milliseconds timeout) {
  if (options.rewrite_kernel || options.rewrite_code_object || options.code_objects || options.keep_tensors)
    return error_result(
        "rewrite_kernel, rewrite_code_object, code_objects and keep_tensors do not cross into a worker: run "
        "check_numerics in process");
  std::string bytes;
  put_request(bytes, request);
  put_options(bytes, options);
  IsolatedResult child = client_.call(bytes, timeout);
  if (child.completed) return from_wire(child.payload);
  return error_result("the case did not finish: " + child.describe());
}

}  // namespace irgate::runtime
