// oracle/exact_bits.h — the bit-for-bit comparison every exact stage check shares: a stage's
// output bytes against the bits its host model says it must hold, and the report lines.
//
// The stages themselves are the families' (runtime/family_numerics.h): the reduce helper's fold
// (runtime/families/direct_wgrad_reduce_stage.h), depthwise stage 1 on a one-writer plan
// (runtime/families/direct_depthwise_wgrad_stage1_exact.h), and dW on exact inputs (runtime/numerics.cpp).
// docs/emulator.md says which rule applies to which stage.
//
//   ExactCheck c = compare_exact_bits("direct_wgrad_reduce", IRG_DTYPE_BF16, want_bits, run.dw_bytes);
//   if (!c.passed()) std::cout << format_exact(c);
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "irgate/abi.h"

namespace irgate::emu {

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

// Compares got_bytes (little endian, elements of dtype) with the model's bits, element by element.
ExactCheck compare_exact_bits(const std::string& stage, int32_t dtype, const std::vector<uint32_t>& want,
                              const std::vector<uint8_t>& got_bytes, const std::string& element = "dw");
// "  exact (direct_wgrad_reduce, bf16): 3 of 37 elements differ …, max 1 ulp; first dw[4]: got 0x3f80
// want 0x3f81\n    dw[4]: got 0x3f80 want 0x3f81\n…"; `name_of` names element i (null: element[i]).
std::string format_exact(const ExactCheck& c, const std::function<std::string(size_t)>& name_of = nullptr);

}  // namespace irgate::emu
