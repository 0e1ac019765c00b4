// toolchain/validate.cpp — see validate.h.
#include "toolchain/validate.h"

#include <map>
#include <sstream>

#include "support/files.h"
#include "toolchain/parallel.h"
#include "toolchain/steps.h"
#include "toolchain/tempdir.h"

namespace irgate::toolchain {
namespace {

// First non-empty line of a diagnostic (<= 200 chars).
std::string first_line(const std::string& text) {
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    size_t b = line.find_first_not_of(" \t\r");
    if (b == std::string::npos) continue;
    line = line.substr(b);
    return line.size() > 200 ? line.substr(0, 200) : line;
  }
  return "(no diagnostic)";
}

std::string why_failed(const Result<ProcessResult>& r) {
  if (!r) return r.error().message;
  if (r->timed_out) return "timed out";
  if (r->signal != 0) return "killed by signal " + std::to_string(r->signal) + ": " + first_line(r->err);
  return first_line(r->err + r->out);
}

}  // namespace

std::vector<std::string> budget_violations(const metadata::KernelResources& k, long lds_limit, long lds_estimate,
                                           long vgpr_estimate) {
  std::vector<std::string> v;
  if (k.vgpr_spill_count > 0) v.push_back(std::to_string(k.vgpr_spill_count) + " VGPR spills");
  if (k.sgpr_spill_count > 0) v.push_back(std::to_string(k.sgpr_spill_count) + " SGPR spills");
  if (k.private_segment_fixed_size > 0)
    v.push_back(std::to_string(k.private_segment_fixed_size) + " bytes of scratch per lane");
  if (lds_limit > 0 && k.group_segment_fixed_size > lds_limit)
    v.push_back("LDS " + std::to_string(k.group_segment_fixed_size) + " bytes over the arch limit " +
                std::to_string(lds_limit));
  if (lds_estimate >= 0 && k.group_segment_fixed_size > lds_estimate)
    v.push_back("LDS " + std::to_string(k.group_segment_fixed_size) + " bytes measured over the engine's estimate " +
                std::to_string(lds_estimate));
  if (vgpr_estimate >= 0 && k.vgpr_count > vgpr_estimate)
    v.push_back(std::to_string(k.vgpr_count) + " VGPRs measured over the engine's estimate " +
                std::to_string(vgpr_estimate));
  return v;
}

ValidateOutcome validate_one(const Toolchain& tc, const isa::Auditor& auditor, const ValidateItem& item) {
  ValidateOutcome o{item.config_id, item.flavor, item.arch, item.family};
  o.lds_estimate = item.lds_estimate;
  o.vgpr_estimate = item.vgpr_estimate;
  auto fail = [&](const char* stage, std::string message) {
    o.stage = stage;
    o.message = std::move(message);
    return o;
  };
  auto dir = TempDir::create("irgate-validate");
  if (!dir) return fail("toolchain", dir.error().message);
  if (auto w = write_scratch(dir->path() / "kernel.ll", item.text); !w) return fail("toolchain", w.error().message);
  std::string cpu = item.arch.substr(0, item.arch.find(':'));

  auto v = verify(tc, dir->path(), "kernel.ll");
  if (!v || !v->exited_ok()) return fail("verify", why_failed(v));
  auto c = compile(tc, dir->path(), "kernel.ll", cpu, "kernel.o");
  if (!c || !c->exited_ok()) return fail("compile", why_failed(c));
  if (c->err.find("not a recognized processor") != std::string::npos) return fail("compile", first_line(c->err));
  auto l = link(tc, dir->path(), "kernel.o", "kernel.hsaco");
  if (!l || !l->exited_ok()) return fail("link", why_failed(l));
  auto n = read_notes(tc, dir->path(), "kernel.hsaco");
  if (!n || !n->exited_ok()) return fail("metadata", why_failed(n));
  o.kernels = metadata::parse_kernel_resources(n->out);
  if (o.kernels.empty()) return fail("metadata", "no amdhsa.kernels entry in the code object's notes");
  std::string over;
  for (auto& k : o.kernels) {
    if (!k.complete()) return fail("metadata", "kernel " + k.name + ": a resource key is missing from the metadata");
    for (auto& why : budget_violations(k, item.lds_limit, item.lds_estimate, item.vgpr_estimate)) over += (over.empty() ? "" : "; ") + k.name + ": " + why;
  }
  std::string audit_failure;
  auto bytes = read_file(dir->path() / "kernel.hsaco");
  auto report = bytes ? auditor.audit(std::move(*bytes), "config " + std::to_string(item.config_id) + " " +
                                                             flavor_name(item.flavor))
                      : Result<isa::AuditReport>(bytes.error());
  if (!report) {
    o.audit = "error: " + report.error().message;
    audit_failure = "the ISA audit could not run: " + report.error().message;
  } else {
    o.findings = report->findings;
    o.audit = o.findings.empty() ? "clean" : std::to_string(o.findings.size()) + " finding(s)";
    if (!report->clean()) audit_failure = report->summary();
  }
  if (!over.empty()) return fail("budget", audit_failure.empty() ? over : over + "; " + audit_failure);
  if (!audit_failure.empty()) return fail("audit", audit_failure);
  return o;
}

std::vector<ValidateOutcome> validate_all(const std::vector<ValidateItem>& items, int jobs,
                                          std::chrono::milliseconds timeout) {
  std::map<int, Result<Toolchain>> tcs;
  for (auto& it : items)
    if (!tcs.count(it.flavor)) {
      auto tc = find_toolchain(it.flavor);
      if (tc) tc->timeout = timeout;
      tcs.emplace(it.flavor, std::move(tc));
    }
  std::vector<ValidateOutcome> out(items.size());
  const isa::Auditor auditor;  // one disassembler per arch, shared by the jobs
  parallel_for(items.size(), jobs, [&](size_t i) {
    const auto& tc = tcs.at(items[i].flavor);
    if (!tc) {
      out[i] = ValidateOutcome{items[i].config_id, items[i].flavor, items[i].arch, items[i].family, "toolchain",
                               tc.error().message, {}};
      return;
    }
    out[i] = validate_one(*tc, auditor, items[i]);
  });
  return out;
}

}  // namespace irgate::toolchain
