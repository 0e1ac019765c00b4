// toolchain/in_process/codegen.cpp — see codegen.h. Each setting below mirrors llc-22's
// compileModule() with the arguments codegen_options.h gives it; a difference shows up as
// different object bytes in tests/toolchain/in_process_identity_test.cpp.
#include "toolchain/in_process/codegen.h"

#include <llvm/Analysis/TargetLibraryInfo.h>
#include <llvm/CodeGen/CommandFlags.h>
#include <llvm/CodeGen/MachineModuleInfo.h>
#include <llvm/IR/DiagnosticInfo.h>
#include <llvm/IR/DiagnosticPrinter.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/LegacyPassManager.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/Verifier.h>
#include <llvm/IRReader/IRReader.h>
#include <llvm/MC/MCSubtargetInfo.h>
#include <llvm/MC/MCTargetOptionsCommandFlags.h>
#include <llvm/MC/TargetRegistry.h>
#include <llvm/Support/SourceMgr.h>
#include <llvm/Support/TargetSelect.h>
#include <llvm/Support/raw_ostream.h>
#include <llvm/Target/TargetLoweringObjectFile.h>
#include <llvm/Target/TargetMachine.h>
#include <llvm/TargetParser/Triple.h>

#include <mutex>

#include "toolchain/codegen_options.h"
#include "toolchain/object_builder.h"

