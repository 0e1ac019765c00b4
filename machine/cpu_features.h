// machine/cpu_features.h — whether the running CPU has AVX2 (and FMA3), for the emulator's few
// hot loops that are compiled twice with the same arithmetic: once for the build's baseline and
// once in a function marked IRGATE_EMU_TARGET_AVX2 or IRGATE_EMU_TARGET_AVX2_FMA, chosen at run
// time. Both compilations issue the same IEEE operations in the same order: a fused multiply-add
// only where the kernel's IR asks for one (llvm.fma), never a contraction of a multiply and an
// add (the emulator builds with -ffp-contract=off), so results have the same bits on every
// machine; only the speed depends on the CPU.
//
//   #if IRGATE_EMU_AVX2_PATH
//   IRGATE_EMU_TARGET_AVX2 void sum_avx2(...) { sum_body<8>(...); }
//   #endif
//   if (cpu_has_avx2()) sum_avx2(...); else sum_body<4>(...);
#pragma once

#if defined(__x86_64__) || defined(__i386__)
#define IRGATE_EMU_AVX2_PATH 1
#define IRGATE_EMU_TARGET_AVX2 __attribute__((target("avx2")))
#define IRGATE_EMU_TARGET_AVX2_FMA __attribute__((target("avx2,fma")))
#else
#define IRGATE_EMU_AVX2_PATH 0
#endif

namespace irgate::emu {

// True on an x86 CPU with AVX2 (always false where IRGATE_EMU_AVX2_PATH is 0).
bool cpu_has_avx2();
// True on an x86 CPU with AVX2 and FMA3, for a fused multiply-add in a vector instruction instead
// of a call of libm's fmaf (one rounding either way: the same bits).
bool cpu_has_avx2_fma();

}  // namespace irgate::emu
