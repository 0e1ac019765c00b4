// runtime/hip_device.cpp — run_plan_on_hip with the HIP module API (built only with HIP).
//
// The plan runs as a framework serving from the cache runs it: each kernel's code object (the
// options' source, else compiled with the request flavor's toolchain: the ISA executor path's
// code objects, byte for byte) is loaded with hipModuleLoadData once; each launch is described
// as the C serving API describes a served one (irg_serve_launch_t, include/irgate/serve.h:
// kernarg bytes with buffer-relative pointer slots, laid out by registry/kernarg_layout.h) and
// run by launch_served(), the one launcher: patch the slots, hand the bytes to
// hipModuleLaunchKernel through HIP_LAUNCH_PARAM_BUFFER_POINTER, synchronize. The buffers start
// as 0xFF bytes before the plan's zeroing, so a zeroing the launches relied on and nobody did
// shows on any device (fresh GPU memory is often zero).
//
// The device is a GPU, or irgate's emulated one (libirgate_hipemu in libamdhip64's place:
// docs/hip-emulated-device.md); hip_device_description() says which.
#include <hip/hip_runtime_api.h>

#include <dlfcn.h>

#include <cstring>
#include <map>

#include "irgate/serve.h"
#include "registry/engine.h"
#include "registry/kernarg_layout.h"
#include "runtime/hip_runner.h"
#include "runtime/plan_buffers.h"

