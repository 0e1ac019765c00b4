// isa/audit.h — the ISA audit of a linked code object: every register operand of every
// reachable instruction, VGPRs with the bank the s_set_vgpr_msb mode in force gives them, lies
// inside the kernel's own allocation (.vgpr_count, .agpr_count, .sgpr_count of the metadata
// note); and the mode itself is followable (isa/mode_flow.h: no conflict at a branch target, no
// unknown mode, no mode change the hardware drops). Plus one placement check: two
// s_set_vgpr_msb in a row, the second not a branch target, means the first changed the mode of
// no instruction, which LLVM's pass never does on purpose; llc-22's misplaced mode change
// (docs/isa-audit.md) leaves exactly that mark.
//
// Used by `irgate validate` (toolchain/validate.*), `irgate grid compile` (grid/compile_one.*:
// a kernel with a finding is not cached) and the toolchain ctest. An audit that cannot decode
// the code object is an error, never a pass. The timing-hazard checker (isa/hazards/) runs inside
// the audit, so every user of the audit also refuses a kernel with a hazard finding.
//
//   isa::Auditor auditor;                                   // one per run; thread-safe
//   auto report = auditor.audit(hsaco_bytes, "kernel.hsaco");
//   if (!report) return fail(report.error().message);       // not a code object, undecodable
//   if (!report->clean()) std::cerr << report->summary() << "\n";
//   for (const isa::Finding& f : report->findings) std::cerr << f.message() << "\n";
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

#include "isa/code_object.h"
#include "isa/decode.h"
#include "support/result.h"

namespace irgate::isa {

// Names the audit's rules; a kernel cache records the version its objects passed (a cache
// audited by an older version is audited again before it is reused: grid/cache_audit.h).
// Version 2 adds the hazard checker (isa/hazards/checker.h).
inline constexpr const char* kAuditVersion = "irgate.isa_audit/2";

enum class FindingKind {
  vgpr_out_of_range,  // a VGPR (banked) at or past .vgpr_count
  agpr_out_of_range,  // an AGPR at or past .agpr_count
  sgpr_out_of_range,  // an SGPR at or past .sgpr_count
  mode_conflict,      // two modes meet at a branch target
  mode_unknown,       // MODE written from a register
  mode_set_dropped,   // s_set_vgpr_msb right after an s_setreg to MODE (the hardware drops it)
  mode_set_dead,      // s_set_vgpr_msb immediately overridden by another one
  unfollowable,       // an indirect branch, a call, a branch out of the kernel, running off its end
  hazard,             // a timing hazard of isa/hazards/rules.def (the rule is in the detail)
  unclassified,       // an instruction the hazard checker has no class for: never a pass
  hazard_advisory,    // an advisory rule of rules.def: reported and counted, not a failure
};
const char* finding_kind_name(FindingKind kind);  // "vgpr_out_of_range", ...

struct Finding {
  FindingKind kind = FindingKind::vgpr_out_of_range;
  std::string kernel;
  uint64_t address = 0;     // as llvm-objdump prints it
  uint64_t offset = 0;      // from the kernel's entry
  std::string instruction;  // the printer's text
  std::string reg;          // the register the hardware uses ("v[372:373]"); empty for mode findings
  std::string detail;       // the rest: "src0 under mode 0x01, past .vgpr_count 330"
  // "<kernel> +0x55c (0x235c) `v_mov_b64_e32 ...`: v[372:373]: src0 under mode 0x01, past .vgpr_count 330"
  std::string message() const;
};

struct KernelAudit {
  std::string kernel;
  long vgpr_count = 0, agpr_count = 0, sgpr_count = 0;  // the allocation, from the metadata note
  size_t instructions = 0, reachable = 0;
  size_t mode_sets = 0;     // s_set_vgpr_msb instructions
  unsigned vgprs_used = 0;  // highest banked VGPR an operand touches, plus one
  bool hazards_checked = false;  // the hazard checker has rules for the arch (gfx11, gfx12, gfx1250)
  size_t hazard_findings = 0, hazard_advisories = 0;
};

struct AuditReport {
  std::string arch;
  std::vector<KernelAudit> kernels;
  std::vector<Finding> findings;
  std::vector<Finding> advisories;  // hazard_advisory findings: reported, not failing
  bool clean() const { return !kernels.empty() && findings.empty(); }
  // "clean: 1 kernel, 3944 instructions" or "3 findings: <message>; <message> (+1 more)".
  std::string summary(size_t shown = 2) const;
};

// Audits one decoded kernel (`code` is decode_kernel's answer for `kernel`).
AuditReport audit_kernel(const Disassembler& d, const Kernel& kernel, const std::vector<Instruction>& code);
// Decodes and audits every kernel of `co` (the disassembler must be set up for co.arch).
Result<AuditReport> audit_code_object(const Disassembler& d, const CodeObject& co);

// Reads, decodes and audits code objects of any arch, keeping one Disassembler per arch.
class Auditor {
 public:
  Auditor();
  ~Auditor();
  // `origin` names the bytes in errors (a path, "config 216 llvm22").
  Result<AuditReport> audit(std::string bytes, std::string_view origin) const;

 private:
  Result<const Disassembler*> disassembler(const std::string& arch) const;
  mutable std::mutex mutex_;
  mutable std::map<std::string, std::unique_ptr<Disassembler>> by_arch_;
};

}  // namespace irgate::isa
