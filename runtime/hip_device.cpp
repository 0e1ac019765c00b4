// runtime/hip_device.cpp — run_plan_on_hip with the HIP module API (built only with HIP).
//
// Each distinct kernel text is compiled once: llc-22 -O3 -mcpu=<arch> -filetype=obj, then
// ld.lld-22 -shared -> a code object loaded with hipModuleLoadData. Each launch is then described
// as the C serving API describes a served one (irg_serve_launch_t, include/irgate/serve.h: code
// object, symbol, grid, block, kernarg bytes with buffer-relative pointer slots, laid out by
// registry/kernarg_layout.h) and run by launch_served(), the one launcher: irgate's GPU path
// launches what a framework serving from the cache would.
#include <hip/hip_runtime_api.h>

#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <unistd.h>

#include "oracle/reference.h"
#include "irgate/serve.h"
#include "registry/engine.h"
#include "registry/kernarg_layout.h"
#include "runtime/hip_runner.h"
#include "runtime/inputs.h"
#include "support/files.h"
#include "support/subprocess.h"
#include "toolchain/codegen_options.h"

namespace irgate::runtime {

namespace {

std::string base_arch(const std::string& target_id) { return target_id.substr(0, target_id.find(':')); }

std::string device_arch(int device) {
  hipDeviceProp_t prop;
  if (hipGetDeviceProperties(&prop, device) != hipSuccess) return "";
  std::string name = prop.gcnArchName;
  return name.substr(0, name.find(':'));
}

int find_device(const std::string& arch) {
  int count = 0;
  if (hipGetDeviceCount(&count) != hipSuccess) return -1;
  for (int d = 0; d < count; ++d)
    if (device_arch(d) == arch) return d;
  return -1;
}

Result<std::string> compile(const std::string& ll, const std::string& arch) {
  auto dir = std::filesystem::temp_directory_path() / ("irgate-hip-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  if (auto s = write_atomic(dir / "k.ll", ll); !s) return s.error();
  ProcessOptions o;
  o.timeout = std::chrono::seconds(120);
  o.env = {{"LLVM_DISABLE_SYMBOLIZATION", "1"}};
  std::string llc = find_program("llc-22", "IRGATE_LLVM22_BIN"), lld = find_program("ld.lld-22", "IRGATE_LLVM22_BIN");
  auto c = run_process(toolchain::llc_argv(llc, arch, (dir / "k.ll").string(), (dir / "k.o").string()), o);
  if (!c || !c->exited_ok()) return Error{"llc-22 failed: " + (c ? c->err : c.error().message), 1};
  auto l = run_process(toolchain::lld_argv(lld, (dir / "k.o").string(), (dir / "k.hsaco").string()), o);
  if (!l || !l->exited_ok()) return Error{"ld.lld-22 failed: " + (l ? l->err : l.error().message), 1};
  auto bytes = read_file(dir / "k.hsaco");
  std::filesystem::remove_all(dir);
  return bytes;
}

std::string kernel_name(const std::string& ll) {
  auto at = ll.find("define amdgpu_kernel void @");
  if (at == std::string::npos) return "";
  at += std::strlen("define amdgpu_kernel void @");
  return ll.substr(at, ll.find('(', at) - at);
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
  if (hipModuleLaunchKernel(fn, l.grid[0], l.grid[1], l.grid[2], l.block[0], l.block[1], l.block[2], 0, nullptr,
                            nullptr, config) != hipSuccess ||
      hipDeviceSynchronize() != hipSuccess)
    return Error{std::string(l.kernel_name) + " failed on the device", 1};
  return ok();
}

}  // namespace

HipAvailability hip_availability(const std::string& arch) {
  int count = 0;
  if (hipGetDeviceCount(&count) != hipSuccess || count == 0) return {false, "no HIP device present"};
  if (!arch.empty() && find_device(arch) < 0) return {false, "no HIP device of arch " + arch + " present"};
  return {true, ""};
}

Status run_plan_on_hip(const irg_engine& engine, const irg_plan_t& plan, const irg_problem_t& problem,
                       const PlanRunOptions& options, PlanRun& run) {
  if (plan.n_launches <= 0) return Error{"empty plan", 1};
  int device = find_device(base_arch(plan.launches[0].request.arch));
  if (device < 0) return Error{"no HIP device of the plan's arch", 1};
  if (hipSetDevice(device) != hipSuccess) return Error{"hipSetDevice failed", 1};
  void* base[IRG_BUF_COUNT] = {nullptr, nullptr, nullptr, nullptr, nullptr};
  for (int b = 1; b < IRG_BUF_COUNT; ++b) {
    if (plan.buffer_bytes[b] <= 0) continue;
    if (hipMalloc(&base[b], size_t(plan.buffer_bytes[b])) != hipSuccess) return Error{"hipMalloc failed", 1};
    if (plan.zeroed >> b & 1u) (void)hipMemset(base[b], 0, size_t(plan.buffer_bytes[b]));
  }
  run.inputs = input_draw(problem, options);
  auto bx = encode(run.inputs.whole(IRG_BUF_X), problem.dtype), bdy = encode(run.inputs.whole(IRG_BUF_DY), problem.dtype);
  if (base[IRG_BUF_X]) (void)hipMemcpy(base[IRG_BUF_X], bx.data(), bx.size(), hipMemcpyHostToDevice);
  if (base[IRG_BUF_DY]) (void)hipMemcpy(base[IRG_BUF_DY], bdy.data(), bdy.size(), hipMemcpyHostToDevice);
  struct Loaded {
    std::string code_object;
    hipFunction_t function = nullptr;
  };
  std::map<std::string, Loaded> cache;  // by kernel text
  Status status = ok();
  for (int i = 0; i < plan.n_launches && status; ++i) {
    const irg_launch_t& l = plan.launches[i];
    registry::Emission emitted = registry::Engine(&engine).emit_ll(l.request);
    if (!emitted.ok()) {
      status = Error{"emit refused: " + emitted.refusal_id + ": " + emitted.refusal_text, 1};
      break;
    }
    const std::string& ll = emitted.text;
    const std::string symbol = kernel_name(ll);
    Loaded& loaded = cache[ll];
    if (!loaded.function) {
      auto code = compile(ll, base_arch(l.request.arch));
      if (!code) { status = code.error(); break; }
      loaded.code_object = std::move(*code);
      hipModule_t module;
      if (hipModuleLoadData(&module, loaded.code_object.data()) != hipSuccess ||
          hipModuleGetFunction(&loaded.function, module, symbol.c_str()) != hipSuccess) {
        status = Error{"hipModuleLoadData/GetFunction failed", 1};
        break;
      }
    }
    const registry::KernargLayout layout = registry::lay_out_kernargs(l);
    irg_serve_launch_t served{};
    served.kernel_name = symbol.c_str();
    served.cache_kernel = symbol.c_str();
    served.code_object = reinterpret_cast<const uint8_t*>(loaded.code_object.data());
    served.code_object_size = loaded.code_object.size();
    for (int d = 0; d < 3; ++d) served.grid[d] = l.grid[d], served.block[d] = l.block[d];
    served.slice = l.slice;
    served.kernargs = layout.bytes.data();
    served.kernargs_size = layout.bytes.size();
    served.n_pointer_slots = int32_t(layout.slots.size());
    served.pointer_slots = layout.slots.data();
    if (Status s = launch_served(served, loaded.function, base); !s) {
      status = Error{"kernel launch " + std::to_string(i) + ": " + s.error().message, 1};
      break;
    }
    LaunchRecord rec;
    rec.kernel = symbol;
    rec.arch = l.request.arch;
    run.launches.push_back(rec);
  }
  if (status && base[IRG_BUF_DW]) {
    const int64_t n = emu::dw_elements(problem);
    std::vector<uint8_t> bytes(size_t(n) * size_t(dtype_bytes(problem.dw_dtype)));
    (void)hipMemcpy(bytes.data(), base[IRG_BUF_DW], bytes.size(), hipMemcpyDeviceToHost);
    run.dw = decode(bytes, problem.dw_dtype, n);
  }
  for (void* p : base)
    if (p) (void)hipFree(p);
  return status;
}

}  // namespace irgate::runtime
