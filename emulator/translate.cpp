// emulator/translate.cpp — .ll text -> Program: parsing, unit allocation, blocks in reverse
// post-order, phi edge copies, and the non-call instructions. Calls: translate_calls.cpp.
#include "emulator/translate.h"

#include <unordered_set>

#include <llvm/Analysis/LoopInfo.h>
#include <llvm/IR/Dominators.h>
#include <llvm/AsmParser/Parser.h>
#include <llvm/IR/CFG.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/DataLayout.h>
#include <llvm/IR/GetElementPtrTypeIterator.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/AssemblyAnnotationWriter.h>
#include <llvm/Support/FormattedStream.h>
#include <llvm/IR/Operator.h>
#include <llvm/Support/SourceMgr.h>
#include <llvm/Support/raw_ostream.h>

#include "emulator/translator.h"

namespace irgate::emu {

const char* op_name(Op op) {
  switch (op) {
#define EMU_OP(Name) \
  case Op::Name:     \
    return #Name;
#include "emulator/ops.def"
#undef EMU_OP
  }
  return "?";
}

namespace {
std::string without_indent(const std::string& s) {
  auto start = s.find_first_not_of(' ');
  return start == std::string::npos ? s : s.substr(start);
}

std::string print(const llvm::Value& v) {
  std::string s;
  llvm::raw_string_ostream os(s);
  v.print(os);
  return without_indent(s);
}

// The units a lane may read before it wrote them in this wave (Program::zeroed_at_start): those
// no instruction or phi copy writes (unit 0, the elements an insertelement or shufflevector
// leaves undefined) and every element of an InsertDyn, which writes only the element its index
// names. Constants and kernel arguments are left out: start_wave broadcasts them anyway. Every
// other unit belongs to one SSA value whose definition writes it for each lane that executes
// it, and a lane reads a value only after executing its definition.
std::vector<uint32_t> units_read_before_written(const Program& p) {
  std::vector<bool> written(p.num_units, false);
  auto mark = [&](uint32_t first, uint32_t n) {
    for (uint32_t u = first; u < first + n && u < p.num_units; ++u) written[u] = true;
  };
  for (const Inst& in : p.insts)
    if (in.op != Op::InsertDyn) mark(in.dst, in.dst_units);
  for (const EdgeCopy& e : p.edge_copies) mark(e.dst, e.units);
  mark(p.scratch_unit, p.scratch_units);
  for (const ConstInit& c : p.constants) mark(c.unit, 1);
  for (const Param& a : p.params) mark(a.unit, 1);
  std::vector<uint32_t> out;
  for (uint32_t u = 0; u < p.num_units; ++u)
    if (!written[u]) out.push_back(u);
  for (const Inst& in : p.insts)
    if (in.op == Op::InsertDyn)
      for (uint32_t u = in.dst; u < in.dst + in.dst_units; ++u) out.push_back(u);
  return out;
}

// Reverse post-order in which every loop's blocks come before the blocks its exits lead to:
// the DFS visits edges that leave the current block's innermost loop first, so they finish
// first and land later in the reversed order. The executor runs the lowest pending block
// first, so lanes that leave a loop wait at the exit until the other lanes are done with it.
std::vector<llvm::BasicBlock*> reconvergence_order(llvm::Function& f) {
  llvm::DominatorTree dt(f);
  llvm::LoopInfo li(dt);
  std::vector<llvm::BasicBlock*> post;
  std::unordered_set<llvm::BasicBlock*> seen;
  struct Frame {
    llvm::BasicBlock* bb;
    std::vector<llvm::BasicBlock*> next;
    size_t at = 0;
  };
  auto frame = [&](llvm::BasicBlock* bb) {
    Frame fr{bb, {}, 0};
    llvm::Loop* loop = li.getLoopFor(bb);
    for (llvm::BasicBlock* s : llvm::successors(bb))
      if (loop && !loop->contains(s)) fr.next.push_back(s);
    for (llvm::BasicBlock* s : llvm::successors(bb))
      if (!loop || loop->contains(s)) fr.next.push_back(s);
    return fr;
  };
  std::vector<Frame> stack;
  seen.insert(&f.getEntryBlock());
  stack.push_back(frame(&f.getEntryBlock()));
  while (!stack.empty()) {
    Frame& top = stack.back();
    if (top.at < top.next.size()) {
      llvm::BasicBlock* s = top.next[top.at++];
      if (seen.insert(s).second) stack.push_back(frame(s));
    } else {
      post.push_back(top.bb);
      stack.pop_back();
    }
  }
  return {post.rbegin(), post.rend()};
}

}  // namespace

// Each instruction's text as Value::print writes it, from one print of the whole function: the
// function's writer calls emitInstructionAnnot right before an instruction and printInfoComment
// right after it, so the text between is the instruction (printing instruction by instruction
// numbers the function's unnamed values again for each one: quadratic in the function's size).
class InstructionTexts : public llvm::AssemblyAnnotationWriter {
 public:
  explicit InstructionTexts(const llvm::Function& f) {
    llvm::raw_string_ostream os(text_);
    f.print(os, this);
  }
  void emitInstructionAnnot(const llvm::Instruction*, llvm::formatted_raw_ostream& os) override { start_ = os.tell(); }
  void printInfoComment(const llvm::Value& v, llvm::formatted_raw_ostream& os) override {
    if (auto* i = llvm::dyn_cast<llvm::Instruction>(&v)) spans_[i] = {start_, os.tell()};
  }
  // The text of `i`, or Value::print's when the function's print did not show it.
  std::string of(const llvm::Instruction& i) const {
    auto it = spans_.find(&i);
    if (it == spans_.end()) return print(i);
    return without_indent(text_.substr(it->second.first, it->second.second - it->second.first));
  }

