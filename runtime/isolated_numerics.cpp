// runtime/isolated_numerics.cpp — see isolated_numerics.h.
#include "runtime/isolated_numerics.h"

#include <nlohmann/json.hpp>

#include "support/subprocess.h"

namespace irgate::runtime {
namespace {

constexpr Verdict kVerdicts[] = {Verdict::Pass, Verdict::Mismatch, Verdict::Findings, Verdict::Refused,
                                 Verdict::Error};

nlohmann::json problem_json(const irg_problem_t& p) {
  return {p.n, p.hi, p.wi, p.groups, p.cpg, p.kpg, p.filter_h, p.filter_w, p.stride_h, p.stride_w,
          p.pad_h, p.pad_w, p.dtype, p.dw_dtype, p.dilation_h, p.dilation_w};
}

irg_problem_t problem_from(const nlohmann::json& j) {
  irg_problem_t p{};
  p.n = j[0], p.hi = j[1], p.wi = j[2], p.groups = j[3], p.cpg = j[4], p.kpg = j[5];
  p.filter_h = j[6], p.filter_w = j[7], p.stride_h = j[8], p.stride_w = j[9];
  p.pad_h = j[10], p.pad_w = j[11], p.dtype = j[12], p.dw_dtype = j[13];
  p.dilation_h = j[14], p.dilation_w = j[15];
  return p;
}

std::string to_wire(const NumericsResult& r) {
  const emu::Comparison& c = r.comparison;
  return nlohmann::json{{"verdict", verdict_name(r.verdict)},
                        {"detail", r.detail},
                        {"launches", r.launches},
                        {"lane_instructions", r.lane_instructions},
                        {"seconds", r.seconds},
                        {"problem", problem_json(r.problem)},
                        {"stage1_rule", r.stage1_rule},
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
    r.seconds = j.at("seconds");
    r.problem = problem_from(j.at("problem"));
    r.stage1_rule = j.at("stage1_rule");
    const auto& c = j.at("comparison");
    r.comparison.count = c[0], r.comparison.mismatches = c[1], r.comparison.non_finite = c[2];
    r.comparison.max_abs_err = c[3], r.comparison.max_rel_err = c[4];
  } catch (const std::exception& e) {
    r = NumericsResult{};
    r.detail = std::string("  malformed result from the isolated child: ") + e.what() + "\n";
  }
  return r;
}

}  // namespace

NumericsResult check_numerics_isolated(const irg_engine& engine, const irg_request_t& request,
                                       const NumericsOptions& options, std::chrono::milliseconds timeout) {
  IsolatedResult child =
      run_isolated([&] { return to_wire(check_numerics(engine, request, options)); }, timeout);
  if (child.completed) return from_wire(child.payload);
  NumericsResult r;  // Verdict::Error, nothing launched as far as the parent knows
  r.detail = "  the case did not finish: " + child.describe() + "\n";
  return r;
}

}  // namespace irgate::runtime
