// hip_emu/api_module.cpp — the module calls of libirgate_hipemu: load a linked code object,
// find a kernel in it, launch it (hipModuleLaunchKernel, and hipExtModuleLaunchKernel with its
// work-item sizes and events), ask a kernel's attributes.
#include <fstream>
#include <iterator>

#include "hip_emu/code_object_image.h"
#include "hip_emu/entry.h"
#include "hip_emu/hip_api.h"
#include "hip_emu/launch.h"

#include <hip/hip_ext.h>  // after hip_api.h, which selects the AMD platform

using namespace irgate::hipemu;

namespace {

hipError_t adopt(Runtime& rt, std::string bytes, const char* call, hipModule_t* module) {
  std::unique_ptr<Module> m;
  if (hipError_t e = load_module(rt.current(), std::move(bytes), call, m)) return e;
  *module = rt.adopt_module(std::move(m));
  return hipSuccess;
}

hipError_t load_image(hipModule_t* module, const void* image, const char* call) {
  if (!module || !image) return fail(hipErrorInvalidValue, std::string(call) + ": module or image is null");
  return entry(call, [&](Runtime& rt) {
    auto size = elf_image_size(image);
    if (!size) return fail(hipErrorInvalidImage, std::string(call) + ": " + size.error().message);
    return adopt(rt, std::string(static_cast<const char*>(image), *size), call, module);
  });
}

hipError_t function_of(Runtime& rt, hipFunction_t f, const char* call, Function*& out) {
  out = rt.function(f);
  return out ? hipSuccess : fail(hipErrorInvalidResourceHandle, std::string(call) + ": not a function of a loaded module");
}

// Every launch entry point: the function and stream checked, the arguments read, the run.
// `global` (hipExtModuleLaunchKernel) gives the grid in work-items, which must be whole blocks.
hipError_t launch_call(const char* call, hipFunction_t f, const uint32_t sizes[3], bool global, const uint32_t block[3],
                       size_t shared_mem, hipStream_t stream, void** params, void** extra, hipEvent_t start,
                       hipEvent_t stop) {
  return entry(call, [&](Runtime& rt) {
    LaunchRequest r;
    r.call = call;
    if (hipError_t e = function_of(rt, f, call, r.function)) return e;
    if (hipError_t e = stream_of(rt, stream, call, r.stream)) return e;
    if (hipError_t e = explicit_arguments(params, extra, call, r.args)) return e;
    for (int k = 0; k < 3; ++k) {
      if (global && block[k] && sizes[k] % block[k])
        return fail(hipErrorNotSupported, std::string(call) + ": a partial work-group along " + "xyz"[k] + " (" +
                                              std::to_string(sizes[k]) + " work-items in blocks of " +
                                              std::to_string(block[k]) + "): the ISA executor runs whole work-groups");
      r.dispatch.grid[k] = global && block[k] ? sizes[k] / block[k] : sizes[k];
      r.dispatch.block[k] = block[k];
    }
    r.dispatch.dynamic_lds = uint32_t(shared_mem);
    if (shared_mem > UINT32_MAX) return fail(hipErrorInvalidValue, std::string(call) + ": sharedMemBytes past 2^32");
    Event* events[2] = {start ? rt.event(start) : nullptr, stop ? rt.event(stop) : nullptr};
    if ((start && !events[0]) || (stop && !events[1])) return fail(hipErrorInvalidHandle, std::string(call) + ": not an event of this process");
    Device& device = *rt.device(r.function->module->device);
    auto mark = [&](Event* e) {
      if (!e) return;
      *e = Event{device.index(), true, device.clock_us, stream};
    };
    mark(events[0]);
    const hipError_t e = launch(rt, r);
    mark(events[1]);
    return e;
  });
}

}  // namespace

hipError_t hipModuleLoad(hipModule_t* module, const char* fname) {
  if (!module || !fname) return fail(hipErrorInvalidValue, "hipModuleLoad: module or fname is null");
  return entry("hipModuleLoad", [&](Runtime& rt) {
    std::ifstream in(fname, std::ios::binary);
    if (!in) return fail(hipErrorFileNotFound, std::string("hipModuleLoad: cannot open ") + fname);
    std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    return adopt(rt, std::move(bytes), "hipModuleLoad", module);
  });
}

hipError_t hipModuleLoadData(hipModule_t* module, const void* image) { return load_image(module, image, "hipModuleLoadData"); }

hipError_t hipModuleLoadDataEx(hipModule_t* module, const void* image, unsigned int numOptions, hipJitOption* options,
                               void** optionValues) {
  (void)numOptions, (void)options, (void)optionValues;  // JIT options: a linked code object has nothing to compile
  return load_image(module, image, "hipModuleLoadDataEx");
}

