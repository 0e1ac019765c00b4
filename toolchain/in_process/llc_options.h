// toolchain/in_process/llc_options.h — llc's per-arch command-line options
// (toolchain::llc_arch_options, e.g. -enable-post-misched=false on gfx1250) applied to this
// process's libLLVM for one compile, parsed as llc parses them.
//
// Used by in_process/builder.cpp around the libLLVM and liblld part of one build (parse,
// compile, link). LLVM keeps such options in process-wide cl::opt variables, and liblld's driver
// resets all of them at every link (cl::ResetAllOptionOccurrences: a link on another thread once
// switched a running compile's option off), so a scope holds a process-wide lock from the moment
// it sets them until it has put them back: the in-process builds of one process run that part
// one at a time. (`grid compile` builds each kernel in a
// single-threaded worker child, where the lock costs nothing.) The same idea, a scoped cl::opt
// override, is how ROCm's FlyDSL compiler passes per-kernel llc options.
//
//   auto scope = LlcOptionScope::enter(toolchain::llc_arch_options("gfx1250"));
//   if (!scope) return scope.error();     // "compile: libLLVM has no option -x"
//   codegen.parse(...); codegen.emit_object(...);   // ~LlcOptionScope resets the options it set
#pragma once

#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "support/result.h"

namespace llvm::cl {
class Option;
}

namespace irgate::toolchain::in_process {

class LlcOptionScope {
 public:
  // `options` as llc's argv spells them: "-name=value" or "-name".
  static Result<std::unique_ptr<LlcOptionScope>> enter(const std::vector<std::string>& options);
  ~LlcOptionScope();
  LlcOptionScope(const LlcOptionScope&) = delete;
  LlcOptionScope& operator=(const LlcOptionScope&) = delete;

 private:
  explicit LlcOptionScope(std::unique_lock<std::mutex> lock) : lock_(std::move(lock)) {}
  std::unique_lock<std::mutex> lock_;
  std::vector<llvm::cl::Option*> set_;
};

}  // namespace irgate::toolchain::in_process
