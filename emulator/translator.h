// emulator/translator.h — internal state of translate_kernel (translate.cpp, translate_calls.cpp).
//
// Not installed for other components: use translate.h. Holds the LLVM value -> unit map that
// exists only during translation; the resulting Program keeps the parsed module only to print
// the instruction of a site a report names (Program::sites).
//
//   Translator t(program);  t.run(function);   // fills program.insts / blocks / constants
#pragma once

#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include <llvm/IR/Function.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>

#include "emulator/program.h"
#include "support/result.h"

namespace irgate::emu {

class InstructionTexts;  // translate.cpp

// What Program::sites points to: the parsed module, kept for reports, and the instruction of
// each site id; the kernel is printed the first time a site's text is asked for.
class SiteTexts {
 public:
  SiteTexts();
  ~SiteTexts();
  std::string text(uint32_t id) const;

  std::unique_ptr<llvm::LLVMContext> context;
  std::unique_ptr<llvm::Module> module;  // declared after `context`, so destroyed before it
  std::vector<const llvm::Instruction*> sites;

 private:
  mutable std::once_flag printed_;
  mutable std::unique_ptr<InstructionTexts> texts_;
};

class Translator {
 public:
  // `sites` receives the instruction of each site id.
  Translator(Program& p, std::vector<const llvm::Instruction*>& sites) : p_(p), site_insts_(sites) {}
  Status run(llvm::Function& f);

  // Units a value of type `t` occupies (vectors: one per element; buffer rsrc: 4 dwords).
  static Result<uint32_t> units_of(llvm::Type* t);
  // Bit width of a scalar (or vector element) type: i1..i64, half/bfloat 16, float 32, ptr 64.
  static uint32_t scalar_bits(llvm::Type* t);

  // Unit of an operand; constants and globals are materialised on first use.
  Result<uint32_t> operand(llvm::Value* v);
  uint32_t result(llvm::Instruction& i) { return units_.at(&i); }
  bool is_undef_unit(uint32_t u) const { return undef_units_.count(u) != 0; }
  Inst& emit(Op op, llvm::Instruction& at);
  Status translate_call(llvm::CallInst& call);
  Status elementwise_call(llvm::CallInst& call, Op op, const std::vector<uint32_t>& args);
  Error unsupported(llvm::Instruction& i, const std::string& why);

 private:
  uint32_t allocate(uint32_t units);
  Result<uint32_t> constant(llvm::Constant* c);
  Status constant_bits(llvm::Constant* c, uint32_t unit);
  Status translate(llvm::Instruction& i);
  Status translate_memory(llvm::Instruction& i);
  Status translate_vector(llvm::Instruction& i);
  Status translate_gep(llvm::GetElementPtrInst& g);
  Status translate_cast(llvm::CastInst& c);
  Status elementwise(llvm::Instruction& i, Op op, uint8_t bits, uint8_t pred);
  Status guard_undef(llvm::Instruction& i);
  Status add_edges(llvm::BasicBlock& from, Block& block);
  uint32_t site_of(llvm::Instruction& i);

  Program& p_;
  std::unordered_map<const llvm::Value*, uint32_t> units_;
  std::unordered_map<const llvm::BasicBlock*, uint32_t> block_index_;
  std::unordered_map<const llvm::GlobalVariable*, uint64_t> lds_offset_;
  std::unordered_set<uint32_t> undef_units_;
  std::unordered_map<const llvm::Instruction*, uint32_t> sites_;
  std::vector<const llvm::Instruction*>& site_insts_;
};

}  // namespace irgate::emu
