// isa/decode.cpp — see decode.h.
#include "isa/decode.h"

#include <llvm/ADT/bit.h>
#include <llvm/Config/llvm-config.h>
#include <llvm/MC/MCAsmInfo.h>
#include <llvm/MC/MCContext.h>
#include <llvm/MC/MCDisassembler/MCDisassembler.h>
#include <llvm/MC/MCInst.h>
#include <llvm/MC/MCInstPrinter.h>
#include <llvm/MC/MCInstrAnalysis.h>
#include <llvm/MC/MCInstrInfo.h>
#include <llvm/MC/MCRegisterInfo.h>
#include <llvm/MC/MCSchedule.h>
#include <llvm/MC/MCSubtargetInfo.h>
#include <llvm/MC/MCTargetOptions.h>
#include <llvm/MC/TargetRegistry.h>
#include <llvm/Support/TargetSelect.h>
#include <llvm/Support/raw_ostream.h>
#include <llvm/TargetParser/Triple.h>

#include <cstdio>
#include <mutex>
#include <unordered_map>

#include "isa/msb_fields.h"

namespace irgate::isa {
namespace {

constexpr const char* kTriple = "amdgcn-amd-amdhsa";

void initialise_llvm_once() {
  static std::once_flag once;
  std::call_once(once, [] {
    LLVMInitializeAMDGPUTargetInfo();
    LLVMInitializeAMDGPUTargetMC();
    LLVMInitializeAMDGPUDisassembler();
  });
}

std::string trimmed(std::string s) {
  const size_t b = s.find_first_not_of(" \t");
  if (b == std::string::npos) return "";
  const size_t e = s.find_last_not_of(" \t\n");
  return s.substr(b, e - b + 1);
}

}  // namespace

std::string hex(uint64_t v) {
  char buf[24];
  std::snprintf(buf, sizeof buf, "0x%llx", static_cast<unsigned long long>(v));
  return buf;
}

std::string mode_hex(uint8_t mode) {
  char buf[8];
  std::snprintf(buf, sizeof buf, "0x%02x", mode);
  return buf;
}

unsigned banked_index(const Operand& op, uint8_t mode) {
  return op.is_vgpr() ? op.reg.index + 256 * msb_field_bits(mode, op.msb_field) : op.reg.index;
}

std::string banked_name(const Operand& op, uint8_t mode) {
  return asm_name(op.reg.file, banked_index(op, mode), op.reg.count, op.reg.half);
}

struct Disassembler::Impl {
  std::string arch;
  llvm::Triple triple{llvm::Triple::normalize(kTriple)};
  const llvm::Target* target = nullptr;
  llvm::MCTargetOptions options;
  std::unique_ptr<llvm::MCRegisterInfo> mri;
  std::unique_ptr<llvm::MCAsmInfo> mai;
  std::unique_ptr<llvm::MCInstrInfo> mii;
  std::unique_ptr<llvm::MCSubtargetInfo> sti;
  std::vector<Register> registers;                       // by MCRegister id
  std::unordered_map<std::string, unsigned> register_ids;  // by libLLVM name
  std::unordered_map<std::string, unsigned> opcodes;       // by libLLVM name
  bool banks_vgprs = false, setreg_writes_vgpr_msbs = false;
  std::unique_ptr<detail::MsbFieldOracle> msb_fields;