namespace irgate::runtime {

namespace {

std::string base_arch(const std::string& target_id) { return target_id.substr(0, target_id.find(':')); }

std::string device_arch(int device) {
  hipDeviceProp_t prop;
  if (hipGetDeviceProperties(&prop, device) != hipSuccess) return "";
  return base_arch(prop.gcnArchName);
}

int find_device(const std::string& arch) {
  int count = 0;
  if (hipGetDeviceCount(&count) != hipSuccess) return -1;
  for (int d = 0; d < count; ++d)
    if (device_arch(d) == arch) return d;
  return -1;
}

std::string kernel_name(const std::string& ll) {
  auto at = ll.find("define amdgpu_kernel void @");
  if (at == std::string::npos) return "";
  at += std::strlen("define amdgpu_kernel void @");
  return ll.substr(at, ll.find('(', at) - at);
}

Status hip_status(hipError_t e, const std::string& what) {
  if (e == hipSuccess) return ok();
  return Error{what + ": " + hipGetErrorName(e) + ": " + hipGetErrorString(e), 1};
}

// One launch as the serving API describes it, on the device: each pointer slot gets its buffer's
// device address plus its offset; HIP fills the hidden arguments.
Status launch_served(const irg_serve_launch_t& l, hipFunction_t fn, void* const base[IRG_BUF_COUNT]) {
  std::vector<uint8_t> args(l.kernargs, l.kernargs + l.kernargs_size);
  for (int32_t k = 0; k < l.n_pointer_slots; ++k) {
    const irg_serve_pointer_slot_t& slot = l.pointer_slots[k];
    if (slot.buffer <= 0 || slot.buffer >= IRG_BUF_COUNT || !base[slot.buffer] || slot.offset + 8 > args.size())
      return Error{std::string(l.kernel_name) + ": a pointer slot names a missing buffer", 1};
    const uint64_t p = reinterpret_cast<uint64_t>(base[slot.buffer]) + uint64_t(slot.buffer_offset);
    std::memcpy(args.data() + slot.offset, &p, 8);
  }
  size_t size = args.size();
  void* config[] = {HIP_LAUNCH_PARAM_BUFFER_POINTER, args.data(), HIP_LAUNCH_PARAM_BUFFER_SIZE, &size,
                    HIP_LAUNCH_PARAM_END};
  const std::string what = std::string(l.kernel_name) + " on the device";
  if (auto s = hip_status(hipModuleLaunchKernel(fn, l.grid[0], l.grid[1], l.grid[2], l.block[0], l.block[1],
                                                l.block[2], 0, nullptr, nullptr, config),
                          what);
      !s)
    return s;
  return hip_status(hipDeviceSynchronize(), what);
}

// The plan's buffers on the device, freed with it.
struct DeviceBuffers {
  void* base[IRG_BUF_COUNT] = {nullptr, nullptr, nullptr, nullptr, nullptr};
  ~DeviceBuffers() {
    for (void* p : base)
      if (p) (void)hipFree(p);
  }
};

// The code objects loaded so far, by their bytes, unloaded with the run.
struct LoadedModules {
  struct Loaded {
    hipModule_t module = nullptr;
    std::map<std::string, hipFunction_t> functions;
  };
  std::map<std::string, Loaded> by_bytes;
  ~LoadedModules() {
    for (auto& [bytes, loaded] : by_bytes)
      if (loaded.module) (void)hipModuleUnload(loaded.module);
  }
  Result<hipFunction_t> function(const std::string& code_object, const std::string& symbol) {
    Loaded& l = by_bytes[code_object];
    if (!l.module)
      if (auto s = hip_status(hipModuleLoadData(&l.module, code_object.data()), "hipModuleLoadData"); !s) return s.error();
    hipFunction_t& f = l.functions[symbol];
    if (!f)
      if (auto s = hip_status(hipModuleGetFunction(&f, l.module, symbol.c_str()), "hipModuleGetFunction " + symbol); !s)
        return s.error();
    return f;
  }
};

}  // namespace

HipAvailability hip_availability(const std::string& arch) {
  int count = 0;
  if (hipGetDeviceCount(&count) != hipSuccess || count == 0) return {false, "no HIP device present"};
  if (!arch.empty() && find_device(arch) < 0) return {false, "no HIP device of arch " + arch + " present"};
  return {true, ""};
}

std::string hip_device_description() {
  using Describe = const char* (*)();
  const auto describe = reinterpret_cast<Describe>(dlsym(RTLD_DEFAULT, "irgate_hipemu_describe"));
  std::string devices;
  int count = 0;
  if (hipGetDeviceCount(&count) == hipSuccess)
    for (int d = 0; d < count; ++d) {
      hipDeviceProp_t prop;
      if (hipGetDeviceProperties(&prop, d) == hipSuccess)
        devices += std::string(devices.empty() ? "" : "; ") + prop.name + " (" + prop.gcnArchName + ")";
    }
  if (devices.empty()) devices = "no device";
  return (describe ? "irgate's emulated device (libirgate_hipemu): " : "a HIP runtime (libamdhip64): ") + devices;
}

Status run_plan_on_hip(const irg_engine& engine, const irg_plan_t& plan, const irg_problem_t& problem,
                       const PlanRunOptions& options, PlanRun& run) {
  if (plan.n_launches <= 0 || plan.n_launches > IRG_PLAN_MAX_LAUNCHES)
    return Error{"plan has " + std::to_string(plan.n_launches) + " launches", 1};
  const int device = find_device(base_arch(plan.launches[0].request.arch));
  if (device < 0) return Error{"no HIP device of the plan's arch", 1};
  if (auto s = hip_status(hipSetDevice(device), "hipSetDevice"); !s) return s;
  DeviceBuffers buffers;
  void** base = buffers.base;
  const uint32_t zeroed = options.edit_zeroed ? options.edit_zeroed(plan.zeroed) : plan.zeroed;
  for (int b = 1; b < IRG_BUF_COUNT; ++b) {
    if (plan.buffer_bytes[b] <= 0) continue;
    const size_t bytes = size_t(plan.buffer_bytes[b]);
    if (auto s = hip_status(hipMalloc(&base[b], bytes), "hipMalloc"); !s) return s;
    if (auto s = hip_status(hipMemset(base[b], 0xFF, bytes), "hipMemset"); !s) return s;
    if (zeroed >> b & 1u)
      if (auto s = hip_status(hipMemset(base[b], 0, bytes), "hipMemset"); !s) return s;
  }
  const PlanBufferIo io{[&](int b, uint64_t off, const void* p, uint64_t n) {
                          return hip_status(hipMemcpy(static_cast<char*>(base[b]) + off, p, n, hipMemcpyHostToDevice),
                                            "hipMemcpy to the device");
                        },
                        [&](int b, uint64_t off, void* p, uint64_t n) {
                          return hip_status(hipMemcpy(p, static_cast<char*>(base[b]) + off, n, hipMemcpyDeviceToHost),
                                            "hipMemcpy from the device");
                        }};
  if (auto s = write_plan_inputs(plan, problem, options, io, run); !s) return s;

  const CodeObjectSource source = options.code_objects ? options.code_objects : compile_with_toolchain();
  LoadedModules modules;
  for (int i = 0; i < plan.n_launches; ++i) {
    const irg_launch_t& l = plan.launches[i];
    const std::string where = "launch " + std::to_string(i) + ": ";
    registry::Emission emitted = registry::Engine(&engine).emit_ll(l.request);
    if (!emitted.ok()) return Error{where + "emit refused: " + emitted.refusal_id + ": " + emitted.refusal_text, 1};
    const std::string symbol = kernel_name(emitted.text);
    auto code_object = source(l.request, emitted.text);
    if (!code_object) return Error{where + code_object.error().message, 1};
    auto function = modules.function(*code_object, symbol);
    if (!function) return Error{where + function.error().message, 1};

    registry::KernargLayout layout = registry::lay_out_kernargs(l);
    irg_serve_launch_t served{};
    served.kernel_name = symbol.c_str();
    served.cache_kernel = symbol.c_str();
    served.code_object = reinterpret_cast<const uint8_t*>(code_object->data());
    served.code_object_size = code_object->size();
    for (int d = 0; d < 3; ++d) served.grid[d] = l.grid[d], served.block[d] = l.block[d];
    served.slice = l.slice;
    if (options.edit_served_launch) options.edit_served_launch(served, layout.bytes, layout.slots);
    served.kernargs = layout.bytes.data();
    served.kernargs_size = layout.bytes.size();
    served.n_pointer_slots = int32_t(layout.slots.size());
    served.pointer_slots = layout.slots.data();
    if (auto s = snapshot_helper_input(plan, i, io, run); !s) return s;
    if (auto s = launch_served(served, *function, base); !s) return Error{where + s.error().message, 1};
    LaunchRecord rec;
    rec.kernel = symbol;
    rec.arch = l.request.arch;
    for (int d = 0; d < 3; ++d) rec.grid[d] = l.grid[d], rec.block[d] = l.block[d];
    rec.code_object = std::move(*code_object);
    rec.kernarg_segment = std::move(layout.bytes);
    for (const irg_serve_pointer_slot_t& slot : layout.slots) rec.pointer_slots.push_back({slot.offset, slot.buffer});
    run.launches.push_back(std::move(rec));
  }
  run.distinct_kernels = modules.by_bytes.size();
  return read_plan_dw(plan, problem, io, run);
}

}  // namespace irgate::runtime