 private:
  std::string text_;
  uint64_t start_ = 0;
  std::unordered_map<const llvm::Instruction*, std::pair<uint64_t, uint64_t>> spans_;
};

uint32_t Translator::scalar_bits(llvm::Type* t) {
  t = t->getScalarType();
  if (t->isIntegerTy()) return t->getIntegerBitWidth();
  if (t->isHalfTy() || t->isBFloatTy()) return 16;
  if (t->isFloatTy()) return 32;
  if (t->isDoubleTy() || t->isPointerTy()) return 64;
  return 0;
}

SiteTexts::SiteTexts() : context(std::make_unique<llvm::LLVMContext>()) {}
SiteTexts::~SiteTexts() = default;

std::string SiteTexts::text(uint32_t id) const {
  if (id >= sites.size()) return "?";
  std::call_once(printed_, [&] { texts_ = std::make_unique<InstructionTexts>(*sites[0]->getFunction()); });
  return texts_->of(*sites[id]);
}

std::string site_text(const Program& p, uint32_t id) { return p.sites ? p.sites->text(id) : "?"; }

Result<uint32_t> Translator::units_of(llvm::Type* t) {
  if (t->isPointerTy() && t->getPointerAddressSpace() == 8) return 4u;  // buffer resource: 4 dwords
  if (auto* v = llvm::dyn_cast<llvm::FixedVectorType>(t)) {
    if (scalar_bits(v->getElementType()) == 0 || v->getElementType()->isPointerTy())
      return Error{"unsupported vector element type"};
    return uint32_t(v->getNumElements());
  }
  if (t->isVoidTy()) return 0u;
  if (scalar_bits(t) == 0 || t->isDoubleTy()) return Error{"unsupported type"};
  return 1u;
}

uint32_t Translator::allocate(uint32_t units) {
  uint32_t u = p_.num_units;
  p_.num_units += units;
  return u;
}

uint32_t Translator::site_of(llvm::Instruction& i) {
  auto [it, inserted] = sites_.try_emplace(&i, uint32_t(site_insts_.size()));
  if (inserted) site_insts_.push_back(&i);
  return it->second;
}

Inst& Translator::emit(Op op, llvm::Instruction& at) {
  Inst inst;
  inst.op = op;
  inst.site = site_of(at);
  // What a non-ALU op writes: the whole result (elementwise ops write one unit and say so).
  if (!at.getType()->isVoidTy())
    if (auto n = units_of(at.getType())) inst.dst_units = uint16_t(*n);
  p_.insts.push_back(inst);
  return p_.insts.back();
}

Error Translator::unsupported(llvm::Instruction& i, const std::string& why) {
  return Error{"unsupported in @" + p_.kernel_name + ": " + why + ": " + print(i)};
}

Status Translator::constant_bits(llvm::Constant* c, uint32_t unit) {
  auto put = [&](uint64_t bits) { p_.constants.push_back({unit, bits}); };
  if (llvm::isa<llvm::UndefValue>(c) || llvm::isa<llvm::ConstantAggregateZero>(c) ||
      llvm::isa<llvm::ConstantPointerNull>(c)) {
    auto n = units_of(c->getType());
    if (!n) return n.error();
    bool undef = llvm::isa<llvm::UndefValue>(c);
    for (uint32_t k = 0; k < *n; ++k) {
      p_.constants.push_back({unit + k, 0});
      if (undef) undef_units_.insert(unit + k);
    }
    return ok();
  }
  if (auto* ci = llvm::dyn_cast<llvm::ConstantInt>(c)) return put(ci->getZExtValue()), ok();
  if (auto* cf = llvm::dyn_cast<llvm::ConstantFP>(c))
    return put(cf->getValueAPF().bitcastToAPInt().getZExtValue()), ok();
  if (auto* cd = llvm::dyn_cast<llvm::ConstantDataVector>(c)) {
    for (unsigned k = 0; k < cd->getNumElements(); ++k)
      p_.constants.push_back({unit + k, cd->getElementAsAPInt(k).getZExtValue()});
    return ok();
  }
  if (auto* cv = llvm::dyn_cast<llvm::ConstantVector>(c)) {
    for (unsigned k = 0; k < cv->getNumOperands(); ++k)
      if (auto s = constant_bits(cv->getOperand(k), unit + k); !s) return s;
    return ok();
  }
  if (auto* gv = llvm::dyn_cast<llvm::GlobalVariable>(c)) {
    auto it = lds_offset_.find(gv);
    if (it == lds_offset_.end()) return Error{"global @" + gv->getName().str() + " is not LDS"};
    return put(it->second), ok();
  }
  if (auto* ce = llvm::dyn_cast<llvm::ConstantExpr>(c)) {
    llvm::DataLayout dl("");
    if (auto* gep = llvm::dyn_cast<llvm::GEPOperator>(ce)) {
      llvm::APInt off(64, 0);
      if (!gep->accumulateConstantOffset(dl, off)) return Error{"non-constant GEP expression"};
      auto* base = llvm::dyn_cast<llvm::Constant>(gep->getPointerOperand());
      uint32_t tmp = allocate(1);
      if (auto s = constant_bits(base, tmp); !s) return s;
      uint64_t b = p_.constants.back().bits;
      return put(b + off.getZExtValue()), ok();
    }
    if (ce->isCast()) {
      uint32_t tmp = allocate(1);
      if (auto s = constant_bits(ce->getOperand(0), tmp); !s) return s;
      uint64_t b = p_.constants.back().bits;
      uint32_t bits = scalar_bits(ce->getType());
      return put(bits >= 64 ? b : b & ((uint64_t(1) << bits) - 1)), ok();
    }
  }
  return Error{"unsupported constant: " + print(*c)};
}

Result<uint32_t> Translator::constant(llvm::Constant* c) {
  auto n = units_of(c->getType());
  if (!n) return Error{n.error().message + ": " + print(*c)};
  uint32_t u = allocate(*n);
  if (auto s = constant_bits(c, u); !s) return s.error();
  units_[c] = u;
  return u;
}

Result<uint32_t> Translator::operand(llvm::Value* v) {
  if (auto it = units_.find(v); it != units_.end()) return it->second;
  if (auto* c = llvm::dyn_cast<llvm::Constant>(v)) return constant(c);
  return Error{"value used before definition: " + print(*v)};
}

Status Translator::guard_undef(llvm::Instruction& i) {
  // Reading an undef/poison value is an uninitialised read, except where LLVM idiom builds a
  // vector from one (insertelement/shufflevector base) or a phi merges it (checked at use).
  if (llvm::isa<llvm::InsertElementInst>(i) || llvm::isa<llvm::ShuffleVectorInst>(i) ||
      llvm::isa<llvm::PHINode>(i) || llvm::isa<llvm::FreezeInst>(i))
    return ok();
  for (llvm::Value* v : i.operands()) {
    if (llvm::isa<llvm::UndefValue>(v) && !llvm::isa<llvm::BasicBlock>(v)) {
      emit(Op::UndefRead, i).dst_units = 0;  // a check, it writes nothing
      return ok();
    }
  }
  return ok();
}

Status Translator::add_edges(llvm::BasicBlock& from, Block& block) {
  auto* term = from.getTerminator();
  for (unsigned k = 0; k < term->getNumSuccessors() && k < 2; ++k) {
    llvm::BasicBlock* to = term->getSuccessor(k);
    Successor& s = block.succ[k];
    s.block = block_index_.at(to);
    s.copies_begin = uint32_t(p_.edge_copies.size());
    std::unordered_set<uint32_t> written;
    for (llvm::PHINode& phi : to->phis()) {
      auto src = operand(phi.getIncomingValueForBlock(&from));
      if (!src) return src.error();
      auto n = units_of(phi.getType());
      if (!n) return n.error();
      uint32_t dst = units_.at(&phi);
      p_.edge_copies.push_back({dst, *src, *n});
      for (uint32_t u = 0; u < *n; ++u) written.insert(dst + u);
    }
    s.copies_end = uint32_t(p_.edge_copies.size());
    uint32_t total = 0;
    for (uint32_t c = s.copies_begin; c < s.copies_end; ++c) {
      const EdgeCopy& e = p_.edge_copies[c];
      total += e.units;
      for (uint32_t u = 0; u < e.units; ++u) s.copies_overlap |= written.count(e.src + u) != 0;
    }
    if (s.copies_overlap) p_.scratch_units = std::max(p_.scratch_units, total);
  }
  return ok();
}

Status Translator::run(llvm::Function& f) {
  p_.kernel_name = f.getName().str();
  // LDS globals: laid out in module order, each at its own alignment.
  uint64_t lds = 0;
  for (llvm::GlobalVariable& g : f.getParent()->globals()) {
    if (g.getAddressSpace() != 3) continue;
    llvm::DataLayout dl("");
    uint64_t align = g.getAlign() ? g.getAlign()->value() : 4;
    lds = (lds + align - 1) / align * align;
    lds_offset_[&g] = lds;
    lds += dl.getTypeAllocSize(g.getValueType());
  }
  p_.lds_bytes = lds;
  allocate(1);  // unit 0: zero, never written; the operand slots an op does not use name it
  for (llvm::Argument& a : f.args()) {
    auto n = units_of(a.getType());
    if (!n) return Error{"kernel argument %" + a.getName().str() + ": " + n.error().message};
    if (*n != 1) return Error{"kernel argument %" + a.getName().str() + " must be a scalar or pointer"};
    uint32_t u = allocate(1);
    units_[&a] = u;
    p_.params.push_back({a.getName().str(), u, a.getType()->isPointerTy()});
  }
  std::vector<llvm::BasicBlock*> order = reconvergence_order(f);
  for (uint32_t k = 0; k < order.size(); ++k) block_index_[order[k]] = k;
  // Result units first, so phis can name values defined later in the order.
  for (llvm::BasicBlock* bb : order) {
    for (llvm::Instruction& i : *bb) {
      if (i.getType()->isVoidTy()) continue;
      auto n = units_of(i.getType());
      if (!n) return unsupported(i, n.error().message);
      units_[&i] = allocate(*n);
    }
  }
  p_.blocks.resize(order.size());
  for (uint32_t k = 0; k < order.size(); ++k) {
    Block& b = p_.blocks[k];
    b.name = order[k]->getName().str();
    b.first = uint32_t(p_.insts.size());
    for (llvm::Instruction& i : *order[k]) {
      if (auto s = guard_undef(i); !s) return s;
      if (auto s = translate(i); !s) return s;
    }
    b.end = uint32_t(p_.insts.size());
    if (auto s = add_edges(*order[k], b); !s) return s;
  }
  p_.scratch_unit = allocate(p_.scratch_units);
  p_.zeroed_at_start = units_read_before_written(p_);
  return ok();
}

Status Translator::elementwise(llvm::Instruction& i, Op op, uint8_t bits, uint8_t pred) {
  auto n = units_of(i.getType());
  if (!n) return unsupported(i, n.error().message);
  std::vector<uint32_t> srcs;
  std::vector<uint32_t> src_units;
  for (llvm::Value* v : i.operands()) {
    auto u = operand(v);
    if (!u) return u.error();
    srcs.push_back(*u);
    auto k = units_of(v->getType());
    src_units.push_back(k ? *k : 1);
  }
  uint32_t dst = result(i);
  for (uint32_t e = 0; e < *n; ++e) {
    Inst& in = emit(op, i);
    in.bits = bits;
    in.pred = pred;
    in.dst = dst + e;
    in.dst_units = 1;
    for (size_t s = 0; s < srcs.size() && s < 4; ++s) in.src[s] = srcs[s] + (src_units[s] > 1 ? e : 0);
  }
  return ok();
}

Status Translator::translate(llvm::Instruction& i) {
  using llvm::Instruction;
  llvm::Type* st = i.getType()->getScalarType();
  uint8_t bits = uint8_t(scalar_bits(i.getType()));
  switch (i.getOpcode()) {
    case Instruction::Add: return elementwise(i, Op::Add, bits, 0);
    case Instruction::Sub: return elementwise(i, Op::Sub, bits, 0);
    case Instruction::Mul: return elementwise(i, Op::Mul, bits, 0);
    case Instruction::UDiv: return elementwise(i, Op::UDiv, bits, 0);
    case Instruction::URem: return elementwise(i, Op::URem, bits, 0);
    case Instruction::SDiv: return elementwise(i, Op::SDiv, bits, 0);
    case Instruction::SRem: return elementwise(i, Op::SRem, bits, 0);
    case Instruction::And: return elementwise(i, Op::And, bits, 0);
    case Instruction::Or: return elementwise(i, Op::Or, bits, 0);
    case Instruction::Xor: return elementwise(i, Op::Xor, bits, 0);
    case Instruction::Shl: return elementwise(i, Op::Shl, bits, 0);
    case Instruction::LShr: return elementwise(i, Op::LShr, bits, 0);
    case Instruction::AShr: return elementwise(i, Op::AShr, bits, 0);
    case Instruction::FAdd:
    case Instruction::FSub:
    case Instruction::FMul:
    case Instruction::FDiv: {
      unsigned opc = i.getOpcode();
      if (st->isFloatTy()) {
        Op op = opc == Instruction::FAdd ? Op::FAdd : opc == Instruction::FSub ? Op::FSub
              : opc == Instruction::FMul ? Op::FMul : Op::FDiv;
        return elementwise(i, op, 32, 0);
      }
      if (st->isHalfTy() && opc == Instruction::FAdd) return elementwise(i, Op::HAdd, 16, 0);
      if (st->isHalfTy() && opc == Instruction::FMul) return elementwise(i, Op::HMul, 16, 0);
      return unsupported(i, "fp arithmetic on this type");
    }
    case Instruction::FNeg:
      if (!st->isFloatTy() && !st->isHalfTy() && !st->isBFloatTy()) return unsupported(i, "fneg type");
      return elementwise(i, Op::FNeg, bits, 0);
    case Instruction::ICmp: {
      auto* c = llvm::cast<llvm::ICmpInst>(&i);
      IPred p;
      switch (c->getPredicate()) {
        case llvm::CmpInst::ICMP_EQ: p = IPred::Eq; break;
        case llvm::CmpInst::ICMP_NE: p = IPred::Ne; break;
        case llvm::CmpInst::ICMP_ULT: p = IPred::Ult; break;
        case llvm::CmpInst::ICMP_ULE: p = IPred::Ule; break;
        case llvm::CmpInst::ICMP_UGT: p = IPred::Ugt; break;
        case llvm::CmpInst::ICMP_UGE: p = IPred::Uge; break;
        case llvm::CmpInst::ICMP_SLT: p = IPred::Slt; break;
        case llvm::CmpInst::ICMP_SLE: p = IPred::Sle; break;
        case llvm::CmpInst::ICMP_SGT: p = IPred::Sgt; break;
        default: p = IPred::Sge; break;
      }
      return elementwise(i, Op::ICmp, uint8_t(scalar_bits(c->getOperand(0)->getType())), uint8_t(p));
    }
    case Instruction::FCmp: {
      auto* c = llvm::cast<llvm::FCmpInst>(&i);
      if (!c->getOperand(0)->getType()->getScalarType()->isFloatTy()) return unsupported(i, "fcmp type");
      // LLVM's predicate value is already the truth mask: 1 = eq, 2 = gt, 4 = lt, 8 = unordered.
      return elementwise(i, Op::FCmp, 32, uint8_t(c->getPredicate()));
    }
    case Instruction::Select: return elementwise(i, Op::Select, bits, 0);
    case Instruction::Freeze: return elementwise(i, Op::Copy, bits, 0);
    case Instruction::ZExt:
    case Instruction::SExt:
    case Instruction::Trunc:
    case Instruction::BitCast:
    case Instruction::PtrToInt:
    case Instruction::IntToPtr:
    case Instruction::AddrSpaceCast:
    case Instruction::FPExt:
    case Instruction::FPTrunc:
    case Instruction::SIToFP:
    case Instruction::UIToFP:
    case Instruction::FPToSI:
    case Instruction::FPToUI: return translate_cast(*llvm::cast<llvm::CastInst>(&i));
    case Instruction::GetElementPtr: return translate_gep(*llvm::cast<llvm::GetElementPtrInst>(&i));
    case Instruction::Load:
    case Instruction::Store:
    case Instruction::AtomicRMW: return translate_memory(i);
    case Instruction::Fence: emit(Op::Nop, i); return ok();
    case Instruction::ExtractElement:
    case Instruction::InsertElement:
    case Instruction::ShuffleVector: return translate_vector(i);
    case Instruction::PHI: return ok();  // edge copies (add_edges)
    case Instruction::Call: return translate_call(*llvm::cast<llvm::CallInst>(&i));
    case Instruction::Br: {
      auto* br = llvm::cast<llvm::BranchInst>(&i);
      if (br->isUnconditional()) {
        emit(Op::Br, i);
        return ok();
      }
      auto c = operand(br->getCondition());
      if (!c) return c.error();
      emit(Op::CondBr, i).src[0] = *c;
      return ok();
    }
    case Instruction::Ret:
      if (i.getNumOperands() != 0) return unsupported(i, "kernel returns a value");
      emit(Op::Ret, i);
      return ok();
    case Instruction::Unreachable: emit(Op::Ret, i).pred = 1; return ok();
    default: return unsupported(i, "instruction");
  }
}

Status Translator::translate_cast(llvm::CastInst& c) {
  llvm::Type* from = c.getSrcTy()->getScalarType();
  llvm::Type* to = c.getDestTy()->getScalarType();
  uint8_t from_bits = uint8_t(scalar_bits(from)), to_bits = uint8_t(scalar_bits(to));
  switch (c.getOpcode()) {
    case llvm::Instruction::ZExt: return elementwise(c, Op::Copy, to_bits, 0);
    case llvm::Instruction::SExt: {
      // SExt sign-extends from `bits`, then masks to the result width (pred).
      return elementwise(c, Op::SExt, from_bits, to_bits);
    }
    case llvm::Instruction::Trunc:
    case llvm::Instruction::PtrToInt:
    case llvm::Instruction::IntToPtr:
    case llvm::Instruction::AddrSpaceCast: return elementwise(c, Op::Trunc, to_bits, 0);
    case llvm::Instruction::FPExt:
      if (from->isHalfTy() && to->isFloatTy()) return elementwise(c, Op::F16ToF32, 32, 0);
      if (from->isBFloatTy() && to->isFloatTy()) return elementwise(c, Op::BF16ToF32, 32, 0);
      return unsupported(c, "fpext types");
    case llvm::Instruction::FPTrunc:
      if (from->isFloatTy() && to->isHalfTy()) return elementwise(c, Op::F32ToF16, 16, 0);
      if (from->isFloatTy() && to->isBFloatTy()) return elementwise(c, Op::F32ToBF16, 16, 0);
      return unsupported(c, "fptrunc types");
    case llvm::Instruction::SIToFP:
      if (!to->isFloatTy()) return unsupported(c, "sitofp type");
      return elementwise(c, Op::SIToF32, from_bits, 0);
    case llvm::Instruction::UIToFP:
      if (!to->isFloatTy()) return unsupported(c, "uitofp type");
      return elementwise(c, Op::UIToF32, from_bits, 0);
    case llvm::Instruction::FPToSI:
      if (!from->isFloatTy()) return unsupported(c, "fptosi type");
      return elementwise(c, Op::F32ToSI, to_bits, 0);
    case llvm::Instruction::FPToUI:
      if (!from->isFloatTy()) return unsupported(c, "fptoui type");
      return elementwise(c, Op::F32ToUI, to_bits, 0);
    default: break;
  }
  // BitCast: same element count is a unit-wise copy; otherwise repack the bits.
  auto n_from = units_of(c.getSrcTy());
  auto n_to = units_of(c.getDestTy());
  if (!n_from || !n_to) return unsupported(c, "bitcast type");
  if (*n_from == *n_to) return elementwise(c, Op::Copy, to_bits, 0);
  auto src = operand(c.getOperand(0));
  if (!src) return src.error();
  Inst& in = emit(Op::Repack, c);
  in.dst = result(c);
  in.src[0] = *src;
  in.bits = from_bits;
  in.pred = to_bits;
  in.src[1] = *n_from;
  in.imm = *n_to;
  if (uint64_t(from_bits) * *n_from != uint64_t(to_bits) * *n_to || from_bits > 64 || to_bits > 64)
    return unsupported(c, "bitcast size");
  return ok();
}

Status Translator::translate_gep(llvm::GetElementPtrInst& g) {
  if (g.getType()->isVectorTy()) return unsupported(g, "vector GEP");
  llvm::DataLayout dl("");
  auto base = operand(g.getPointerOperand());
  if (!base) return base.error();
  uint32_t dst = result(g);
  Inst& first = emit(Op::GepConst, g);
  first.dst = dst;
  first.src[0] = *base;
  uint64_t constant = 0;
  std::vector<std::pair<llvm::Value*, uint64_t>> variable;
  for (auto it = llvm::gep_type_begin(&g), end = llvm::gep_type_end(&g); it != end; ++it) {
    llvm::Value* idx = it.getOperand();
    if (llvm::StructType* s = it.getStructTypeOrNull()) {
      auto* ci = llvm::cast<llvm::ConstantInt>(idx);
      constant += dl.getStructLayout(s)->getElementOffset(unsigned(ci->getZExtValue()));
      continue;
    }
    uint64_t scale = it.getSequentialElementStride(dl).getFixedValue();
    if (auto* ci = llvm::dyn_cast<llvm::ConstantInt>(idx)) {
      constant += uint64_t(ci->getSExtValue()) * scale;
    } else {
      variable.emplace_back(idx, scale);
    }
  }
  size_t first_index = p_.insts.size() - 1;
  p_.insts[first_index].imm = constant;
  for (auto& [idx, scale] : variable) {
    auto u = operand(idx);
    if (!u) return u.error();
    Inst& in = emit(Op::GepIndex, g);
    in.dst = dst;
    in.src[0] = dst;
    in.src[1] = *u;
    in.bits = uint8_t(scalar_bits(idx->getType()));
    in.imm = scale;
  }
  return ok();
}

}  // namespace irgate::emu
