// hip_emu/runtime.h — the emulated HIP runtime's process-wide state: the devices of the
// configuration, the calling thread's current device, and the handles a program holds (streams,
// events, modules, functions), each checked before use so a stale or foreign handle is an error,
// not a crash.
//
// A HIP runtime is process-wide by its API (hipSetDevice, hipMalloc on "the current device"), so
// this is the one global of libirgate_hipemu; every entry point holds its lock for the whole call.
// Work runs when it is submitted, in submission order: a stream is in order because everything is.
// A kernel fault is an asynchronous error, as on a GPU: the launch returns hipSuccess, and the
// stream keeps the error for the next call that synchronizes with it (hipStreamSynchronize,
// hipDeviceSynchronize, hipEventSynchronize, a blocking copy or fill), which returns it once.
//
//   Runtime& rt = Runtime::instance();
//   auto lock = rt.lock();
//   if (hipError_t e = rt.ready()) return e;            // hipErrorNoDevice: a bad configuration
//   Stream* s = rt.stream(handle);                       // nullptr: not a stream of this runtime
#pragma once

#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "hip_emu/config.h"
#include "hip_emu/device.h"
#include "hip_emu/hip_api.h"
#include "hip_emu/kernarg_fill.h"
#include "hip_emu/module.h"

namespace irgate::hipemu {

struct Stream {
  int device = 0;
  hipError_t pending = hipSuccess;  // a kernel fault not yet reported
  std::string pending_detail;
};

struct Event {
  int device = -1;
  bool recorded = false;
  double time_us = 0;            // the device clock when recorded
  hipStream_t stream = nullptr;  // as recorded (0: the device's default stream)
};

class Runtime {
 public:
  static Runtime& instance();  // made at the first call, from load_config(getenv)

  std::unique_lock<std::mutex> lock() { return std::unique_lock<std::mutex>(mutex_); }
  // hipErrorNoDevice (with the configuration's error as detail) when no device could be made.
  hipError_t ready() const;
  const Config& config() const { return config_; }
  const std::string& config_error() const { return config_error_; }
  std::string describe() const;  // "gfx1250, gfx1100 (IRGATE_HIPEMU_ARCH)"

  int device_count() const { return int(devices_.size()); }
  Device* device(int index);           // nullptr out of range
  // The device whose live allocation holds [address, address + bytes), or nullptr (host memory,
  // freed memory, or a range past its allocation's end).
  Device* owner(uint64_t address, uint64_t bytes);
  int current_index() const;           // the calling thread's (0 at first)
  void set_current(int index);
  Device& current() { return *devices_[size_t(current_index())]; }

  // A stream handle: 0 and hipStreamPerThread are the current device's default stream; nullptr
  // when `h` is no live stream.
  Stream* stream(hipStream_t h);
  Stream* default_stream(int device) { return default_streams_[size_t(device)].get(); }
  hipStream_t create_stream(int device);
  bool destroy_stream(hipStream_t h);
  // Reports and clears a stream's pending error (errors.h: recorded as the last error).
  hipError_t synchronize(Stream& s);
  hipError_t synchronize_device(int device);

  Event* event(hipEvent_t h);
  hipEvent_t create_event();
  bool destroy_event(hipEvent_t h);

  Module* module(hipModule_t h);
  hipModule_t adopt_module(std::unique_ptr<Module> m);
  bool unload_module(hipModule_t h);
  Function* function(hipFunction_t h);  // nullptr when its module was unloaded (or never was)
  static hipFunction_t handle_of(Function* f) { return reinterpret_cast<hipFunction_t>(f); }

  // hipDeviceReset: the device's memory, modules, streams and events go, its clock restarts.
  void reset_device(int device);

  HiddenFault planted = HiddenFault::none;  // irgate_hipemu_plant (tests)
  std::string last_findings;                // the last launch's findings that were not faults

 private:
  Runtime();

  std::mutex mutex_;
  Config config_;
  std::string config_error_;
  emu::GlobalMemory memory_;  // every device's (device.h)
  std::vector<std::unique_ptr<Device>> devices_;
  std::vector<std::unique_ptr<Stream>> default_streams_;  // one per device
  std::map<const void*, std::unique_ptr<Stream>> streams_;
  std::map<const void*, std::unique_ptr<Event>> events_;
  std::map<const void*, std::unique_ptr<Module>> modules_;
};

}  // namespace irgate::hipemu
