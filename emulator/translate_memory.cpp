// emulator/translate_memory.cpp — load/store/atomicrmw (LDS and global) and vector element
// instructions (extractelement, insertelement, shufflevector) -> Program instructions.
#include <llvm/IR/Constants.h>
#include <llvm/IR/Instructions.h>

#include "emulator/translator.h"

namespace irgate::emu {

namespace {
// Element bytes and count of a loaded/stored value type (scalar or vector), 0 if unsupported.
std::pair<uint32_t, uint32_t> shape(llvm::Type* t) {
  uint32_t count = 1;
  if (auto* v = llvm::dyn_cast<llvm::FixedVectorType>(t)) count = v->getNumElements(), t = v->getElementType();
  if (t->isPointerTy()) return {0, 0};
  uint32_t bits = Translator::scalar_bits(t);
  if (bits < 8 && bits != 1) return {0, 0};
  return {bits == 1 ? 1 : bits / 8, count};
}
}  // namespace

Status Translator::translate_memory(llvm::Instruction& i) {
  if (auto* ld = llvm::dyn_cast<llvm::LoadInst>(&i)) {
    unsigned as = ld->getPointerAddressSpace();
    auto [bytes, count] = shape(ld->getType());
    if (bytes == 0 || (as != 1 && as != 3)) return unsupported(i, "load type or address space");
    auto addr = operand(ld->getPointerOperand());
    if (!addr) return addr.error();
    Inst& in = emit(as == 3 ? Op::LdsLoad : Op::GlobalLoad, i);
    in.dst = result(i);
    in.src[0] = *addr;
    in.bits = uint8_t(bytes);
    in.imm = count;
    return ok();
  }
  if (auto* st = llvm::dyn_cast<llvm::StoreInst>(&i)) {
    unsigned as = st->getPointerAddressSpace();
    auto [bytes, count] = shape(st->getValueOperand()->getType());
    if (bytes == 0 || (as != 1 && as != 3)) return unsupported(i, "store type or address space");
    auto value = operand(st->getValueOperand());
    auto addr = operand(st->getPointerOperand());
    if (!value) return value.error();
    if (!addr) return addr.error();
    Inst& in = emit(as == 3 ? Op::LdsStore : Op::GlobalStore, i);
    in.src[0] = *value;
    in.src[1] = *addr;
    in.bits = uint8_t(bytes);
    in.imm = count;
    return ok();
  }
  auto* rmw = llvm::cast<llvm::AtomicRMWInst>(&i);
  unsigned as = rmw->getPointerAddressSpace();
  llvm::Type* t = rmw->getValOperand()->getType();
  bool is_float = t->isFloatTy();
  if ((!t->isIntegerTy(32) && !is_float) || (as != 1 && as != 3))
    return unsupported(i, "atomicrmw type or address space");
  AtomicKind kind;
  using B = llvm::AtomicRMWInst::BinOp;
  switch (rmw->getOperation()) {
    case B::Xchg: kind = AtomicKind::Xchg; break;
    case B::Add: kind = AtomicKind::Add; break;
    case B::Sub: kind = AtomicKind::Sub; break;
    case B::And: kind = AtomicKind::And; break;
    case B::Or: kind = AtomicKind::Or; break;
    case B::Xor: kind = AtomicKind::Xor; break;
    case B::UMax: kind = AtomicKind::UMax; break;
    case B::UMin: kind = AtomicKind::UMin; break;
    case B::FAdd: kind = AtomicKind::FAdd; break;
    case B::FMax: kind = AtomicKind::FMax; break;
    case B::FMin: kind = AtomicKind::FMin; break;
    default: return unsupported(i, "atomicrmw operation");
  }
  auto addr = operand(rmw->getPointerOperand());
  auto value = operand(rmw->getValOperand());
  if (!addr) return addr.error();
  if (!value) return value.error();
  Inst& in = emit(as == 3 ? Op::LdsAtomic : Op::GlobalAtomic, i);
  in.dst = result(i);
  in.src[0] = *addr;
  in.src[1] = *value;
  in.pred = uint8_t(kind);
  in.bits = 4;
  return ok();
}

Status Translator::translate_vector(llvm::Instruction& i) {
  auto copy = [&](uint32_t dst, uint32_t src) {
    Inst& in = emit(Op::Copy, i);
    in.dst = dst;
    in.dst_units = 1;
    in.src[0] = src;
    in.bits = 64;
  };
  if (auto* ex = llvm::dyn_cast<llvm::ExtractElementInst>(&i)) {
    auto vec = operand(ex->getVectorOperand());
    if (!vec) return vec.error();
    if (auto* ci = llvm::dyn_cast<llvm::ConstantInt>(ex->getIndexOperand())) {
      copy(result(i), *vec + uint32_t(ci->getZExtValue()));
      return ok();
    }
    auto idx = operand(ex->getIndexOperand());
    if (!idx) return idx.error();
    Inst& in = emit(Op::ExtractDyn, i);
    in.dst = result(i);
    in.src[0] = *vec;
    in.src[1] = *idx;
    in.imm = llvm::cast<llvm::FixedVectorType>(ex->getVectorOperandType())->getNumElements();
    return ok();
  }
  if (auto* ins = llvm::dyn_cast<llvm::InsertElementInst>(&i)) {
    uint32_t n = llvm::cast<llvm::FixedVectorType>(ins->getType())->getNumElements();
    auto vec = operand(ins->getOperand(0));
    auto val = operand(ins->getOperand(1));
    if (!vec) return vec.error();
    if (!val) return val.error();
    uint32_t dst = result(i);
    bool base_undef = llvm::isa<llvm::UndefValue>(ins->getOperand(0));
    auto* ci = llvm::dyn_cast<llvm::ConstantInt>(ins->getOperand(2));
    for (uint32_t e = 0; e < n; ++e) {
      if (ci && ci->getZExtValue() == e) continue;
      if (!base_undef) copy(dst + e, *vec + e);
    }
    if (ci) {
      if (ci->getZExtValue() < n) copy(dst + uint32_t(ci->getZExtValue()), *val);
      return ok();
    }
    auto idx = operand(ins->getOperand(2));
    if (!idx) return idx.error();
    Inst& in = emit(Op::InsertDyn, i);
    in.dst = dst;
    in.src[0] = *val;
    in.src[1] = *idx;
    in.imm = n;
    return ok();
  }
  auto* sh = llvm::cast<llvm::ShuffleVectorInst>(&i);
  auto a = operand(sh->getOperand(0));
  auto b = operand(sh->getOperand(1));
  if (!a) return a.error();
  if (!b) return b.error();
  int n_in = int(llvm::cast<llvm::FixedVectorType>(sh->getOperand(0)->getType())->getNumElements());
  uint32_t dst = result(i);
  llvm::ArrayRef<int> mask = sh->getShuffleMask();
  for (size_t e = 0; e < mask.size(); ++e) {
    int m = mask[e];
    if (m < 0) continue;
    copy(dst + uint32_t(e), m < n_in ? *a + uint32_t(m) : *b + uint32_t(m - n_in));
  }
  return ok();
}

}  // namespace irgate::emu
