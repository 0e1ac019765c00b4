// hip_emu/api_device.cpp — the device calls of libirgate_hipemu: count, choice, properties,
// attributes, synchronization, reset, versions, memory figures.
#include <cstdio>
#include <cstring>

#include "hip_emu/device_properties.h"
#include "hip_emu/entry.h"

using namespace irgate::hipemu;

namespace {

// The device `ordinal` names, or hipErrorInvalidDevice naming `call`.
hipError_t device_of(Runtime& rt, int ordinal, const char* call, Device*& out) {
  out = rt.device(ordinal);
  if (out) return hipSuccess;
  return fail(hipErrorInvalidDevice, std::string(call) + ": device " + std::to_string(ordinal) + " (there are " +
                                         std::to_string(rt.device_count()) + ": " + rt.describe() + ")");
}

hipError_t null_argument(const char* call, const char* what) {
  return fail(hipErrorInvalidValue, std::string(call) + ": " + what + " is null");
}

}  // namespace

hipError_t hipInit(unsigned int flags) {
  return entry("hipInit", [&](Runtime&) {
    return flags == 0 ? hipSuccess : fail(hipErrorInvalidValue, "hipInit: flags must be 0");
  });
}

hipError_t hipGetDeviceCount(int* count) {
  if (!count) return null_argument("hipGetDeviceCount", "count");
  *count = 0;
  return entry("hipGetDeviceCount", [&](Runtime& rt) {
    *count = rt.device_count();
    return hipSuccess;
  });
}

hipError_t hipSetDevice(int deviceId) {
  return entry("hipSetDevice", [&](Runtime& rt) {
    Device* d;
    if (hipError_t e = device_of(rt, deviceId, "hipSetDevice", d)) return e;
    rt.set_current(deviceId);
    return hipSuccess;
  });
}

hipError_t hipGetDevice(int* deviceId) {
  if (!deviceId) return null_argument("hipGetDevice", "deviceId");
  return entry("hipGetDevice", [&](Runtime& rt) {
    *deviceId = rt.current_index();
    return hipSuccess;
  });
}

hipError_t hipDeviceGet(hipDevice_t* device, int ordinal) {
  if (!device) return null_argument("hipDeviceGet", "device");
  return entry("hipDeviceGet", [&](Runtime& rt) {
    Device* d;
    if (hipError_t e = device_of(rt, ordinal, "hipDeviceGet", d)) return e;
    *device = ordinal;
    return hipSuccess;
  });
}

hipError_t hipGetDeviceProperties(hipDeviceProp_t* prop, int deviceId) {
  if (!prop) return null_argument("hipGetDeviceProperties", "prop");
  return entry("hipGetDeviceProperties", [&](Runtime& rt) {
    Device* d;
    if (hipError_t e = device_of(rt, deviceId, "hipGetDeviceProperties", d)) return e;
    fill_properties(*d, *prop);
    return hipSuccess;
  });
}

hipError_t hipDeviceGetName(char* name, int len, hipDevice_t device) {
  if (!name || len <= 0) return fail(hipErrorInvalidValue, "hipDeviceGetName: no room for the name");
  return entry("hipDeviceGetName", [&](Runtime& rt) {
    Device* d;
    if (hipError_t e = device_of(rt, device, "hipDeviceGetName", d)) return e;
    hipDeviceProp_t p;
    fill_properties(*d, p);
    std::snprintf(name, size_t(len), "%s", p.name);
    return hipSuccess;
  });
}

hipError_t hipDeviceGetAttribute(int* pi, hipDeviceAttribute_t attr, int deviceId) {
  if (!pi) return null_argument("hipDeviceGetAttribute", "pi");
  return entry("hipDeviceGetAttribute", [&](Runtime& rt) {
    Device* d;
    if (hipError_t e = device_of(rt, deviceId, "hipDeviceGetAttribute", d)) return e;
    return device_attribute(*d, attr, *pi);
  });
}

hipError_t hipDeviceTotalMem(size_t* bytes, hipDevice_t device) {
  if (!bytes) return null_argument("hipDeviceTotalMem", "bytes");
  return entry("hipDeviceTotalMem", [&](Runtime& rt) {
    Device* d;
    if (hipError_t e = device_of(rt, device, "hipDeviceTotalMem", d)) return e;
    *bytes = d->memory_bytes();
    return hipSuccess;
  });
}

hipError_t hipMemGetInfo(size_t* free, size_t* total) {
  if (!free || !total) return null_argument("hipMemGetInfo", "free or total");
  return entry("hipMemGetInfo", [&](Runtime& rt) {
    Device& d = rt.current();
    *total = d.memory_bytes();
    *free = d.memory_bytes() - d.used_bytes();
    return hipSuccess;
  });
}

hipError_t hipDeviceSynchronize(void) {
  return entry("hipDeviceSynchronize", [&](Runtime& rt) { return rt.synchronize_device(rt.current_index()); });
}

hipError_t hipDeviceReset(void) {
  return entry("hipDeviceReset", [&](Runtime& rt) {
    rt.reset_device(rt.current_index());
    return hipSuccess;
  });
}

hipError_t hipDriverGetVersion(int* driverVersion) {
  if (!driverVersion) return null_argument("hipDriverGetVersion", "driverVersion");
  *driverVersion = HIP_VERSION;  // the headers this library was built against
  return hipSuccess;
}

hipError_t hipRuntimeGetVersion(int* runtimeVersion) {
  if (!runtimeVersion) return null_argument("hipRuntimeGetVersion", "runtimeVersion");
  *runtimeVersion = HIP_VERSION;
  return hipSuccess;
}
