// toolchain/validate.h — the toolchain lane for one emitted kernel: does the flavor's real LLVM
// accept it, and what does it cost?
//
// Used by `irgate validate` (tools/cmd_validate.cpp) and tests/toolchain. Steps, each a
// subprocess with a timeout in a private temp folder: llvm-as (verifier), llc -O3 for the arch,
// ld.lld -shared --no-undefined, llvm-readelf --notes → resources from the metadata YAML; then
// the ISA audit of the linked code object in process (isa/audit.h: every register operand,
// banked VGPRs included, inside the kernel's allocation). A kernel fails on any failing step,
// on any VGPR/SGPR spill or scratch use, on LDS over the arch's limit (arches.def lds_bytes),
// on measured LDS over the engine's own estimate (the bytes the module declares,
// lds_estimate.h), and on any ISA audit finding or an audit that could not run.
//
//   ValidateItem it{.config_id = 232, .flavor = IRG_FLAVOR_LLVM22, .arch = "gfx1100",
//                   .text = ll, .lds_limit = 65536};
//   std::vector<ValidateOutcome> r = validate_all({it}, /*jobs=*/2, std::chrono::seconds(60));
//   if (!r[0].passed()) std::cout << r[0].stage << ": " << r[0].message << "\n";
#pragma once

#include <chrono>
#include <string>
#include <vector>

#include "isa/audit.h"
#include "metadata/kernel_resources.h"
#include "toolchain/tools.h"

namespace irgate::toolchain {

struct ValidateItem {
  int config_id = 0;
  int flavor = 0;
  std::string arch;  // target ID; llc gets the base name before ':'
  std::string family;
  std::string text;  // the LLVM IR module
  long lds_limit = 0;
  long lds_estimate = -1;   // declared_lds_bytes(text); -1 = the module gives none
  long vgpr_estimate = -1;  // declared_vgpr_estimate(text); -1 = the module gives none
};

struct ValidateOutcome {
  int config_id = 0;
  int flavor = 0;
  std::string arch, family;
  // "ok", or the step that failed: "toolchain", "verify", "compile", "link", "metadata", "budget",
  // "audit" (budget wins when both fail; the findings are kept either way).
  std::string stage = "ok";
  std::string message;  // first diagnostic line, the budget violations, or the audit's summary
  std::vector<metadata::KernelResources> kernels;
  std::string audit = "not run";       // "clean", "<n> finding(s)", or "error: <why>"
  std::vector<isa::Finding> findings;  // the ISA audit's, of the linked code object
  long lds_estimate = -1;
  long vgpr_estimate = -1;
  bool passed() const { return stage == "ok"; }
};

// Spill, scratch, LDS and VGPR violations of one kernel; empty when within budget. An estimate
// of -1 means the module gave none (no comparison).
std::vector<std::string> budget_violations(const metadata::KernelResources& k, long lds_limit, long lds_estimate = -1,
                                           long vgpr_estimate = -1);

ValidateOutcome validate_one(const Toolchain& tc, const isa::Auditor& auditor, const ValidateItem& item);

// Finds each flavor's toolchain once; items of a flavor whose tools are missing fail at stage
// "toolchain" with the lookup's message.
std::vector<ValidateOutcome> validate_all(const std::vector<ValidateItem>& items, int jobs,
                                          std::chrono::milliseconds timeout);

}  // namespace irgate::toolchain
