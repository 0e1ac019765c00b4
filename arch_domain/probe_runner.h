// arch_domain/probe_runner.h — runs one probe cell: llc for the arch, then ld.lld
// --no-undefined, each in the cell's own files under a private folder, then classify().
//
// Used by measure.cpp (worker threads) and the toolchain tests.
//
//   std::optional<std::vector<int>> literals;   // or cached
//   auto module = write_probe_module(tc, key_dir, declare, IRG_FLAVOR_LLVM22, literals);
//   Cell c = run_probe_cell(tc, key_dir, "gfx1100", /*cpu_known=*/true);
#pragma once

#include <filesystem>
#include <optional>
#include <vector>
#include <string>

#include "arch_domain/table.h"
#include "toolchain/tools.h"

namespace irgate::arch_domain {

// Builds the probe module of `declare` (probe.h), lets the flavor's verifier (llvm-as) name the
// operands that must be immediates, rebuilds with literal 0 there, and writes dir/probe.ll.
// Returns the final module text (part of the cache key).
// `literals` carries the settled operand list in and out: when it holds a value (from the
// cache) the verifier is not run.
Result<std::string> write_probe_module(const toolchain::Toolchain& tc, const std::filesystem::path& dir,
                                       const std::string& declare, int flavor,
                                       std::optional<std::vector<int>>& literals);

// `dir` holds probe.ll; outputs are <arch>.o and <arch>.hsaco there.
Cell run_probe_cell(const toolchain::Toolchain& tc, const std::filesystem::path& dir, const std::string& arch,
                    bool cpu_known);

}  // namespace irgate::arch_domain
