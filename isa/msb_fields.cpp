// isa/msb_fields.cpp — see msb_fields.h.
#include "isa/msb_fields.h"

#include <llvm/MC/MCInstPrinter.h>
#include <llvm/MC/MCInstrAnalysis.h>
#include <llvm/MC/MCInstrInfo.h>
#include <llvm/MC/MCRegisterInfo.h>
#include <llvm/MC/MCSubtargetInfo.h>
#include <llvm/MC/TargetRegistry.h>
#include <llvm/Support/raw_ostream.h>
#include <llvm/TargetParser/Triple.h>

#include <cctype>
#include <memory>

namespace irgate::isa::detail {
namespace {

constexpr unsigned kBaseStride = 32;  // distinct low bases v0, v32, ..., v224: 8 VGPR operands at most
constexpr unsigned kMaxVgprOperands = 256 / kBaseStride;

// libLLVM's name of the same register shape with its first VGPR moved to `base`
// ("VGPR116_VGPR117" -> "VGPR32_VGPR33", "VGPR7_HI16" -> "VGPR32_HI16").
std::string rebased_name(const Register& r, unsigned base) {
  std::string out;
  for (unsigned i = 0; i < r.count; ++i) out += (i ? "_VGPR" : "VGPR") + std::to_string(base + i);
  if (r.half >= 0) out += r.half ? "_HI16" : "_LO16";
  return out;
}

struct PrintedVgpr {
  unsigned first = 0;
  bool annotated = false;  // followed by the printer's "/*v...*/" banked spelling
};

// The VGPR tokens of a printed instruction: "v12", "v[12:13]", "v12.l", each perhaps followed by
// " /*v268*/". Mnemonics ("v_mov_b32") and other names ("vcc") are not tokens: a 'v' must start
// a word and be followed by a digit or '['.
std::vector<PrintedVgpr> printed_vgprs(const std::string& text) {
  std::vector<PrintedVgpr> out;
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] != 'v' || (i > 0 && (std::isalnum(static_cast<unsigned char>(text[i - 1])) || text[i - 1] == '_' ||
                                     text[i - 1] == '*')))
      continue;
    size_t j = i + 1;
    if (j < text.size() && text[j] == '[') ++j;
    if (j >= text.size() || !std::isdigit(static_cast<unsigned char>(text[j]))) continue;
    PrintedVgpr p;
    while (j < text.size() && std::isdigit(static_cast<unsigned char>(text[j]))) p.first = p.first * 10 + (text[j++] - '0');
    while (j < text.size() && (std::isdigit(static_cast<unsigned char>(text[j])) || text[j] == ':' || text[j] == ']' ||
                               text[j] == '.' || text[j] == 'l' || text[j] == 'h'))
      ++j;
    size_t k = j;
    while (k < text.size() && text[k] == ' ') ++k;
    p.annotated = text.compare(k, 3, "/*v") == 0;
    out.push_back(p);
    i = j;
  }
  return out;
}

}  // namespace

Result<std::vector<int8_t>> MsbFieldOracle::fields(const llvm::MCInst& inst) const {
  // What is learned depends on which operands are VGPRs in this instance (a source slot that
  // holds a constant or an SGPR here is a VGPR in another instance of the same opcode), so the
  // cache is per opcode and VGPR-operand pattern.
  uint64_t key = uint64_t(inst.getOpcode()) << 32;
  for (unsigned k = 0; k < inst.getNumOperands() && k < 32; ++k) {
    const llvm::MCOperand& op = inst.getOperand(k);
    if (op.isReg() && op.getReg() && (*setup_.registers)[op.getReg().id()].file == RegFile::vgpr) key |= uint64_t(1) << k;
  }
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (auto it = by_pattern_.find(key); it != by_pattern_.end()) return it->second;
  }
  auto learned = learn(inst);  // outside the lock: printing is the slow part, and it is pure
  if (!learned) return learned.error();
  std::lock_guard<std::mutex> lock(mutex_);
  return by_pattern_.emplace(key, std::move(*learned)).first->second;
}

Result<std::vector<int8_t>> MsbFieldOracle::learn(const llvm::MCInst& inst) const {
  const std::string opname = setup_.mii->getName(inst.getOpcode()).str();
  llvm::MCInst copy = inst;
  std::vector<unsigned> vgpr_operands;  // operand indices, in order; operand q gets base q * kBaseStride
  for (unsigned k = 0; k < copy.getNumOperands(); ++k) {
    llvm::MCOperand& op = copy.getOperand(k);
    if (!op.isReg() || !op.getReg()) continue;
    const Register& r = (*setup_.registers)[op.getReg().id()];
    if (r.file != RegFile::vgpr) continue;
    if (vgpr_operands.size() == kMaxVgprOperands)
      return Error{"decode: cannot learn the VGPR MSB fields of " + opname + ": more than " +
                       std::to_string(kMaxVgprOperands) + " VGPR operands",
                   1};
    const std::string name = rebased_name(r, kBaseStride * static_cast<unsigned>(vgpr_operands.size()));
    auto id = setup_.register_ids->find(name);
    if (id == setup_.register_ids->end())
      return Error{"decode: cannot learn the VGPR MSB fields of " + opname + ": no register " + name, 1};
    op.setReg(llvm::MCRegister::from(id->second));
    vgpr_operands.push_back(k);
  }
  std::vector<int8_t> fields(inst.getNumOperands(), -1);
  if (vgpr_operands.empty()) return fields;

  std::unique_ptr<llvm::MCInstrAnalysis> mia(setup_.target->createMCInstrAnalysis(setup_.mii));
  std::unique_ptr<llvm::MCInstPrinter> printer(
      setup_.target->createMCInstPrinter(*setup_.triple, 0, *setup_.mai, *setup_.mii, *setup_.mri));
  if (!mia || !printer) return Error{"decode: the AMDGPU target has no instruction analysis or printer", 1};
  printer->setMCInstrAnalysis(mia.get());
  for (int field = 0; field < 4; ++field) {
    llvm::MCInst set_mode;  // the disassembler's state after "s_set_vgpr_msb (1 << 2*field)"
    set_mode.setOpcode(setup_.set_vgpr_msb_opcode);
    set_mode.addOperand(llvm::MCOperand::createImm(int64_t{1} << (2 * field)));
    mia->resetState();
    mia->updateState(set_mode, 0);
    std::string text;
    llvm::raw_string_ostream os(text);
    printer->printInst(&copy, 0, "", *setup_.sti, os);
    for (const PrintedVgpr& p : printed_vgprs(text)) {
      if (!p.annotated || p.first % kBaseStride != 0 || p.first / kBaseStride >= vgpr_operands.size()) continue;
      int8_t& f = fields[vgpr_operands[p.first / kBaseStride]];
      if (f >= 0 && f != field)
        return Error{"decode: the printer banks one operand of " + opname + " by two fields", 1};
      f = static_cast<int8_t>(field);
    }
  }
  const llvm::MCInstrDesc& desc = setup_.mii->get(inst.getOpcode());
  for (unsigned k : vgpr_operands)
    if (const int tied = k < desc.getNumOperands() ? desc.getOperandConstraint(k, llvm::MCOI::TIED_TO) : -1;
        fields[k] < 0 && tied >= 0)
      fields[k] = fields[static_cast<unsigned>(tied)];
  return fields;
}

}  // namespace irgate::isa::detail
