// hip_emu/api_error.cpp — the error calls of libirgate_hipemu (errors.h). They need no device: a
// program whose configuration made none can still ask why.
#include "hip_emu/errors.h"

using namespace irgate::hipemu;

hipError_t hipGetLastError(void) { return take_last_error(); }

hipError_t hipPeekAtLastError(void) { return peek_last_error(); }

const char* hipGetErrorName(hipError_t hip_error) { return error_name(hip_error); }

const char* hipGetErrorString(hipError_t hipError) { return error_string(hipError); }
