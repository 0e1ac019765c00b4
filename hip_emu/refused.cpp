// hip_emu/refused.cpp — every entry point of libamdhip64 that libirgate_hipemu does not implement
// (the REFUSED rows of exports.def), each returning hipErrorNotSupported (hiprtc's:
// HIPRTC_ERROR_INTERNAL_ERROR) and naming itself in hipGetErrorString and on stderr; never
// success. A stub reads none of its arguments: whatever a caller passes is left where the
// System V calling convention put it, so one signature serves every call. The HIP headers are
// not included here, so nothing declares these names with other parameters.
#include "hip_emu/refusal.h"

#define IRG_HIPEMU_REFUSED(name, version) \
  extern "C" int name() { return irgate::hipemu::refused_hip(#name); }
#define IRG_HIPEMU_REFUSED_RTC(name, version) \
  extern "C" int name() { return irgate::hipemu::refused_rtc(#name); }
// A C++ entry point: the stub takes its mangled name as its assembler label.
#define IRG_HIPEMU_REFUSED_CXX(symbol, call, version)                    \
  extern "C" int irgate_hipemu_refused_##call() __asm__(#symbol);         \
  extern "C" int irgate_hipemu_refused_##call() { return irgate::hipemu::refused_hip(#call); }
#include "hip_emu/exports.def"
