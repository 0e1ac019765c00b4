// emulator/translate_calls.cpp — intrinsic calls -> Program instructions, and the entry point
// translate_kernel (parse with libLLVM 22, find the one amdgpu_kernel, translate it).
//
// Intrinsics are matched by name once, here; the executor only sees decoded opcodes.
// Signatures: docs/llvm-toolchains.md and include/irgate/intrinsics.def.
#include <llvm/AsmParser/Parser.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/SourceMgr.h>

#include "emulator/translate.h"
#include "emulator/translator.h"

namespace irgate::emu {

namespace {
bool starts(llvm::StringRef s, llvm::StringRef prefix) { return s.starts_with(prefix); }

uint64_t const_int(llvm::Value* v) {
  if (auto* c = llvm::dyn_cast<llvm::ConstantInt>(v)) return c->getZExtValue();
  return 0;
}
}  // namespace

Status Translator::translate_call(llvm::CallInst& call) {
  llvm::Function* callee = call.getCalledFunction();
  if (!callee || !callee->isDeclaration()) return unsupported(call, "call of a non-intrinsic function");
  llvm::StringRef name = callee->getName();
  std::vector<uint32_t> args;
  for (llvm::Value* a : call.args()) {
    // immargs (i1/i16 flags) are read as constants; everything else needs a unit.
    auto u = operand(a);
    if (!u) return u.error();
    args.push_back(*u);
  }
  uint32_t dst = call.getType()->isVoidTy() ? 0 : result(call);
  auto simple = [&](Op op, uint8_t bits = 32) -> Inst& {
    Inst& in = emit(op, call);
    in.dst = dst;
    in.bits = bits;
    for (size_t k = 0; k < args.size() && k < 4; ++k) in.src[k] = args[k];
    return in;
  };
  auto dim = [&](llvm::StringRef n) { return uint64_t(n.back() - 'x'); };

  if (name == "llvm.amdgcn.tensor.load.to.lds") {
    // (<4 x i32> g0, <8 x i32> g1, <4 x i32> g2, <4 x i32> g3, i32 cpol): groups are unit runs.
    if (call.arg_size() != 5) return unsupported(call, "tensor.load.to.lds signature (LLVM 22's four groups)");
    Inst& in = emit(Op::TensorLoadToLds, call);
    for (int k = 0; k < 4; ++k) in.src[k] = args[size_t(k)];
    return ok();
  }
  if (name == "llvm.amdgcn.s.wait.tensorcnt") {
    if (!llvm::isa<llvm::ConstantInt>(call.getArgOperand(0))) return unsupported(call, "s.wait.tensorcnt count");
    emit(Op::WaitTensorCnt, call).imm = const_int(call.getArgOperand(0));
    return ok();
  }
  if (starts(name, "llvm.lifetime.") || name == "llvm.assume" ||
      starts(name, "llvm.experimental.noalias.scope.decl") || starts(name, "llvm.amdgcn.s.waitcnt") ||
      starts(name, "llvm.amdgcn.s.wait.") || starts(name, "llvm.amdgcn.sched.") ||
      starts(name, "llvm.amdgcn.s.setprio") || name == "llvm.amdgcn.wave.barrier" ||
      starts(name, "llvm.amdgcn.s.sleep")) {
    emit(Op::Nop, call);
    return ok();
  }
  if (starts(name, "llvm.amdgcn.workitem.id.")) return simple(Op::WorkitemId).imm = dim(name), ok();
  if (starts(name, "llvm.amdgcn.workgroup.id.")) return simple(Op::WorkgroupId).imm = dim(name), ok();
  if (name == "llvm.amdgcn.s.barrier") return simple(Op::Barrier), ok();
  llvm::Type* rt = call.getType()->getScalarType();
  if (starts(name, "llvm.fma.") || starts(name, "llvm.fmuladd.")) {
    if (rt->isFloatTy()) return elementwise_call(call, Op::Fma, args);
    if (rt->isHalfTy()) return elementwise_call(call, Op::HFma, args);
    return unsupported(call, "fma type");
  }
  if (starts(name, "llvm.maxnum.f32")) return elementwise_call(call, Op::FMaxNum, args);
  if (starts(name, "llvm.minnum.f32")) return elementwise_call(call, Op::FMinNum, args);
  if (starts(name, "llvm.fabs.f32")) return elementwise_call(call, Op::FAbs, args);
  if (starts(name, "llvm.umin.")) return elementwise_call(call, Op::UMin, args);
  if (starts(name, "llvm.umax.")) return elementwise_call(call, Op::UMax, args);
  if (starts(name, "llvm.smin.")) return elementwise_call(call, Op::SMin, args);
  if (starts(name, "llvm.smax.")) return elementwise_call(call, Op::SMax, args);

  if (starts(name, "llvm.amdgcn.make.buffer.rsrc")) return simple(Op::MakeRsrc), ok();
  bool raw = starts(name, "llvm.amdgcn.raw.buffer.") || starts(name, "llvm.amdgcn.raw.ptr.buffer.");
  if (raw && !name.contains(".lds")) {
    llvm::StringRef op = name.drop_front(starts(name, "llvm.amdgcn.raw.ptr.buffer.")
                                             ? llvm::StringRef("llvm.amdgcn.raw.ptr.buffer.").size()
                                             : llvm::StringRef("llvm.amdgcn.raw.buffer.").size());
    if (starts(op, "load.")) {
      llvm::Type* t = call.getType();
      uint32_t count = 1;
      if (auto* v = llvm::dyn_cast<llvm::FixedVectorType>(t)) count = v->getNumElements(), t = v->getElementType();
      Inst& in = simple(Op::BufLoad, uint8_t(scalar_bits(t) / 8));
      in.imm = count | const_int(call.getArgOperand(3)) << 32;
      return ok();
    }
    if (starts(op, "store.")) {
      llvm::Type* t = call.getArgOperand(0)->getType();
      uint32_t count = 1;
      if (auto* v = llvm::dyn_cast<llvm::FixedVectorType>(t)) count = v->getNumElements(), t = v->getElementType();
      Inst& in = simple(Op::BufStore, uint8_t(scalar_bits(t) / 8));
      in.imm = count | const_int(call.getArgOperand(4)) << 32;
      return ok();
    }
    if (starts(op, "atomic.fadd") && call.getType()->isFloatTy()) {
      Inst& in = simple(Op::BufAtomicFAdd, 4);
      in.imm = const_int(call.getArgOperand(4));
      return ok();
    }
    return unsupported(call, "buffer intrinsic");
  }
  if (starts(name, "llvm.amdgcn.readfirstlane")) return simple(Op::ReadFirstLane, uint8_t(scalar_bits(rt))), ok();
  if (starts(name, "llvm.amdgcn.ballot.")) return simple(Op::Ballot, uint8_t(scalar_bits(rt))), ok();
  if (name == "llvm.amdgcn.mbcnt.lo") return simple(Op::MbcntLo), ok();
  if (name == "llvm.amdgcn.mbcnt.hi") return simple(Op::MbcntHi), ok();
  if (name == "llvm.amdgcn.ds.bpermute") return simple(Op::DsBpermute), ok();
  if (starts(name, "llvm.amdgcn.ds.load.tr16.b128")) {
    Inst& in = simple(Op::DsLoadTr16, 2);
    in.imm = 8;
    return ok();
  }
  if (starts(name, "llvm.amdgcn.wmma.f32.16x16x16.") || starts(name, "llvm.amdgcn.wmma.f32.16x16x32.") ||
      starts(name, "llvm.amdgcn.wmma.f32.16x16x4.f32")) {
    p_.uses_wmma = true;
    const bool k4 = starts(name, "llvm.amdgcn.wmma.f32.16x16x4.f32");
    const bool gfx1250 = k4 || starts(name, "llvm.amdgcn.wmma.f32.16x16x32.");
    bool bf16 = name.contains(".bf16");
    if (!gfx1250) {
      auto* a = llvm::cast<llvm::FixedVectorType>(call.getArgOperand(0)->getType());
      Inst& in = simple(a->getNumElements() == 16 ? Op::WmmaGfx11 : Op::WmmaGfx12);
      in.pred = bf16;
      if (a->getNumElements() != 16 && a->getNumElements() != 8) return unsupported(call, "wmma operand width");
      return ok();
    }
    // gfx1250, 16x16x32 (16-bit A, B) and 16x16x4 (<2 x float> A, B):
    // (i1 neg_a, A, i1 neg_b, B, i16 c_mod, C, i1 reuse_a, i1 reuse_b)
    if (call.arg_size() != 8) return unsupported(call, k4 ? "wmma 16x16x4 signature" : "wmma 16x16x32 signature");
    if (k4) {
      auto* a = llvm::dyn_cast<llvm::FixedVectorType>(call.getArgOperand(1)->getType());
      if (!a || a->getNumElements() != 2 || !a->getElementType()->isFloatTy())
        return unsupported(call, "wmma 16x16x4 operand type (want <2 x float>)");
    }
    Inst& in = emit(k4 ? Op::WmmaGfx1250F32 : Op::WmmaGfx1250, call);
    in.dst = dst;
    in.src[0] = args[1];
    in.src[1] = args[3];
    in.src[2] = args[5];
    in.pred = bf16;
    in.imm = const_int(call.getArgOperand(0)) | const_int(call.getArgOperand(2)) << 1 |
             const_int(call.getArgOperand(4)) << 2;
    if (const_int(call.getArgOperand(4)) != 0) return unsupported(call, "wmma c_mod other than 0");
    return ok();
  }
  return unsupported(call, "intrinsic not modelled by the emulator");
}

Status Translator::elementwise_call(llvm::CallInst& call, Op op, const std::vector<uint32_t>& args) {
  auto n = units_of(call.getType());
  if (!n) return unsupported(call, n.error().message);
  uint32_t dst = result(call);
  uint8_t bits = uint8_t(scalar_bits(call.getType()));
  for (uint32_t e = 0; e < *n; ++e) {
    Inst& in = emit(op, call);
    in.dst = dst + e;
    in.dst_units = 1;
    in.bits = bits;
    for (size_t k = 0; k < args.size() && k < 4; ++k) in.src[k] = args[k] + (*n > 1 ? e : 0);
  }
  return ok();
}

Result<Program> translate_kernel(std::string_view ll_text) {
  auto texts = std::make_shared<SiteTexts>();
  llvm::SMDiagnostic diag;
  // LLVM's lexer stops only at a NUL one past the text (MemoryBuffer's null-terminator contract),
  // which a string_view does not promise: a comment running to the end of a view with no NUL
  // after it was read past its end (fuzz/llvm_translate_fuzzer found it). The copy brings one.
  const std::string text(ll_text);
  texts->module = llvm::parseAssemblyString(text, diag, *texts->context);
  llvm::Module* m = texts->module.get();
  if (!m) {
    return Error{"parse error at " + std::to_string(diag.getLineNo()) + ":" +
                 std::to_string(diag.getColumnNo()) + ": " + diag.getMessage().str()};
  }
  llvm::Function* kernel = nullptr;
  for (llvm::Function& f : *m) {
    if (f.isDeclaration() || f.getCallingConv() != llvm::CallingConv::AMDGPU_KERNEL) continue;
    if (kernel) return Error{"module defines more than one amdgpu_kernel"};
    kernel = &f;
  }
  if (!kernel) return Error{"module defines no amdgpu_kernel"};
  Program p;
  Translator t(p, texts->sites);
  if (auto s = t.run(*kernel); !s) return s.error();
  p.sites = std::move(texts);
  return p;
}

}  // namespace irgate::emu
