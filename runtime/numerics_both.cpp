// runtime/numerics_both.cpp — see numerics_both.h.
#include "runtime/numerics_both.h"

#include <cstring>

#include "runtime/inputs.h"
#include "toolchain/tools.h"

namespace irgate::runtime {

namespace {

// Worst first: the verdict of a pair of runs is the worse of the two.
int severity(Verdict v) {
  switch (v) {
    case Verdict::Pass: return 0;
    case Verdict::Mismatch: return 1;
    case Verdict::Findings: return 2;
    case Verdict::Refused: return 3;
    case Verdict::Error: return 4;
  }
  return 4;
}

std::string indented(const std::string& text) {
  std::string out;
  size_t at = 0;
  while (at < text.size()) {
    const size_t end = text.find('\n', at);
    out += "  " + text.substr(at, end == std::string::npos ? std::string::npos : end - at) + "\n";
    if (end == std::string::npos) break;
    at = end + 1;
  }
  return out;
}

std::string hex16(uint32_t bits, int bytes) {
  char b[16];
  std::snprintf(b, sizeof b, bytes == 2 ? "0x%04x" : "0x%08x", bits);
  return b;
}

// The cross-check of two passing runs: "" when they agree, else the finding.
std::string cross_check(const irg_request_t& request, const NumericsResult& ir, const NumericsResult& isa,
                        bool bitwise, std::string& agreement) {
  const irg_problem_t& p = ir.problem;
  const std::vector<uint8_t>& a = ir.tensors.dw_bytes;
  const std::vector<uint8_t>& b = isa.tensors.dw_bytes;
  if (a.empty() || a.size() != b.size())
    return "executors: dW of " + std::to_string(a.size()) + " and " + std::to_string(b.size()) + " bytes cannot be compared\n";
  const int esize = dtype_bytes(p.dw_dtype);
  const int64_t n = int64_t(a.size()) / esize;
  if (bitwise) {
    for (int64_t i = 0; i < n; ++i) {
      uint32_t x = 0, y = 0;
      std::memcpy(&x, a.data() + i * esize, size_t(esize));
      std::memcpy(&y, b.data() + i * esize, size_t(esize));
      if (x == y) continue;
      return "executors DISAGREE (bit for bit: exact inputs or deterministic stages): " + dw_element_name(request.family, p, size_t(i)) +
             ": ir " + hex16(x, esize) + " isa " + hex16(y, esize) + "\n";
    }
    agreement = "executors agree bit for bit on all " + std::to_string(n) + " dW elements (exact inputs or deterministic stages)";
    return "";
  }
  const std::vector<float> fa = decode(a, p.dw_dtype, n), fb = decode(b, p.dw_dtype, n);
  // Each run passed: each lies within its element's bound of the reference, so the two may lie up
  // to twice that bound apart (one fp16 ulp each way when the atomics added in another order).
  emu::Tolerance between = ir.comparison.tolerance;
  between.scale *= 2;
  const emu::Comparison c = emu::compare(fb, fa, between);
  if (!c.passed())
    return "executors DISAGREE beyond the tolerance: " +
           (c.first.empty() ? std::string("no element compared")
                            : dw_element_name(request.family, p, c.first[0].index) + ": ir " +
                                  std::to_string(c.first[0].want) + " isa " + std::to_string(c.first[0].got)) +
           " (" + std::to_string(c.mismatches) + " of " + std::to_string(c.count) + " elements)\n";
  size_t identical = 0;
  for (int64_t i = 0; i < n; ++i) identical += std::memcmp(a.data() + i * esize, b.data() + i * esize, size_t(esize)) == 0;
  agreement = "executors agree within the tolerance (" + std::to_string(identical) + " of " + std::to_string(n) +
              " dW elements bit-identical; max abs difference " + std::to_string(c.max_abs_err) + ")";
  return "";
}

}  // namespace

std::string isa_executor_unavailable(const irg_request_t& request) {
  auto tc = toolchain::find_toolchain(request.flavor);
  return tc ? "" : tc.error().message;
}

NumericsResult check_on_both_executors(const irg_engine& engine, const irg_request_t& request, const NumericsOptions& options) {
  NumericsOptions one = options;
  one.executor = Executor::ir;
  one.keep_tensors = true;
  NumericsResult ir = check_numerics(engine, request, one);
  if (const std::string why = isa_executor_unavailable(request); !why.empty()) {
    ir.detail += "isa executor: not run (" + why + ")\n";
    if (!options.keep_tensors) ir.tensors = {};
    return ir;
  }
  one.executor = Executor::isa;
  NumericsResult isa = check_numerics(engine, request, one);

  NumericsResult res = severity(isa.verdict) > severity(ir.verdict) ? isa : ir;
  res.detail = "ir: " + std::string(verdict_name(ir.verdict)) + "\n" + indented(ir.detail) + "isa: " +
               verdict_name(isa.verdict) + "\n" + indented(isa.detail);
  res.launches = std::min(ir.launches, isa.launches);
  res.lane_instructions = ir.lane_instructions + isa.lane_instructions;
  res.loops = isa.loops, res.loops_iterated = isa.loops_iterated;  // the machine code's loops
  res.loops_not_taken = isa.loops_not_taken;
  res.seconds = ir.seconds + isa.seconds;
  if (ir.verdict == Verdict::Pass && isa.verdict == Verdict::Pass) {
    // dW is deterministic when every stage writing it is: any plan on exact inputs (every sum
    // exact), or a family's stage that leaves no order to the hardware (runtime/family_numerics.h:
    // a helper on its own, depthwise stage 1 with one writer per element).
    const bool bitwise = ir.inputs == InputsMode::exact || ir.dw_deterministic;
    std::string agreement;
    const std::string finding = cross_check(request, ir, isa, bitwise, agreement);
    if (!finding.empty()) {
      res.verdict = Verdict::Mismatch;
      res.finding_kind = "executors-disagree";
      res.detail += finding;
    } else {
      res.detail += agreement + "\n";
    }
  }
  if (!options.keep_tensors) res.tensors = {};
  else res.tensors.launches = std::move(isa.tensors.launches);  // the records that carry code objects
  return res;
}

}  // namespace irgate::runtime
