// support/subprocess.h — child processes with an argv vector (never a shell) and a timeout.
//
// run_process() spawns a program (llc, ld.lld, llvm-readelf), captures stdout/stderr and kills
// the whole process group when the timeout expires. It starts the program with posix_spawn, so
// nothing of irgate runs between the fork and the exec, whichever threads the caller has (irgate
// code run out of process is a worker: support/worker.h).
//
//   ProcessOptions o; o.timeout = std::chrono::seconds(60);
//   o.env = {{"LLVM_DISABLE_SYMBOLIZATION", "1"}};
//   auto r = run_process({"llc-22", "-mcpu=gfx1100", "k.ll", "-o", "k.o"}, o);
//   if (r && r->timed_out) ...
#pragma once

#include <chrono>
#include <string>
#include <utility>
#include <vector>

#include "support/result.h"

namespace irgate {

struct ProcessOptions {
  std::chrono::milliseconds timeout{60000};
  std::vector<std::pair<std::string, std::string>> env;  // added to the inherited environment
  std::string cwd;                                         // empty: inherit
  std::string stdin_data;
};

struct ProcessResult {
  int exit_code = -1;  // valid when signal == 0 and !timed_out
  int signal = 0;      // the signal that ended the child, 0 if it exited
  bool timed_out = false;
  std::string out, err;
  double seconds = 0;
  bool exited_ok() const { return !timed_out && signal == 0 && exit_code == 0; }
};

// Error only when the program cannot be started at all (pipe or spawn failure, not found).
Result<ProcessResult> run_process(const std::vector<std::string>& argv, const ProcessOptions& opts);

// Where a program lives: $<env_dir>/<name> if that variable names a folder, else PATH lookup.
std::string find_program(const std::string& name, const std::string& env_dir = "");

}  // namespace irgate
