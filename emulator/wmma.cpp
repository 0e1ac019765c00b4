// emulator/wmma.cpp — the scalar reference product WMMA layouts are checked against.
#include "emulator/wmma.h"

namespace irgate::emu {

void wmma_reference(int depth, const float* a, const float* b, const float* c, float* d) {
  // k outer, n inner: 16 independent accumulators per row, a loop the compiler vectorises.
  double bd[32 * 16];
  for (int i = 0; i < depth * 16; ++i) bd[i] = b[i];  // convert once, not once per row
  for (int m = 0; m < 16; ++m) {
    double sum[16] = {};
    for (int k = 0; k < depth; ++k) {
      const double av = a[m * depth + k];
      const double* brow = bd + k * 16;
      for (int n = 0; n < 16; ++n) sum[n] += av * brow[n];
    }
    for (int n = 0; n < 16; ++n) d[m * 16 + n] = float(sum[n] + double(c[m * 16 + n]));
  }
}

}  // namespace irgate::emu
