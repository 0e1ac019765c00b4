// machine/exact_sum.h — c + Σ a_i·b_i over floats, computed exactly and rounded once to fp32
// (round to nearest, ties to even): the fused_dot WMMA model (machine/wmma_models.def).
//
// Used by machine/wmma.cpp (wmma_product_fused) and tests. Every product of two floats is exact
// in a double (24 + 24 significant bits, exponents far inside double's range); their sum with
// c usually is too, which a TwoSum error check confirms term by term, and then the double's one
// conversion to float is the correctly rounded result. When a sum is not exact in a double (fp32
// inputs whose products span more than 53 bits), the terms go into a 640-bit fixed-point
// integer that holds every product and float exactly, and that is rounded. Special values as
// IEEE 754 has them for one operation: a NaN operand or ∞·0 or ∞ − ∞ gives the default quiet NaN,
// otherwise an infinite term gives its infinity; an exact zero is −0 only when every term is a
// zero of negative sign (a sum of exact zeros in round-to-nearest).
//
//   float d = exact_dot_round(c, a, /*a_stride=*/1, b, /*b_stride=*/16, /*n=*/4);
#pragma once

namespace irgate::emu {

// round(c + Σ_{i<n} a[i·a_stride]·b[i·b_stride]), one rounding.
float exact_dot_round(float c, const float* a, int a_stride, const float* b, int b_stride, int n);

}  // namespace irgate::emu
