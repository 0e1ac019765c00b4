// hip_emu/device_properties.h — what hipGetDeviceProperties and hipDeviceGetAttribute say about an
// emulated device: the arch's facts as the executor models them (wave size, LDS, the grid it
// accepts), the unit count and clock of serve/machine_figures.def, and a name that says it is
// emulated ("irgate emulated gfx1250 (ISA executor)"), so a log always tells which device ran.
//
// Used by hip_emu/api_device.cpp. Fields the emulation has no value for are 0; an attribute with
// no answer here is hipErrorNotSupported naming it.
//
//   hipDeviceProp_t p;
//   fill_properties(device, p);                 // p.gcnArchName == "gfx1250", p.warpSize == 32
//   int v;
//   if (hipError_t e = device_attribute(device, hipDeviceAttributeWarpSize, v)) return e;
#pragma once

#include "hip_emu/device.h"
#include "hip_emu/hip_api.h"

namespace irgate::hipemu {

void fill_properties(Device& device, hipDeviceProp_t& out);
hipError_t device_attribute(Device& device, hipDeviceAttribute_t attribute, int& out);

// "gfx1250" -> 12, 5; "gfx1100" -> 11, 0; "gfx90a" -> 9, 0 (HIP's major and minor for an arch).
void arch_version(const std::string& arch, int& major, int& minor);

}  // namespace irgate::hipemu
