// hip_emu/device_properties.cpp — see device_properties.h.
#include "hip_emu/device_properties.h"

#include <climits>
#include <cstdio>
#include <cstring>

#include "hip_emu/errors.h"
#include "hip_emu/launch_estimate.h"

namespace irgate::hipemu {

namespace {

constexpr int kMaxBlock = 1024;  // work-items per block: the executor's limit (isa/exec/launch.cpp)

// The grid extents the executor runs: y and z travel in 16 bits each on arches with architected
// workgroup IDs (gfx12+), 32 bits elsewhere.
int max_grid(const emu::ArchInfo& arch, int axis) {
  const bool architected = arch.family == emu::ArchFamily::Gfx12 || arch.family == emu::ArchFamily::Gfx1250;
  return axis > 0 && architected ? 65536 : INT_MAX;
}

// The deprecated gcnArch number: gfx1201 -> 1201, gfx90a -> 910 (the last digit is hexadecimal).
int gcn_arch_number(const std::string& arch) {
  const std::string digits = arch.substr(3);
  int n = 0;
  for (char c : digits) n = n * 10 + (c >= 'a' ? c - 'a' + 10 : c - '0');
  return n;
}

}  // namespace

void arch_version(const std::string& arch, int& major, int& minor) {
  major = minor = 0;
  const std::string digits = arch.rfind("gfx", 0) == 0 ? arch.substr(3) : arch;
  if (digits.size() == 4) {  // gfx1250: 12, 5
    major = std::stoi(digits.substr(0, 2));
    minor = digits[2] - '0';
  } else if (digits.size() == 3) {  // gfx90a, gfx942: 9, 0 / 9, 4
    major = digits[0] - '0';
    minor = digits[1] - '0';
  }
}

void fill_properties(Device& device, hipDeviceProp_t& p) {
  std::memset(&p, 0, sizeof p);
  const emu::ArchInfo& arch = device.arch();
  std::snprintf(p.name, sizeof p.name, "irgate emulated %s (ISA executor)", arch.name.c_str());
  std::snprintf(p.gcnArchName, sizeof p.gcnArchName, "%s", arch.name.c_str());
  arch_version(arch.name, p.major, p.minor);
  p.gcnArch = gcn_arch_number(arch.name);
  p.totalGlobalMem = device.memory_bytes();
  p.sharedMemPerBlock = arch.lds_bytes;
  p.maxSharedMemoryPerMultiProcessor = arch.lds_bytes;
  p.warpSize = int(arch.wave_size);
  p.maxThreadsPerBlock = kMaxBlock;
  for (int k = 0; k < 3; ++k) p.maxThreadsDim[k] = kMaxBlock, p.maxGridSize[k] = max_grid(arch, k);
  if (const MachineFigures* f = machine_figures(arch.name)) {
    p.multiProcessorCount = f->compute_units;
    p.clockRate = f->clock_mhz * 1000;  // kHz
    p.clockInstructionRate = p.clockRate;
  }
  p.maxThreadsPerMultiProcessor = kMaxBlock;
  p.concurrentKernels = 0;  // launches run one after another
  p.pciBusID = device.index();
}

hipError_t device_attribute(Device& device, hipDeviceAttribute_t attribute, int& out) {
  hipDeviceProp_t p;
  fill_properties(device, p);
  switch (attribute) {
    case hipDeviceAttributeMaxThreadsPerBlock: out = p.maxThreadsPerBlock; break;
    case hipDeviceAttributeMaxBlockDimX: out = p.maxThreadsDim[0]; break;
    case hipDeviceAttributeMaxBlockDimY: out = p.maxThreadsDim[1]; break;
    case hipDeviceAttributeMaxBlockDimZ: out = p.maxThreadsDim[2]; break;
    case hipDeviceAttributeMaxGridDimX: out = p.maxGridSize[0]; break;
    case hipDeviceAttributeMaxGridDimY: out = p.maxGridSize[1]; break;
    case hipDeviceAttributeMaxGridDimZ: out = p.maxGridSize[2]; break;
    case hipDeviceAttributeMaxSharedMemoryPerBlock: out = int(p.sharedMemPerBlock); break;
    case hipDeviceAttributeMaxSharedMemoryPerMultiprocessor: out = int(p.maxSharedMemoryPerMultiProcessor); break;
    case hipDeviceAttributeWarpSize: out = p.warpSize; break;
    case hipDeviceAttributeMultiprocessorCount: out = p.multiProcessorCount; break;
    case hipDeviceAttributeClockRate: out = p.clockRate; break;
    case hipDeviceAttributeComputeCapabilityMajor: out = p.major; break;
    case hipDeviceAttributeComputeCapabilityMinor: out = p.minor; break;
    case hipDeviceAttributeMaxThreadsPerMultiProcessor: out = p.maxThreadsPerMultiProcessor; break;
    case hipDeviceAttributeConcurrentKernels: out = p.concurrentKernels; break;
    case hipDeviceAttributePciBusId: out = p.pciBusID; break;
    case hipDeviceAttributePciDeviceId: out = p.pciDeviceID; break;
    case hipDeviceAttributeIntegrated: out = p.integrated; break;
    case hipDeviceAttributeCooperativeLaunch: out = p.cooperativeLaunch; break;
    case hipDeviceAttributeManagedMemory: out = p.managedMemory; break;
    case hipDeviceAttributeCanMapHostMemory: out = p.canMapHostMemory; break;
    default:
      return fail(hipErrorNotSupported, "hipDeviceGetAttribute: attribute " + std::to_string(int(attribute)) +
                                            " is not answered by irgate's emulated HIP device (libirgate_hipemu)");
  }
  return hipSuccess;
}

}  // namespace irgate::hipemu
