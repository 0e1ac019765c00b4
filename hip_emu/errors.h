// hip_emu/errors.h — hipError_t as the emulated device reports it: each code's name and sentence
// (errors.def), the calling thread's last error (hipGetLastError, hipPeekAtLastError), and the
// detail of its latest failure with each code, which hipGetErrorString appends to the sentence:
// "a kernel accessed memory outside every allocation: irg_dw_...: fault: an in-range buffer
// access at 0x2000000040 lies outside the memory behind the resource (launch 3 on device 0)".
//
// Used by every entry point of hip_emu/api_*.cpp: a call that fails returns fail(code, detail);
// a call libirgate_hipemu does not implement returns refuse("hipArrayCreate"). Success leaves
// the last error alone (HIP 6's rule; a fault is never hidden by a later successful call).
//
//   if (!ptr) return hipemu::fail(hipErrorInvalidValue, "hipMalloc: ptr is null");
//   return hipemu::refuse("hipArrayCreate");          // hipErrorNotSupported, naming the call
//   const char* s = hipemu::error_string(hipErrorInvalidValue);
#pragma once

#include <string>

#include "hip_emu/hip_api.h"

namespace irgate::hipemu {

// Records `detail` as the calling thread's latest failure with `code` and makes `code` its last
// error; returns `code`.
hipError_t fail(hipError_t code, std::string detail);

// hipErrorNotSupported for a call libirgate_hipemu does not implement: the detail names it, and
// the first refusal of each call is also printed on stderr (a program that ignores return codes
// still learns why it went wrong).
hipError_t refuse(const std::string& call);
// The detail refuse() records for `call`.
std::string refusal_detail(const std::string& call);

hipError_t take_last_error();  // hipGetLastError: the last error, then hipSuccess
hipError_t peek_last_error();  // hipPeekAtLastError

// "hipErrorInvalidValue"; "hipErrorUnknown" for a value that is no hipError_t.
const char* error_name(hipError_t code);
// The code's sentence, then ": " and this thread's latest detail for it when there is one. The
// text lives as long as the thread (details are interned, so a pointer a program kept stays
// valid; past kMaxInterned distinct texts only the sentence is returned).
const char* error_string(hipError_t code);
inline constexpr size_t kMaxInterned = 4096;

// One line on stderr, "irgate hipemu: <text>": what a program should see even when it ignores
// a return code (a refused call, a kernel fault).
void note(const std::string& text);

}  // namespace irgate::hipemu
