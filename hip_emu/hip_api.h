// hip_emu/hip_api.h — the HIP 5.2 runtime API headers as libirgate_hipemu includes them: the AMD
// platform selected, so every declaration (hipError_t, hipDeviceProp_t, the entry points the
// library defines) is the one a program built against libamdhip64 was compiled with, and a
// definition whose signature drifts from its declaration fails to compile.
//
// Used by every hip_emu/ file that names a HIP type (not by refused.cpp, whose stubs take no
// declared signature).
//
//   #include "hip_emu/hip_api.h"
//   hipError_t hipMalloc(void** ptr, size_t size) { ... }
#pragma once

#ifndef __HIP_PLATFORM_AMD__
#define __HIP_PLATFORM_AMD__ 1
#endif
#include <hip/hip_runtime_api.h>
