// toolchain/in_process/codegen.h — llc-22 inside this process: parse and verify the LLVM text
// with libLLVM 22, then run the AMDGPU backend through a TargetMachine set up as `llc -O3
// -mtriple=amdgcn-amd-amdhsa -mcpu=<arch> -filetype=obj` sets up its own (codegen_options.h),
// producing the relocatable object in memory.
//
// Used by in_process/builder.cpp. One Codegen per worker thread: it keeps one TargetMachine per
// arch and reuses it for every module (each module gets a fresh LLVMContext). Not thread-safe;
// distinct Codegen objects may run on distinct threads at once.
//
//   Codegen cg;
//   llvm::LLVMContext ctx;
//   auto m = cg.parse(ctx, text, "gfx1250");        // error: "verify: <parser/verifier message>"
//   if (m) auto obj = cg.emit_object(**m, "gfx1250");  // error: "compile: <backend diagnostic>"
#pragma once

#include <map>
#include <memory>
#include <string>

#include "support/result.h"

namespace llvm {
class LLVMContext;
class Module;
class TargetMachine;
}  // namespace llvm

namespace irgate::toolchain::in_process {

class Codegen {
 public:
  Codegen();
  ~Codegen();
  Codegen(const Codegen&) = delete;
  Codegen& operator=(const Codegen&) = delete;

  // llvm-as's job: parse (data layout from the TargetMachine, as llc's parser callback sets it)
  // and verify. The module is named kModuleFile, as llc names it after its input file.
  Result<std::unique_ptr<llvm::Module>> parse(llvm::LLVMContext& ctx, const std::string& text, const std::string& arch);
  // llc's job: the legacy codegen pipeline at -O3 into an ELF relocatable object.
  Result<std::string> emit_object(llvm::Module& module, const std::string& arch);
  // The same pipeline into assembly text (`llc -filetype=asm`): what the backend says about the
  // kernel in its comments ("; Occupancy: 5", "; NumVgprs: 164").
  Result<std::string> emit_assembly(llvm::Module& module, const std::string& arch);
  // parse + emit_assembly on a fresh context: for callers that hold no LLVM types.
  Result<std::string> assembly_of(const std::string& text, const std::string& arch);

 private:
  Result<std::string> emit(llvm::Module& module, const std::string& arch, bool object);
  Result<llvm::TargetMachine*> machine(const std::string& arch);
  std::map<std::string, std::unique_ptr<llvm::TargetMachine>> machines_;
};

}  // namespace irgate::toolchain::in_process
