// engine/kernels/wmma_builder_base.h — what the two gfx1250 WMMA builders (direct_wgrad,
// direct_wgrad_small_c) share besides the fragment pieces of wmma_fragments.h: the kernel's
// attributes, its params by name, the one-line arithmetic helpers, the flat accumulator loop
// (zero vec<8 x f32> inits, iv "t", iter-args "acc") and the epilogue's extract and atomic.
//
//   class MyBuilder : WmmaBuilderBase {
//     MyBuilder(...) : WmmaBuilderBase(name, IRG_FAMILY_SMALL_C, arch, stamp, threads, estimate, dtype) {}
//     ... Value* steps = add(p("wo"), 31, "nch_a"); auto acc = accumulate(steps, n, body); ...
//   };
#pragma once

#include <functional>
#include <map>
#include <span>
#include <string>
#include <vector>

#include "engine/kernels/common.h"
#include "engine/target.h"
#include "irgate/abi.h"

namespace irgate::engine {

class WmmaBuilderBase {
 protected:
  WmmaBuilderBase(std::string kernel_name, int family, const ArchInfo& arch, const std::string& stamp, int threads,
                  int vgpr_estimate, int dtype)
      : policy_(arch.gfx12_cache_policy ? kCpolAtomicCascadeDev : 0),
        elem_(dtype == IRG_DTYPE_BF16 ? ScalarKind::BF16 : ScalarKind::F16),
        b_(std::move(kernel_name), {{"arch", std::string(arch.name)},
                                    {"block_size", int64_t{threads}},
                                    {"spec", stamp},
                                    {"vgpr_estimate", int64_t{vgpr_estimate}}}),
        family_(family),
        elem_bytes_(1 << element_shift(dtype)) {}

  // The params, first in the kernel (IRG_KERNARG order): dy and x aligned to their element, ws fp32.
  void make_kernel_params() {
    p_ = make_params(b_, family_, [this](std::string_view n) { return n == "ws" ? 4 : elem_bytes_; });
  }
  Value* p(const char* name) const { return p_.at(name); }
  Value* add(Value* a, Value* b, const char* hint) { return b_.binary(Opcode::ARITH_ADDI, a, b, hint); }
  Value* add(Value* a, int64_t k, const char* hint) { return b_.binary(Opcode::ARITH_ADDI, a, k, hint); }
  Value* mul(Value* a, Value* b, const char* hint) { return b_.binary(Opcode::ARITH_MULI, a, b, hint); }
  Value* mul(Value* a, int64_t k, const char* hint) { return b_.binary(Opcode::ARITH_MULI, a, k, hint); }
  Value* shl(Value* a, int64_t k, const char* hint) { return b_.binary(Opcode::ARITH_SHLI, a, k, hint); }
  Value* both(Value* a, Value* b, const char* hint) { return b_.binary(Opcode::ARITH_ANDI, a, b, hint); }

  // ZV, then scf.for K(0), steps, K(1) with `accumulators` ZV inits; iv "t", iter-args "acc".
  std::vector<Value*> accumulate(Value* steps, int accumulators,
                                 const std::function<std::vector<Value*>(Value*, std::span<Value* const>)>& body) {
    Value* zero = b_.one(Opcode::ARITH_CONSTANT, {}, Type::vec(ScalarKind::F32, 8), "k", {{"value", 0.0}});
    std::vector<Value*> inits(static_cast<size_t>(accumulators), zero);
    Value* first = b_.const_i32(0);
    Value* one = b_.const_i32(1);
    return b_.for_(first, steps, one, inits, "t", "acc", body);
  }

  Value* extract(Value* vec, int index) {
    return b_.one(Opcode::VEC_EXTRACT, {vec}, Type::f32(), "v", {{"index", int64_t{index}}});
  }
  void atomic_add(Value* rsrc, Value* off, Value* v) {
    Value* soff = b_.const_i32(0);
    b_.buffer_atomic_fadd_f32(rsrc, off, soff, v, AttrValue{policy_});
  }

  const int64_t policy_;
  const ScalarKind elem_;
  Builder b_;

 private:
  int family_;
  int elem_bytes_;
  std::map<std::string, Value*, std::less<>> p_;
};

}  // namespace irgate::engine