namespace irgate::toolchain::in_process {
namespace {

// llc registers its codegen command-line options statically and reads its TargetOptions from
// their defaults (InitTargetOptionsFromCodeGenFlags); registering the same options here, never
// setting them, gives this process llc's defaults. Target registration is once per process too.
void initialise_llvm_once() {
  static std::once_flag once;
  std::call_once(once, [] {
    LLVMInitializeAMDGPUTargetInfo();
    LLVMInitializeAMDGPUTarget();
    LLVMInitializeAMDGPUTargetMC();
    LLVMInitializeAMDGPUAsmPrinter();
    static llvm::codegen::RegisterCodeGenFlags codegen_flags;
    static llvm::mc::RegisterMCTargetOptionsFlags mc_flags;
  });
}

llvm::Triple target_triple() { return llvm::Triple(llvm::Triple::normalize(kTargetTriple)); }

// Like llc's LLCDiagnosticHandler: errors fail the compile (llc exits 1 after the run), disabled
// remarks are ignored; here the first error is kept as the failure text instead of printed.
struct FirstError final : llvm::DiagnosticHandler {
  std::string message;
  bool handleDiagnostics(const llvm::DiagnosticInfo& info) override {
    if (info.getSeverity() == llvm::DS_Error && message.empty()) {
      llvm::raw_string_ostream os(message);
      llvm::DiagnosticPrinterRawOStream printer(os);
      info.print(printer);
    }
    return true;
  }
};

}  // namespace

Codegen::Codegen() { initialise_llvm_once(); }
Codegen::~Codegen() = default;

Result<llvm::TargetMachine*> Codegen::machine(const std::string& arch) {
  if (auto it = machines_.find(arch); it != machines_.end()) return it->second.get();
  llvm::Triple triple = target_triple();
  std::string why;
  const llvm::Target* target = llvm::TargetRegistry::lookupTarget("", triple, why);
  if (!target) return Error{"compile: " + why, 1};
  const auto level = llvm::CodeGenOpt::parseLevel(static_cast<char>('0' + kLlcOptLevel));
  if (!level) return Error{"compile: no codegen level -O" + std::to_string(kLlcOptLevel), 1};
  llvm::TargetOptions options = llvm::codegen::InitTargetOptionsFromCodeGenFlags(triple);
  options.BinutilsVersion = llvm::TargetMachine::parseBinutilsVersion("");
  options.MCOptions.ShowMCEncoding = false;     // llc -show-mc-encoding's default
  options.MCOptions.AsmVerbose = true;          // -asm-verbose
  options.MCOptions.PreserveAsmComments = true; // -preserve-as-comments
  options.MCOptions.MCUseDwarfDirectory = llvm::MCTargetOptions::DefaultDwarfDirectory;
  std::unique_ptr<llvm::TargetMachine> tm(target->createTargetMachine(
      triple, arch, "", options, llvm::codegen::getExplicitRelocModel(), llvm::codegen::getExplicitCodeModel(), *level));
  if (!tm) return Error{"compile: no target machine for " + arch, 1};
  // llc only warns about an unknown CPU and then builds for a generic one (docs/llvm-toolchains.md, the traps).
  if (!tm->getMCSubtargetInfo()->isCPUStringValid(arch))
    return Error{"compile: '" + arch + "' is not a recognized processor for " + kTargetTriple, 1};
  tm->Options.ObjectFilenameForDebug = kObjectFile;  // llc passes its output file name
  tm->Options.VerifyArgABICompliance = 0;            // as llc does
  return machines_.emplace(arch, std::move(tm)).first->second.get();
}

Result<std::unique_ptr<llvm::Module>> Codegen::parse(llvm::LLVMContext& ctx, const std::string& text,
                                                     const std::string& arch) {
  auto tm = machine(arch);
  if (!tm) return tm.error();
  llvm::SMDiagnostic diag;
  auto data_layout = [&](llvm::StringRef, llvm::StringRef) -> std::optional<std::string> {
    return (*tm)->createDataLayout().getStringRepresentation();
  };
  std::unique_ptr<llvm::Module> module =
      llvm::parseIR(llvm::MemoryBufferRef(text, kModuleFile), diag, ctx, llvm::ParserCallbacks(data_layout));
  if (!module) {
    std::string message;
    llvm::raw_string_ostream os(message);
    diag.print(kModuleFile, os, /*ShowColors=*/false);
    return Error{"verify: " + message, 1};
  }
  module->setTargetTriple(target_triple());
  std::string problems;
  llvm::raw_string_ostream os(problems);
  if (llvm::verifyModule(*module, &os)) return Error{"verify: " + problems, 1};
  return module;
}

Result<std::string> Codegen::emit_object(llvm::Module& module, const std::string& arch) {
  return emit(module, arch, true);
}

Result<std::string> Codegen::emit_assembly(llvm::Module& module, const std::string& arch) {
  return emit(module, arch, false);
}

Result<std::string> Codegen::assembly_of(const std::string& text, const std::string& arch) {
  llvm::LLVMContext ctx;
  auto module = parse(ctx, text, arch);
  if (!module) return module.error();
  return emit_assembly(**module, arch);
}

Result<std::string> Codegen::emit(llvm::Module& module, const std::string& arch, bool object_file) {
  auto tm = machine(arch);
  if (!tm) return tm.error();
  llvm::codegen::setFunctionAttributes((*tm)->getTargetCPU(), (*tm)->getTargetFeatureString(), module);
  auto errors = std::make_unique<FirstError>();
  FirstError* first_error = errors.get();
  module.getContext().setDiagnosticHandler(std::move(errors));

  llvm::TargetLibraryInfoImpl library_info(module.getTargetTriple());
  llvm::legacy::PassManager passes;
  passes.add(new llvm::TargetLibraryInfoWrapperPass(library_info));
  llvm::SmallVector<char, 0> object;
  llvm::raw_svector_ostream out(object);
  auto* machine_info = new llvm::MachineModuleInfoWrapperPass(*tm);  // owned by `passes` once added
  std::string mc_error;
  machine_info->getMMI().getContext().setDiagnosticHandler(
      [&](const llvm::SMDiagnostic& d, bool, const llvm::SourceMgr&, std::vector<const llvm::MDNode*>&) {
        if (mc_error.empty()) mc_error = d.getMessage().str();
      });
  const auto file_type = object_file ? llvm::CodeGenFileType::ObjectFile : llvm::CodeGenFileType::AssemblyFile;
  if ((*tm)->addPassesToEmitFile(passes, out, nullptr, file_type, /*DisableVerify=*/false, machine_info))
    return Error{std::string("compile: the AMDGPU target cannot emit ") + (object_file ? "an object file" : "assembly"), 1};
  const_cast<llvm::TargetLoweringObjectFile*>((*tm)->getObjFileLowering())
      ->Initialize(machine_info->getMMI().getContext(), **tm);
  passes.run(module);
  if (!first_error->message.empty()) return Error{"compile: " + first_error->message, 1};
  if (!mc_error.empty()) return Error{"compile: " + mc_error, 1};
  if (object.empty()) return Error{"compile: the backend produced no output", 1};
  return std::string(object.data(), object.size());
}

}  // namespace irgate::toolchain::in_process
