// machine/cpu_features.cpp — cpu_has_avx2 and cpu_has_avx2_fma, asked of the CPU once.
#include "machine/cpu_features.h"

namespace irgate::emu {

bool cpu_has_avx2() {
#if IRGATE_EMU_AVX2_PATH
  static const bool avx2 = [] {
    __builtin_cpu_init();  // may run before libgcc's own constructor has read the CPU
    return __builtin_cpu_supports("avx2") != 0;
  }();
  return avx2;
#else
  return false;
#endif
}

bool cpu_has_avx2_fma() {
#if IRGATE_EMU_AVX2_PATH
  static const bool fma = [] {
    __builtin_cpu_init();
    return cpu_has_avx2() && __builtin_cpu_supports("fma") != 0;
  }();
  return fma;
#else
  return false;
#endif
}

}  // namespace irgate::emu
