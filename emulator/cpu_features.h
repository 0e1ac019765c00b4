// emulator/cpu_features.h — whether the running CPU has AVX2, for the emulator's few hot loops
// that are compiled twice with the same arithmetic: once for the build's baseline and once in a
// function marked IRGATE_EMU_TARGET_AVX2, chosen at run time. Both compilations issue the same
// IEEE operations in the same order (no FMA: AVX2 alone does not enable it), so results have the
// same bits on every machine; only the speed depends on the CPU.
//
//   #if IRGATE_EMU_AVX2_PATH
//   IRGATE_EMU_TARGET_AVX2 void sum_avx2(...) { sum_body<8>(...); }
//   #endif
//   if (cpu_has_avx2()) sum_avx2(...); else sum_body<4>(...);
#pragma once

#if defined(__x86_64__) || defined(__i386__)
#define IRGATE_EMU_AVX2_PATH 1
#define IRGATE_EMU_TARGET_AVX2 __attribute__((target("avx2")))
#else
#define IRGATE_EMU_AVX2_PATH 0
#endif

namespace irgate::emu {

// True on an x86 CPU with AVX2 (always false where IRGATE_EMU_AVX2_PATH is 0).
bool cpu_has_avx2();

}  // namespace irgate::emu
