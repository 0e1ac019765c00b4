// runtime/dump_rerun.h — run a dump's plan again from its folder alone (`irgate rerun DIR`): the
// buffers problem.json lists, filled as it says (x.npy, dy.npy, ws.npy, zero), each launch's
// linked code object (objects/<sha256>.hsaco, its hash checked) on the ISA executor with the
// recorded grid, block and kernargs, then dW read back and compared byte for byte with dw.npy.
//
// It reads nothing but the folder: no engine, no cache, no toolchain. What it proves is that the
// dump holds everything a run needs, so another executor (AMD's simulator, say) can be handed
// the same folder; the format is docs/emulator.md §The plan in a dump.
//
//   auto r = rerun_dump("out/case1");
//   if (!r) return r.error();                 // a dump that cannot be rerun: exit 2, names the file
//   if (!r->identical()) std::cout << r->first_difference;
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>

#include "support/result.h"

namespace irgate::runtime {

struct RerunResult {
  int launches = 0;
  uint64_t lane_instructions = 0;
  int64_t elements = 0;          // of dW
  int64_t differing = 0;         // dW elements whose bytes differ from dw.npy
  std::string first_difference;  // "dW element 17: rerun 0x3c00, dump 0x3c01"
  std::string findings;          // the executor's findings (races, faults), "" when none
  bool identical() const { return differing == 0 && findings.empty() && launches > 0; }
};

// Errors (exit 2) name the file and what is wrong with it; a dump made without the ISA executor
// (no code objects) is one.
Result<RerunResult> rerun_dump(const std::filesystem::path& dir);

}  // namespace irgate::runtime
