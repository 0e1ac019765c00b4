// hip_emu/config.h — what the emulated HIP device is: its devices (one per arch, in device
// order), the memory each reports, the ISA executor's options, and what a finding that is not a
// fault does to a launch.
//
// Read once, at the library's first HIP call, from the environment (docs/hip-emulated-device.md):
//   IRGATE_HIPEMU_CONFIG   a JSON file: {"devices": ["gfx1250", "gfx1100"], "memory_bytes": N,
//                          "max_wave_instructions": N, "schedule_seed": N,
//                          "findings": "warn" | "error" | "quiet"}; every key optional, an
//                          unknown key or a bad value is an error naming the file and key
//   IRGATE_HIPEMU_ARCH     "gfx1250,gfx1201,gfx1100": the devices, over the file's
// Neither set: one gfx1250 device. A device's arch must be a wired arch (include/irgate/arches.def);
// target-ID features are dropped ("gfx942:sramecc+" is gfx942).
//
//   auto config = hipemu::load_config([](const char* name) { return std::getenv(name); });
//   if (!config) hipemu::note(config.error().message);   // the device then has no devices
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "support/result.h"

namespace irgate::hipemu {

// A finding the executor reports that is not a fault (an LDS race, an uninitialised read, a
// divergent barrier): the launch still completes, as it would on hardware.
enum class FindingsRule {
  warn,   // each launch with findings prints them on stderr (the default)
  error,  // ... and fails like a fault (hipErrorLaunchFailure at the next synchronization)
  quiet,  // neither: irgate_hipemu_findings() still returns them
};

struct Config {
  std::vector<std::string> arches = {"gfx1250"};
  uint64_t memory_bytes = uint64_t(16) << 30;          // each device's hipMalloc budget
  uint64_t max_wave_instructions = uint64_t(1) << 36;  // the executor's budget per launch: past it, a hang
  uint64_t schedule_seed = 0;                          // 0: waves in order (machine/schedule.h)
  FindingsRule findings = FindingsRule::warn;
  std::string origin = "defaults";  // where the devices came from, for messages
};

inline constexpr const char* kConfigVariable = "IRGATE_HIPEMU_CONFIG";
inline constexpr const char* kArchVariable = "IRGATE_HIPEMU_ARCH";

// `env` looks a variable up (nullptr or "": unset). Errors (exit code 2) name the variable or
// the file ("hipemu.json: findings: ...").
Result<Config> load_config(const std::function<const char*(const char*)>& env);

// The devices of a comma list ("gfx1250, gfx1100"): each a wired arch, at least one.
Result<std::vector<std::string>> parse_arch_list(const std::string& list, const std::string& origin);

}  // namespace irgate::hipemu
