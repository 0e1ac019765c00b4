// hip_emu/entry.h — the frame every HIP entry point of libirgate_hipemu runs its body in: the
// runtime's lock held for the whole call, hipErrorNoDevice when the configuration made no
// device, and no C++ exception leaving the library (out of host memory becomes
// hipErrorOutOfMemory, anything else hipErrorUnknown, each naming the call).
//
// Used by hip_emu/api_*.cpp.
//
//   hipError_t hipGetDeviceCount(int* count) {
//     return hipemu::entry("hipGetDeviceCount", [&](hipemu::Runtime& rt) { *count = rt.device_count(); return hipSuccess; });
//   }
#pragma once

#include <exception>
#include <new>
#include <string>

#include "hip_emu/errors.h"
#include "hip_emu/runtime.h"

namespace irgate::hipemu {

template <class Body>
hipError_t entry(const char* call, Body&& body) {
  try {
    Runtime& rt = Runtime::instance();
    auto lock = rt.lock();
    if (hipError_t e = rt.ready()) return e;
    return body(rt);
  } catch (const std::bad_alloc&) {
    return fail(hipErrorOutOfMemory, std::string(call) + ": the host ran out of memory");
  } catch (const std::exception& e) {
    return fail(hipErrorUnknown, std::string(call) + ": " + e.what());
  } catch (...) {
    return fail(hipErrorUnknown, std::string(call) + ": an unexpected C++ exception");
  }
}

// The stream `h` names, or hipErrorInvalidHandle (recorded) naming `call`.
inline hipError_t stream_of(Runtime& rt, hipStream_t h, const char* call, Stream*& out) {
  out = rt.stream(h);
  return out ? hipSuccess : fail(hipErrorInvalidHandle, std::string(call) + ": not a stream of this process");
}

}  // namespace irgate::hipemu