  Operand operand(const llvm::MCInst& inst, const llvm::MCInstrDesc& desc, unsigned k) const;
  Result<Instruction> instruction(const llvm::MCInst& inst, uint64_t address, uint64_t offset, unsigned size,
                                  llvm::MCInstrAnalysis& mia, llvm::MCInstPrinter& printer) const;
  std::vector<PipeUse> pipe_uses(const llvm::MCInst& inst, const llvm::MCInstrDesc& desc) const;
};

Disassembler::Disassembler(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
Disassembler::~Disassembler() = default;
const std::string& Disassembler::arch() const { return impl_->arch; }
bool Disassembler::banks_vgprs() const { return impl_->banks_vgprs; }
bool Disassembler::setreg_writes_vgpr_msbs() const { return impl_->setreg_writes_vgpr_msbs; }
const std::vector<Register>& Disassembler::registers() const { return impl_->registers; }

int Disassembler::opcode(std::string_view name) const {
  auto it = impl_->opcodes.find(std::string(name));
  return it == impl_->opcodes.end() ? -1 : static_cast<int>(it->second);
}

Result<std::unique_ptr<Disassembler>> Disassembler::create(std::string_view arch_or_target_id) {
  initialise_llvm_once();
  auto impl = std::make_unique<Impl>();
  impl->arch = std::string(arch_or_target_id.substr(0, arch_or_target_id.find(':')));
  std::string why;
  impl->target = llvm::TargetRegistry::lookupTarget("", impl->triple, why);
  if (!impl->target) return Error{"decode: " + why, 1};
  impl->mri.reset(impl->target->createMCRegInfo(impl->triple));
  if (impl->mri) impl->mai.reset(impl->target->createMCAsmInfo(*impl->mri, impl->triple, impl->options));
  impl->mii.reset(impl->target->createMCInstrInfo());
  // Ask a generic subtarget first: an unknown CPU makes createMCSubtargetInfo print a warning.
  std::unique_ptr<llvm::MCSubtargetInfo> generic(impl->target->createMCSubtargetInfo(impl->triple, "", ""));
  if (!generic || !generic->isCPUStringValid(impl->arch))
    return Error{"decode: '" + impl->arch + "' is not a processor libLLVM " LLVM_VERSION_STRING " knows"};
  impl->sti.reset(impl->target->createMCSubtargetInfo(impl->triple, impl->arch, ""));
  if (!impl->mri || !impl->mai || !impl->mii || !impl->sti) return Error{"decode: incomplete AMDGPU MC target", 1};

  impl->registers.resize(impl->mri->getNumRegs());
  for (unsigned id = 1; id < impl->mri->getNumRegs(); ++id) {
    impl->registers[id] = describe_register(impl->mri->getName(id));
    impl->register_ids.emplace(impl->mri->getName(id), id);
  }
  for (unsigned op = 0; op < impl->mii->getNumOpcodes(); ++op) impl->opcodes.emplace(impl->mii->getName(op).str(), op);
  impl->banks_vgprs = impl->sti->checkFeatures("+1024-addressable-vgprs");
  impl->setreg_writes_vgpr_msbs = impl->sti->checkFeatures("+setreg-vgpr-msb-fixup");
  if (impl->banks_vgprs) {
    auto set_msb = impl->opcodes.find("S_SET_VGPR_MSB_gfx12");
    if (set_msb == impl->opcodes.end()) return Error{"decode: libLLVM has no S_SET_VGPR_MSB_gfx12 opcode", 1};
    impl->msb_fields = std::make_unique<detail::MsbFieldOracle>(
        detail::TargetSetup{impl->target, &impl->triple, impl->mri.get(), impl->mii.get(), impl->mai.get(),
                            impl->sti.get(), &impl->registers, &impl->register_ids, set_msb->second});
  }
  return std::unique_ptr<Disassembler>(new Disassembler(std::move(impl)));
}

Operand Disassembler::Impl::operand(const llvm::MCInst& inst, const llvm::MCInstrDesc& desc, unsigned k) const {
  const llvm::MCOperand& mc = inst.getOperand(k);
  Operand op;
  if (mc.isReg() && mc.getReg()) op.kind = Operand::Kind::reg, op.reg = registers[mc.getReg().id()];
  else if (mc.isImm()) op.kind = Operand::Kind::imm, op.imm = mc.getImm();
  else if (mc.isDFPImm()) op.kind = Operand::Kind::fp_imm, op.fp_imm = llvm::bit_cast<double>(mc.getDFPImm());
  else if (mc.isExpr()) op.kind = Operand::Kind::expr;
  op.is_def = k < desc.getNumDefs();
  if (k < desc.getNumOperands()) {
    op.tied_to = desc.getOperandConstraint(k, llvm::MCOI::TIED_TO);
    op.llvm_operand_type = desc.operands()[k].OperandType;
  }
  return op;
}

// The resources the subtarget's scheduling model charges `inst` (a variant class, e.g. a WMMA
// whose cost depends on its operands, resolved the way llvm-mca resolves it).
std::vector<PipeUse> Disassembler::Impl::pipe_uses(const llvm::MCInst& inst, const llvm::MCInstrDesc& desc) const {
  const llvm::MCSchedModel& model = sti->getSchedModel();
  if (!model.hasInstrSchedModel()) return {};
  unsigned sched_class = desc.getSchedClass();
  const llvm::MCSchedClassDesc* sc = model.getSchedClassDesc(sched_class);
  while (sc && sc->isVariant()) {
    sched_class = sti->resolveVariantSchedClass(sched_class, &inst, mii.get(), model.getProcessorID());
    sc = sched_class ? model.getSchedClassDesc(sched_class) : nullptr;
  }
  if (!sc || !sc->isValid()) return {};
  std::vector<PipeUse> uses;
  for (const llvm::MCWriteProcResEntry* w = sti->getWriteProcResBegin(sc); w != sti->getWriteProcResEnd(sc); ++w)
    uses.push_back({model.getProcResource(w->ProcResourceIdx)->Name, unsigned(w->ReleaseAtCycle)});
  return uses;
}

Result<Instruction> Disassembler::Impl::instruction(const llvm::MCInst& inst, uint64_t address, uint64_t offset,
                                                    unsigned size, llvm::MCInstrAnalysis& mia,
                                                    llvm::MCInstPrinter& printer) const {
  const llvm::MCInstrDesc& desc = mii->get(inst.getOpcode());
  Instruction out;
  out.address = address, out.offset = offset, out.size = size;
  out.opcode = inst.getOpcode();
  out.opcode_name = mii->getName(inst.getOpcode()).str();
  std::string text;
  llvm::raw_string_ostream os(text);
  printer.printInst(&inst, address, "", *sti, os);
  out.text = trimmed(std::move(text));
  out.mnemonic = out.text.substr(0, out.text.find(' '));
  for (unsigned k = 0; k < inst.getNumOperands(); ++k) out.operands.push_back(operand(inst, desc, k));
  if (msb_fields) {
    auto fields = msb_fields->fields(inst);
    if (!fields) return fields.error();
    for (unsigned k = 0; k < out.operands.size(); ++k)
      if (out.operands[k].is_vgpr()) out.operands[k].msb_field = (*fields)[k];
  }
  for (llvm::MCPhysReg r : desc.implicit_defs()) out.implicit_defs.push_back(registers[r]);
  for (llvm::MCPhysReg r : desc.implicit_uses()) out.implicit_uses.push_back(registers[r]);
  out.is_branch = desc.isBranch(), out.is_conditional_branch = desc.isConditionalBranch();
  out.is_indirect_branch = desc.isIndirectBranch(), out.is_terminator = desc.isTerminator();
  out.is_return = desc.isReturn(), out.is_call = desc.isCall();
  out.may_load = desc.mayLoad(), out.may_store = desc.mayStore();
  if (uint64_t target = 0; out.is_branch && !out.is_indirect_branch && mia.evaluateBranch(inst, address, size, target))
    out.branch_target = target;
  out.pipes = pipe_uses(inst, desc);
  return out;
}

Result<std::vector<Instruction>> Disassembler::decode(std::string_view code, uint64_t address) const {
  const Impl& d = *impl_;
  llvm::MCContext ctx(d.triple, d.mai.get(), d.mri.get(), d.sti.get());
  std::unique_ptr<llvm::MCDisassembler> dis(d.target->createMCDisassembler(*d.sti, ctx));
  std::unique_ptr<llvm::MCInstrAnalysis> mia(d.target->createMCInstrAnalysis(d.mii.get()));
  std::unique_ptr<llvm::MCInstPrinter> printer(d.target->createMCInstPrinter(d.triple, 0, *d.mai, *d.mii, *d.mri));
  if (!dis || !mia || !printer) return Error{"decode: the AMDGPU target has no disassembler, analysis or printer", 1};
  printer->setMCInstrAnalysis(mia.get());  // the printer annotates banked VGPRs from the analysis' mode
  mia->resetState();
  const llvm::ArrayRef<uint8_t> bytes(reinterpret_cast<const uint8_t*>(code.data()), code.size());
  std::vector<Instruction> out;
  for (uint64_t offset = 0; offset < bytes.size();) {
    llvm::MCInst inst;
    uint64_t size = 0;
    const auto status = dis->getInstruction(inst, size, bytes.slice(offset), address + offset, llvm::nulls());
    if (status != llvm::MCDisassembler::Success || size == 0)
      return Error{"decode: " + d.arch + ": cannot decode the instruction at offset " + hex(offset) + " (address " +
                       hex(address + offset) + ")",
                   1};
    auto decoded = d.instruction(inst, address + offset, offset, static_cast<unsigned>(size), *mia, *printer);
    if (!decoded) return Error{decoded.error().message + " (at offset " + hex(offset) + ")", 1};
    out.push_back(std::move(*decoded));
    mia->updateState(inst, address + offset);
    offset += size;
  }
  return out;
}

Result<std::vector<Instruction>> decode_kernel(const Disassembler& d, const CodeObject& co, const Kernel& k) {
  if (co.arch != d.arch())
    return Error{"decode: kernel " + k.name + " is " + co.arch + " code, the disassembler is set up for " + d.arch(), 1};
  return d.decode(co.code(k), k.entry_address);
}

}  // namespace irgate::isa
