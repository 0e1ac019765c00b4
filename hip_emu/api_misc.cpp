// hip_emu/api_misc.cpp — the exports of libamdhip64 that return something other than hipError_t,
// and libirgate_hipemu's own extension (include/irgate/hipemu.h).
//
// What a hipcc-compiled program calls before main (__hipRegisterFatBinary, __hipRegisterFunction,
// ...) is accepted and ignored, so such a program starts; launching one of its compiled-in
// kernels (hipLaunchKernel, hipLaunchKernelGGL) is refused by name. Tracing helpers (hipApiName,
// hipGetCmdName, activity callbacks) and hiprtc (no compiler here) are refused by name too;
// pure conversions and identities are answered.
#include <cstdint>
#include <string>

#include "hip_emu/entry.h"
#include "hip_emu/refusal.h"
#include "irgate/hipemu.h"
#include "machine/float_bits.h"

using namespace irgate::hipemu;

namespace {

// The value a refused entry point that returns no hipError_t hands back: the refusal is in the
// thread's last error (hipGetLastError) and on stderr.
template <class T>
T refused(const char* call, T value) {
  (void)refuse(call);
  return value;
}

void* g_fat_binary_handle = nullptr;  // what __hipRegisterFatBinary returns: not null, never read

constexpr int kHiprtcInternalError = 11;  // HIPRTC_ERROR_INTERNAL_ERROR (hip/hiprtc.h)

}  // namespace

extern "C" {

hipChannelFormatDesc hipCreateChannelDesc(int x, int y, int z, int w, hipChannelFormatKind f) { return {x, y, z, w, f}; }

const char* hipKernelNameRefByPtr(const void*, hipStream_t) { return refused<const char*>("hipKernelNameRefByPtr", nullptr); }
const char* hipApiName(uint32_t) { return refused("hipApiName", "unknown (libirgate_hipemu does not trace API calls)"); }
const char* hipGetCmdName(uint32_t) { return refused("hipGetCmdName", "unknown (libirgate_hipemu does not trace commands)"); }
bool hipEnableActivityCallback(uint32_t, bool) { return refused("hipEnableActivityCallback", false); }
void hipInitActivityCallback(void*, void*, void*) { (void)refuse("hipInitActivityCallback"); }

void** __hipRegisterFatBinary(const void*) { return &g_fat_binary_handle; }
void __hipUnregisterFatBinary(void**) {}
void __hipRegisterFunction() {}
void __hipRegisterVar() {}
void __hipRegisterManagedVar() {}
void __hipRegisterSurface() {}
void __hipRegisterTexture() {}
void __hipGetPCH(const char** pch, unsigned int* size) {
  if (pch) *pch = "";
  if (size) *size = 0;
}

const char* amd_dbgapi_get_build_name(void) { return "irgate-hipemu"; }
const char* amd_dbgapi_get_git_hash(void) { return ""; }
size_t amd_dbgapi_get_build_id(void) { return 0; }

uint16_t __gnu_f2h_ieee(float f) { return irgate::emu::f32_to_f16(f); }
float __gnu_h2f_ieee(uint16_t h) { return irgate::emu::f16_to_f32(h); }

const char* hiprtcGetErrorString(int result) {
  static const char* const kNames[] = {
      "HIPRTC_SUCCESS", "HIPRTC_ERROR_OUT_OF_MEMORY", "HIPRTC_ERROR_PROGRAM_CREATION_FAILURE",
      "HIPRTC_ERROR_INVALID_INPUT", "HIPRTC_ERROR_INVALID_PROGRAM", "HIPRTC_ERROR_INVALID_OPTION",
      "HIPRTC_ERROR_COMPILATION", "HIPRTC_ERROR_BUILTIN_OPERATION_FAILURE",
      "HIPRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION", "HIPRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION",
      "HIPRTC_ERROR_NAME_EXPRESSION_NOT_VALID", "HIPRTC_ERROR_INTERNAL_ERROR"};
  return result >= 0 && result <= kHiprtcInternalError ? kNames[result] : "HIPRTC_ERROR_INVALID_INPUT";
}

int hiprtcVersion(int* major, int* minor) {
  if (!major || !minor) return 3;  // HIPRTC_ERROR_INVALID_INPUT
  *major = HIP_VERSION_MAJOR, *minor = HIP_VERSION_MINOR;
  return 0;
}

const char* irgate_hipemu_describe(void) {
  static std::string text;
  (void)entry("irgate_hipemu_describe", [&](Runtime& rt) {
    text = rt.describe();
    return hipSuccess;
  });
  return text.empty() ? Runtime::instance().config_error().c_str() : text.c_str();
}

const char* irgate_hipemu_findings(void) {
  static std::string text;
  (void)entry("irgate_hipemu_findings", [&](Runtime& rt) {
    text = rt.last_findings;
    return hipSuccess;
  });
  return text.c_str();
}

int irgate_hipemu_plant(const char* fault) {
  HiddenFault f;
  if (!hidden_fault_by_name(fault ? fault : "", f)) return 2;
  Runtime& rt = Runtime::instance();
  auto lock = rt.lock();
  rt.planted = f;
  return 0;
}

}  // extern "C"

int irgate::hipemu::refused_hip(const char* call) { return int(refuse(call)); }
int irgate::hipemu::refused_rtc(const char* call) { return refused(call, kHiprtcInternalError); }

// hipLaunchKernelGGL's host side in a hipcc-compiled program (namespace hip_impl, C++ linkage).
namespace hip_impl {
void hipLaunchKernelGGLImpl(uintptr_t, const dim3&, const dim3&, uint32_t, hipStream_t, void**) {
  (void)refuse("hipLaunchKernelGGL");
}
}  // namespace hip_impl
