// toolchain/tools.h — where one flavor's LLVM tools live, and what that llc says about itself.
//
// Used by the arch-domain measurer (arch_domain/measure.*) and the toolchain lane (validate.*).
// Tools are `llc-<major>`, `ld.lld-<major>`, ... on PATH; if $IRGATE_LLVM<major>_BIN names a
// folder, that folder is used instead of PATH (as `llc-<major>` or plain `llc`).
//
//   auto tc = toolchain::find_toolchain(IRG_FLAVOR_LLVM22);
//   if (!tc) return tc.error();                   // names the missing tool and where it looked
//   auto cpus = toolchain::cpu_list(*tc);         // {"gfx90a", ..., "gfx1250"}
#pragma once

#include <chrono>
#include <set>
#include <string>
#include <vector>

#include "support/result.h"
#include "support/subprocess.h"

namespace irgate::toolchain {

struct Toolchain {
  int flavor = 0;
  int major = 0;
  std::string llc, lld, readelf, as, nm;  // absolute or PATH-resolved program paths
  std::chrono::milliseconds timeout{60000};  // per subprocess
};

const char* flavor_name(int flavor);
int flavor_major(int flavor);
// Flavor index of "llvm22", or -1.
int flavor_from_name(const std::string& name);

Result<Toolchain> find_toolchain(int flavor);

// Options every toolchain subprocess gets: the timeout, LLVM_DISABLE_SYMBOLIZATION=1, cwd.
ProcessOptions process_options(const Toolchain& tc, const std::string& cwd = "");

// The whole `llc --version` output (its first lines name the LLVM build).
Result<std::string> llc_version(const Toolchain& tc);
// "22.1.8" from a `--version` text ("LLVM version 22.1.8"), "" if absent.
std::string version_number(const std::string& version_text);

// The CPUs `llc -mtriple=amdgcn-amd-amdhsa -mcpu=help` lists (parsed from its table).
Result<std::set<std::string>> cpu_list(const Toolchain& tc);
std::set<std::string> parse_cpu_help(const std::string& text);

}  // namespace irgate::toolchain
