// emulator/wmma.cpp — the 16x16xK product the executor computes for every WMMA.
#include "emulator/wmma.h"

namespace irgate::emu {

void wmma_product(int depth, const float* at, const float* b, const float* c, float* d) {
  // Two rows of D at a time, each (row, column) with its own fp32 accumulator summing its K
  // products in K order. The fully unrolled n loops keep the 32 accumulators in vector
  // registers (a plain float[16] sum that the compiler keeps in memory is ~3x slower: every k
  // waits on a store-to-load round trip); a B row loaded once feeds both rows.
  for (int m = 0; m < 16; m += 2) {
    float sum0[16] = {}, sum1[16] = {};
    for (int k = 0; k < depth; ++k) {
      const float a0 = at[k * 16 + m], a1 = at[k * 16 + m + 1];
      const float* brow = b + k * 16;
#pragma GCC unroll 16
      for (int n = 0; n < 16; ++n) {
        sum0[n] += a0 * brow[n];
        sum1[n] += a1 * brow[n];
      }
    }
    for (int n = 0; n < 16; ++n) {
      d[m * 16 + n] = sum0[n] + c[m * 16 + n];
      d[(m + 1) * 16 + n] = sum1[n] + c[(m + 1) * 16 + n];
    }
  }
}

}  // namespace irgate::emu
