// emulator/wmma.cpp — the scalar reference product WMMA layouts are checked against.
#include "emulator/wmma.h"

namespace irgate::emu {

void wmma_reference(int depth, const float* a, const float* b, const float* c, float* d) {
  for (int m = 0; m < 16; ++m) {
    for (int n = 0; n < 16; ++n) {
      double sum = 0;
      for (int k = 0; k < depth; ++k) sum += double(a[m * depth + k]) * double(b[k * 16 + n]);
      d[m * 16 + n] = float(sum + double(c[m * 16 + n]));
    }
  }
}

}  // namespace irgate::emu
