// runtime/isa_kernels.h — the ISA executor as the plan runner's second backend: the code object
// of each launch's kernel text (compiled with the flavor's real llc + ld.lld, or handed over by
// a caller that has it, e.g. the kernel cache), decoded and pre-decoded once per distinct text,
// and run by isa::exec::launch over the plan's memory.
//
// Used by runtime/plan_executor.cpp when PlanRunOptions::executor is Executor::isa. One
// IsaKernels per plan run (it keeps the Disassembler of each arch and the programs it built).
//
//   IsaKernels kernels(compile_with_toolchain(), nullptr);
//   auto program = kernels.program(request, ll_text);     // "compile: <llc's first line>" on failure
//   auto report = isa::exec::launch(**program, arch, memory, cfg, options);
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <string>

#include "irgate/abi.h"
#include "isa/decode.h"
#include "isa/exec/program.h"
#include "support/result.h"

namespace irgate::runtime {

enum class Executor { ir, isa, both };
const char* executor_name(Executor e);
// "ir" | "isa" | "both"; false for anything else.
bool executor_by_name(const std::string& name, Executor& out);

// The linked code object (.hsaco bytes) of one launch's kernel.
using CodeObjectSource = std::function<Result<std::string>(const irg_request_t& request, const std::string& ll_text)>;

// Compiles with the request flavor's toolchain as the toolchain lane does (llc -O3, ld.lld
// -shared --no-undefined; toolchain/codegen_options.h), in a private temporary folder.
CodeObjectSource compile_with_toolchain();

// One isa::Disassembler per arch, made on first use and shared: making one builds libLLVM's
// target tables (tens of milliseconds), decoding with it costs a few. A numerics worker process
// (runtime/isolated_numerics.h) keeps one set across all the cases it serves. Thread-safe.
class Disassemblers {
 public:
  Result<const isa::Disassembler*> get(const std::string& arch);

 private:
  std::mutex mutex_;
  std::map<std::string, std::unique_ptr<isa::Disassembler>> by_arch_;
};

class IsaKernels {
 public:
  // `disassemblers` may be shared with other runs; null: this run makes its own.
  IsaKernels(CodeObjectSource source, std::shared_ptr<Disassemblers> disassemblers)
      : source_(std::move(source)),
        disassemblers_(disassemblers ? std::move(disassemblers) : std::make_shared<Disassemblers>()) {}
  // The program of the code object's only kernel, built once per distinct text.
  Result<std::shared_ptr<const isa::exec::Program>> program(const irg_request_t& request, const std::string& ll_text);
  size_t distinct() const { return programs_.size(); }

 private:
  CodeObjectSource source_;
  std::shared_ptr<Disassemblers> disassemblers_;
  std::map<std::string, std::shared_ptr<const isa::exec::Program>> programs_;  // by kernel text
};

}  // namespace irgate::runtime
