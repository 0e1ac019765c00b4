// runtime/stage_exact.h — bit-for-bit checks of the stages whose math is deterministic, against a
// host model of that one stage fed with the emulator's own input to it.
//
// Stage 2, `direct_wgrad_reduce` (docs/kernels.md): out[i] = round(ws[0·count+i] +
// ws[1·count+i] + … + ws[(R−1)·count+i]), summed in fp32 in slab order starting from slab 0,
// rounded to the output dtype with round-to-nearest-even (fp16: IEEE; bf16: on the bits, a NaN
// becomes 0x7FC0). One work-item writes each element, so there is no rounding freedom: any
// differing bit is a bug. Stage 1 adds with atomics in an order the hardware picks, so it keeps
// the tolerance — except depthwise stage 1 on a plan that gives every element one writer
// (runtime/depthwise_stage1_exact.h). docs/emulator.md says which rule applies to which stage.
//
// Used by runtime/numerics.cpp for every plan that ends with a reduce launch (and the stand-alone
// reduce family), and by tests.
//
//   std::vector<uint32_t> want = reduce_stage_model(run.ws_before_reduce, 4, count, IRG_DTYPE_BF16);
//   ExactCheck c = check_reduce_stage(run.ws_before_reduce, run.reduce_spec, count, run.dw_bytes);
//   if (!c.passed()) std::cout << format_exact(c);
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "irgate/abi.h"

namespace irgate::runtime {

struct ExactMismatch {
  size_t index;
  uint32_t got, want;  // the element's bits (16 of them for fp16/bf16)
};

struct ExactCheck {
  std::string stage;         // "direct_wgrad_reduce", "direct_depthwise_wgrad stage 1"
  std::string element = "dw";  // the compared buffer, as the mismatch lines name it ("ws[12]")
  int32_t dtype = 0;         // of the compared elements
  size_t count = 0;          // elements compared
  size_t mismatches = 0;
  uint64_t max_ulp = 0;      // largest distance in units in the last place (same-sign elements)
  std::vector<ExactMismatch> first;  // at most 8
  std::string error;         // the check could not run (sizes do not fit): never a pass
  bool passed() const { return error.empty() && count > 0 && mismatches == 0; }
};

// The host model of Stage 2: the bits each element of dW must hold.
std::vector<uint32_t> reduce_stage_model(const std::vector<float>& ws, int32_t replicas, int64_t count, int32_t out_dtype);
// Compares dw_bytes (the kernel's dW, count elements of spec.out_dtype) with the model.
ExactCheck check_reduce_stage(const std::vector<float>& ws, const irg_wgrad_reduce_spec_t& spec, int64_t count,
                              const std::vector<uint8_t>& dw_bytes);
// Compares got_bytes (little endian, elements of dtype) with the model's bits, element by element.
ExactCheck compare_exact_bits(const std::string& stage, int32_t dtype, const std::vector<uint32_t>& want,
                              const std::vector<uint8_t>& got_bytes, const std::string& element = "dw");
// "  exact (direct_wgrad_reduce, bf16): 3 of 37 elements differ …, max 1 ulp; first dw[4]: got 0x3f80
// want 0x3f81\n    dw[4]: got 0x3f80 want 0x3f81\n…"; `name_of` names element i (null: element[i]).
std::string format_exact(const ExactCheck& c, const std::function<std::string(size_t)>& name_of = nullptr);

}  // namespace irgate::runtime
