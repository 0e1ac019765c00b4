// arch_domain/classify.h — turns what llc and ld.lld did on one probe into a cell status.
//
// Used by the measurer; a pure function, so the fault tests pin it without a toolchain.
// Rules (docs/arch-domain.md, docs/llvm-toolchains.md §The traps), in order:
//   arch not in `llc -mcpu=help`                        -> target_unsupported (rc never trusted)
//   timeout                                             -> toolchain_timeout
//   "Intrinsic has incorrect argument type" /
//   "input module cannot be verified"                   -> signature_invalid
//   "Cannot select" / "Do not know how to"              -> arch_absent
//   a signal / "PLEASE submit a bug report" / "Stack dump" -> toolchain_crash
//   llc rc 0, link fails on "undefined symbol: llvm."   -> name_absent
//   llc rc 0, link rc 0                                 -> ok
//   anything else                                       -> probe_error (internal, never written)
// Evidence: the first diagnostic line (<= 200 chars, hex addresses masked) of every non-ok cell.
//
//   Observed o{.cpu_known = true, .llc = llc_result, .link = link_result};
//   Cell c = classify(o, "llc-22", "gfx1100");
#pragma once

#include <optional>
#include <string>

#include "arch_domain/table.h"
#include "support/subprocess.h"

namespace irgate::arch_domain {

struct Observed {
  bool cpu_known = true;
  ProcessResult llc;
  std::optional<ProcessResult> link;  // set when llc succeeded and the link ran
};

Cell classify(const Observed& o, const std::string& llc_name, const std::string& arch);

// First non-empty line of `text` containing `marker` (or the first non-empty line when the
// marker is empty or absent), trimmed, hex addresses masked, at most 200 characters.
std::string evidence_line(const std::string& text, const std::string& marker = "");

}  // namespace irgate::arch_domain