hipError_t hipModuleUnload(hipModule_t module) {
  return entry("hipModuleUnload", [&](Runtime& rt) {
    return rt.unload_module(module) ? hipSuccess : fail(hipErrorInvalidResourceHandle, "hipModuleUnload: not a loaded module");
  });
}

hipError_t hipModuleGetFunction(hipFunction_t* function, hipModule_t module, const char* kname) {
  if (!function || !kname) return fail(hipErrorInvalidValue, "hipModuleGetFunction: function or kname is null");
  return entry("hipModuleGetFunction", [&](Runtime& rt) {
    Module* m = rt.module(module);
    if (!m) return fail(hipErrorInvalidResourceHandle, "hipModuleGetFunction: not a loaded module");
    Function* f = nullptr;
    if (hipError_t e = get_function(*m, *rt.device(m->device), kname, f)) return e;
    *function = Runtime::handle_of(f);
    return hipSuccess;
  });
}

hipError_t hipModuleLaunchKernel(hipFunction_t f, unsigned int gridDimX, unsigned int gridDimY, unsigned int gridDimZ,
                                 unsigned int blockDimX, unsigned int blockDimY, unsigned int blockDimZ,
                                 unsigned int sharedMemBytes, hipStream_t stream, void** kernelParams, void** extra) {
  const uint32_t grid[3] = {gridDimX, gridDimY, gridDimZ}, block[3] = {blockDimX, blockDimY, blockDimZ};
  return launch_call("hipModuleLaunchKernel", f, grid, false, block, sharedMemBytes, stream, kernelParams, extra,
                     nullptr, nullptr);
}

hipError_t hipExtModuleLaunchKernel(hipFunction_t f, uint32_t globalWorkSizeX, uint32_t globalWorkSizeY,
                                    uint32_t globalWorkSizeZ, uint32_t localWorkSizeX, uint32_t localWorkSizeY,
                                    uint32_t localWorkSizeZ, size_t sharedMemBytes, hipStream_t hStream,
                                    void** kernelParams, void** extra, hipEvent_t startEvent, hipEvent_t stopEvent,
                                    uint32_t flags) {
  (void)flags;  // any-order launch: launches run in order here anyway
  const uint32_t global[3] = {globalWorkSizeX, globalWorkSizeY, globalWorkSizeZ};
  const uint32_t block[3] = {localWorkSizeX, localWorkSizeY, localWorkSizeZ};
  return launch_call("hipExtModuleLaunchKernel", f, global, true, block, sharedMemBytes, hStream, kernelParams, extra,
                     startEvent, stopEvent);
}

hipError_t hipHccModuleLaunchKernel(hipFunction_t f, uint32_t globalWorkSizeX, uint32_t globalWorkSizeY,
                                    uint32_t globalWorkSizeZ, uint32_t blockDimX, uint32_t blockDimY,
                                    uint32_t blockDimZ, size_t sharedMemBytes, hipStream_t hStream,
                                    void** kernelParams, void** extra, hipEvent_t startEvent, hipEvent_t stopEvent) {
  const uint32_t global[3] = {globalWorkSizeX, globalWorkSizeY, globalWorkSizeZ};
  const uint32_t block[3] = {blockDimX, blockDimY, blockDimZ};
  return launch_call("hipHccModuleLaunchKernel", f, global, true, block, sharedMemBytes, hStream, kernelParams, extra,
                     startEvent, stopEvent);
}

const char* hipKernelNameRef(const hipFunction_t f) {
  const char* name = nullptr;
  (void)entry("hipKernelNameRef", [&](Runtime& rt) {
    Function* fn;
    if (hipError_t e = function_of(rt, f, "hipKernelNameRef", fn)) return e;
    name = fn->name.c_str();
    return hipSuccess;
  });
  return name;
}

hipError_t hipFuncGetAttribute(int* value, hipFunction_attribute attrib, hipFunction_t hfunc) {
  if (!value) return fail(hipErrorInvalidValue, "hipFuncGetAttribute: value is null");
  return entry("hipFuncGetAttribute", [&](Runtime& rt) {
    Function* f;
    if (hipError_t e = function_of(rt, hfunc, "hipFuncGetAttribute", f)) return e;
    const irgate::isa::exec::Program& p = *f->program;
    switch (attrib) {
      case HIP_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES: *value = int(p.lds_bytes); break;
      case HIP_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK: *value = int(f->max_flat_workgroup_size); break;
      case HIP_FUNC_ATTRIBUTE_CONST_SIZE_BYTES: *value = 0; break;
      case HIP_FUNC_ATTRIBUTE_NUM_REGS: *value = int(p.vgpr_count); break;
      case HIP_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES: *value = 0; break;  // no dynamic LDS here
      default:
        return fail(hipErrorNotSupported, "hipFuncGetAttribute: attribute " + std::to_string(int(attrib)) +
                                              " is not answered by irgate's emulated HIP device (libirgate_hipemu)");
    }
    return hipSuccess;
  });
}
