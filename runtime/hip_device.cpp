// runtime/hip_device.cpp — run_plan_on_hip with the HIP module API (built only with HIP).
//
// Each distinct kernel text is compiled once: llc-22 -O3 -mcpu=<arch> -filetype=obj, then
// ld.lld-22 -shared -> a code object loaded with hipModuleLoadData. Kernarg structs follow the
// kernel's parameter list: 8-byte aligned pointers, 4-byte i32s.
#include <hip/hip_runtime_api.h>

#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <unistd.h>

#include "oracle/reference.h"
#include "registry/engine.h"
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
  std::map<std::string, hipFunction_t> cache;
  Status status = ok();
  for (int i = 0; i < plan.n_launches && status; ++i) {
    const irg_launch_t& l = plan.launches[i];
    registry::Emission emitted = registry::Engine(&engine).emit_ll(l.request);
    if (!emitted.ok()) {
      status = Error{"emit refused: " + emitted.refusal_id + ": " + emitted.refusal_text, 1};
      break;
    }
    const std::string& ll = emitted.text;
    hipFunction_t& fn = cache[ll];
    if (!fn) {
      auto code = compile(ll, base_arch(l.request.arch));
      if (!code) { status = code.error(); break; }
      hipModule_t module;
      if (hipModuleLoadData(&module, code->data()) != hipSuccess ||
          hipModuleGetFunction(&fn, module, kernel_name(ll).c_str()) != hipSuccess) {
        status = Error{"hipModuleLoadData/GetFunction failed", 1};
        break;
      }
    }
    std::vector<uint8_t> args;
    for (int k = 0; k < l.n_kernargs; ++k) {
      const irg_kernarg_value_t& v = l.kernargs[k];
      if (v.buffer == IRG_BUF_NONE) {
        uint32_t x = uint32_t(v.value);
        args.insert(args.end(), reinterpret_cast<uint8_t*>(&x), reinterpret_cast<uint8_t*>(&x) + 4);
      } else {
        while (args.size() % 8) args.push_back(0);
        uint64_t p = reinterpret_cast<uint64_t>(base[v.buffer]) + uint64_t(v.value);
        args.insert(args.end(), reinterpret_cast<uint8_t*>(&p), reinterpret_cast<uint8_t*>(&p) + 8);
      }
    }
    size_t size = args.size();
    void* config[] = {HIP_LAUNCH_PARAM_BUFFER_POINTER, args.data(), HIP_LAUNCH_PARAM_BUFFER_SIZE, &size,
                      HIP_LAUNCH_PARAM_END};
    if (hipModuleLaunchKernel(fn, l.grid[0], l.grid[1], l.grid[2], l.block[0], l.block[1], l.block[2], 0, nullptr,
                              nullptr, config) != hipSuccess ||
        hipDeviceSynchronize() != hipSuccess) {
      status = Error{"kernel launch " + std::to_string(i) + " failed on the device", 1};
      break;
    }
    LaunchRecord rec;
    rec.kernel = kernel_name(ll);
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
