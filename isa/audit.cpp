// isa/audit.cpp — see audit.h.
#include "isa/audit.h"

#include <algorithm>
#include <unordered_set>

#include "isa/hazards/checker.h"
#include "isa/mode_flow.h"

namespace irgate::isa {
namespace {

const char* field_name(int field) {
  switch (field) {
    case kMsbFieldSrc0: return "src0";
    case kMsbFieldSrc1: return "src1";
    case kMsbFieldSrc2: return "src2";
    case kMsbFieldDst: return "dst";
  }
  return "unbanked";
}

FindingKind kind_of(ModeIssueKind k) {
  switch (k) {
    case ModeIssueKind::conflict: return FindingKind::mode_conflict;
    case ModeIssueKind::unknown: return FindingKind::mode_unknown;
    case ModeIssueKind::dropped_set: return FindingKind::mode_set_dropped;
    case ModeIssueKind::unfollowable: break;
  }
  return FindingKind::unfollowable;
}

struct KernelChecker {
  const Kernel& kernel;
  const std::vector<Instruction>& code;
  AuditReport& report;

  void add(FindingKind kind, const Instruction& i, std::string reg, std::string detail) {
    report.findings.push_back(
        {kind, kernel.name, i.address, i.offset, i.text, std::move(reg), std::move(detail)});
  }

  // One register operand of `i` against its file's allocation.
  void check_operand(const Instruction& i, const Operand& op, const ModeAt& at, KernelAudit& ka) {
    const long vgprs = kernel.resources.vgpr_count, agprs = kernel.resources.agpr_count,
               sgprs = kernel.resources.sgpr_count;
    const unsigned first = at.known ? banked_index(op, at.mode) : op.reg.index;
    const long end = static_cast<long>(first + op.reg.count);  // one past the last 32-bit register
    const std::string role = op.is_def ? "written" : "read";
    switch (op.reg.file) {
      case RegFile::vgpr: {
        ka.vgprs_used = std::max<unsigned>(ka.vgprs_used, static_cast<unsigned>(end));
        if (end <= vgprs) return;
        std::string how = op.msb_field >= 0 && at.known
                              ? std::string(field_name(op.msb_field)) + " under mode " + mode_hex(at.mode)
                              : std::string("unbanked");
        add(FindingKind::vgpr_out_of_range, i, banked_name(op, at.known ? at.mode : 0),
            role + " as " + how + " (encoded " + asm_name(op.reg.file, op.reg.index, op.reg.count, op.reg.half) +
                "), past .vgpr_count " + std::to_string(vgprs));
        return;
      }
      case RegFile::agpr:
        if (end > agprs)
          add(FindingKind::agpr_out_of_range, i, asm_name(op.reg.file, first, op.reg.count, op.reg.half),
              role + ", past .agpr_count " + std::to_string(agprs));
        return;
      case RegFile::sgpr:
        if (end > sgprs)
          add(FindingKind::sgpr_out_of_range, i, asm_name(op.reg.file, first, op.reg.count, op.reg.half),
              role + ", past .sgpr_count " + std::to_string(sgprs));
        return;
      case RegFile::ttmp:
      case RegFile::special:
        return;  // not part of the kernel's allocation
    }
  }

  void check_hazards(const Disassembler& d, const ModeFlow& flow, KernelAudit& ka) {
    hazards::HazardReport hz = hazards::check_kernel(d.arch(), kernel.name, code, flow.before, kernel.resources.vgpr_count);
    ka.hazards_checked = hz.applies;
    for (hazards::HazardFinding& h : hz.findings) {
      const bool advisory = h.severity == hazards::Severity::advisory;
      const FindingKind kind = h.rule == hazards::RuleId::unclassified ? FindingKind::unclassified
                               : advisory                             ? FindingKind::hazard_advisory
                                                                      : FindingKind::hazard;
      Finding f{kind, kernel.name, h.consumer_address, h.consumer_offset, h.consumer, h.regs, h.explanation()};
      (advisory ? report.advisories : report.findings).push_back(std::move(f));
      ++(advisory ? ka.hazard_advisories : ka.hazard_findings);
    }
  }

