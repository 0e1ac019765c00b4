// engine/kernels/common.h — builder pieces two or more families share: kernel parameters from
// families.def, the 16-bit <-> f32 conversions of fp16/bf16 data, and element loads of any dtype.
//
//   auto p = make_params(b, IRG_FAMILY_REDUCE, [](std::string_view n) { return n == "ws" ? 4 : 2; });
//   Value* x = widen_to_f32(b, raw_i16, IRG_DTYPE_BF16, "xv");
#pragma once

#include <functional>
#include <map>
#include <string>
#include <string_view>

#include "engine/ir/builder.h"
#include "irgate/abi.h"

namespace irgate::engine {

// The kernel's params in IRG_KERNARG order, by name. elem_bytes gives a pointer's alignment.
std::map<std::string, Value*, std::less<>> make_params(Builder& b, int family,
                                                       const std::function<int(std::string_view)>& elem_bytes);

// fp16: bitcast i16 -> f16, extf. bf16: extui -> i32, shli 16, bitcast -> f32.
Value* widen_to_f32(Builder& b, Value* raw16, int dtype, const std::string& hint);

// log2 of an element's bytes (LE in docs/kernels): 2 for fp32, 1 for fp16 and bf16.
int element_shift(int dtype);

// One element of X or dY as f32 (LOAD in docs/kernels/direct_depthwise_wgrad.md): fp32 is
// tile.buffer_load_f32 named `hint`; a 16-bit dtype is tile.buffer_load_i16 "<hint>_raw", widened.
Value* load_element(Builder& b, int dtype, Value* rsrc, Value* voffset, Value* soffset, const std::string& hint);

}  // namespace irgate::engine
