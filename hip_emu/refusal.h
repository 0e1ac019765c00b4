// hip_emu/refusal.h — the two answers of an entry point libirgate_hipemu does not implement, as
// plain ints for hip_emu/refused.cpp, whose stubs cannot see the HIP headers (a stub takes no
// declared parameters, which a header's declaration would contradict).
//
//   extern "C" int hipArrayCreate() { return irgate::hipemu::refused_hip("hipArrayCreate"); }
#pragma once

namespace irgate::hipemu {

int refused_hip(const char* call);  // hipErrorNotSupported, the call named (errors.h refuse())
int refused_rtc(const char* call);  // HIPRTC_ERROR_INTERNAL_ERROR, the call named the same way

}  // namespace irgate::hipemu