  KernelAudit run(const Disassembler& d) {
    KernelAudit ka{kernel.name, kernel.resources.vgpr_count, kernel.resources.agpr_count, kernel.resources.sgpr_count,
                   code.size()};
    const ModeFlow flow = follow_vgpr_mode(d, code);
    for (const ModeIssue& issue : flow.issues) add(kind_of(issue.kind), code[issue.index], "", issue.what);

    std::unordered_set<uint64_t> branch_targets;
    for (const Instruction& i : code)
      if (i.branch_target) branch_targets.insert(*i.branch_target);
    check_hazards(d, flow, ka);
    for (size_t n = 0; n < code.size(); ++n) {
      const Instruction& i = code[n];
      const ModeAt& at = flow.before[n];
      if (is_set_vgpr_msb(i)) {
        ++ka.mode_sets;
        if (n + 1 < code.size() && is_set_vgpr_msb(code[n + 1]) && !branch_targets.count(code[n + 1].address) &&
            at.reachable)
          add(FindingKind::mode_set_dead, i, "",
              "changes the mode of no instruction: the next instruction, " + code[n + 1].text + " at " +
                  hex(code[n + 1].address) + ", sets it again");
      }
      if (!at.reachable) continue;
      ++ka.reachable;
      for (const Operand& op : i.operands)
        if (op.kind == Operand::Kind::reg) check_operand(i, op, at, ka);
    }
    return ka;
  }
};

}  // namespace

const char* finding_kind_name(FindingKind kind) {
  switch (kind) {
    case FindingKind::vgpr_out_of_range: return "vgpr_out_of_range";
    case FindingKind::agpr_out_of_range: return "agpr_out_of_range";
    case FindingKind::sgpr_out_of_range: return "sgpr_out_of_range";
    case FindingKind::mode_conflict: return "mode_conflict";
    case FindingKind::mode_unknown: return "mode_unknown";
    case FindingKind::mode_set_dropped: return "mode_set_dropped";
    case FindingKind::mode_set_dead: return "mode_set_dead";
    case FindingKind::unfollowable: return "unfollowable";
    case FindingKind::hazard: return "hazard";
    case FindingKind::unclassified: return "unclassified";
    case FindingKind::hazard_advisory: return "hazard_advisory";
  }
  return "unknown";
}

std::string Finding::message() const {
  return kernel + " +" + hex(offset) + " (" + hex(address) + ") `" + instruction + "`: " + (reg.empty() ? "" : reg + ": ") +
         detail + " [" + finding_kind_name(kind) + "]";
}

std::string AuditReport::summary(size_t shown) const {
  if (kernels.empty()) return "no kernel audited";
  if (findings.empty()) {
    size_t n = 0;
    for (const KernelAudit& k : kernels) n += k.instructions;
    return "clean: " + std::to_string(kernels.size()) + " kernel(s), " + std::to_string(n) + " instructions" +
           (advisories.empty() ? "" : ", " + std::to_string(advisories.size()) + " hazard advisory(ies)");
  }
  std::string s = std::to_string(findings.size()) + " ISA audit finding(s)" + (shown ? ": " : "");
  for (size_t i = 0; i < findings.size() && i < shown; ++i) s += (i ? "; " : "") + findings[i].message();
  if (shown && findings.size() > shown) s += " (+" + std::to_string(findings.size() - shown) + " more)";
  return s;
}

AuditReport audit_kernel(const Disassembler& d, const Kernel& kernel, const std::vector<Instruction>& code) {
  AuditReport report;
  report.arch = d.arch();
  KernelChecker checker{kernel, code, report};
  report.kernels.push_back(checker.run(d));
  return report;
}

Result<AuditReport> audit_code_object(const Disassembler& d, const CodeObject& co) {
  AuditReport report;
  report.arch = co.arch;
  for (const Kernel& k : co.kernels) {
    auto code = decode_kernel(d, co, k);
    if (!code) return Error{"ISA audit: kernel " + k.name + ": " + code.error().message, code.error().exit_code};
    AuditReport one = audit_kernel(d, k, *code);
    report.kernels.push_back(std::move(one.kernels[0]));
    for (Finding& f : one.findings) report.findings.push_back(std::move(f));
    for (Finding& f : one.advisories) report.advisories.push_back(std::move(f));
  }
  return report;
}

Auditor::Auditor() = default;
Auditor::~Auditor() = default;

Result<const Disassembler*> Auditor::disassembler(const std::string& arch) const {
  std::lock_guard<std::mutex> lock(mutex_);
  if (auto it = by_arch_.find(arch); it != by_arch_.end()) return static_cast<const Disassembler*>(it->second.get());
  auto d = Disassembler::create(arch);
  if (!d) return d.error();
  return static_cast<const Disassembler*>(by_arch_.emplace(arch, std::move(*d)).first->second.get());
}

Result<AuditReport> Auditor::audit(std::string bytes, std::string_view origin) const {
  auto co = read_code_object(std::move(bytes), origin);
  if (!co) return co.error();
  auto d = disassembler(co->arch);
  if (!d) return Error{std::string(origin) + ": " + d.error().message, d.error().exit_code};
  return audit_code_object(**d, *co);
}

}  // namespace irgate::isa
