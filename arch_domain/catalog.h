// arch_domain/catalog.h — the contract tables the measurer walks: decl keys with their declare
// text per flavor (intrinsics.def), and the wired arches (arches.def).
//
// Used by the measurer, the coverage test and the audit. Declare resolution: IRG_INTRINSIC
// gives the oldest flavor's text, IRG_DECLARE_FROM overrides it from a flavor on, and the
// newest override at or below the flavor wins. A flavor without a declare (IRG_ABSENT) is
// probed with the nearest newer flavor's text: it should measure as name_absent or
// signature_invalid, and that is a real measurement.
//
//   auto d = catalog::probe_declare(IRG_INTRINSIC_MAKE_BUFFER_RSRC, IRG_FLAVOR_LLVM16);
//   // d.text = the llvm19 declare, d.own = false
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace irgate::arch_domain::catalog {

int key_count();
const char* key_name(int key);
int key_from_name(const std::string& name);  // -1 when unknown

int arch_count();
const char* arch_name(int arch);
int arch_from_name(const std::string& name);  // -1 when unknown
int arch_first_flavor(int arch);
long arch_lds_bytes(int arch);
std::vector<std::string> arch_names();  // arches.def order

// This flavor's own declare text; nullopt where intrinsics.def says IRG_ABSENT.
std::optional<std::string> declare_text(int key, int flavor);

struct ProbeDeclare {
  std::string text;  // empty when no flavor at or above this one has a declare
  bool own = false;  // the flavor's own text (false: borrowed from a newer flavor)
};
ProbeDeclare probe_declare(int key, int flavor);

}  // namespace irgate::arch_domain::catalog
