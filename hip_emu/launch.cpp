// hip_emu/launch.cpp — see launch.h.
#include "hip_emu/launch.h"

#include <limits>

#include "hip_emu/errors.h"
#include "hip_emu/launch_estimate.h"
#include "isa/exec/launch.h"

namespace irgate::hipemu {

namespace {

// The code a kernel's fault becomes: an access the memory does not back (machine/ and
// isa/exec/ word those "outside ..." / "past num_records") is an illegal address, a run past the
// instruction budget a hang (the launch timed out), anything else (an unsupported instruction,
// a wave past its last instruction) a failed launch.
hipError_t fault_code(const emu::Report& report) {
  if (report.count(emu::FindingKind::Limit)) return hipErrorLaunchTimeOut;
  for (const emu::Finding& f : report.findings)
    if (f.kind == emu::FindingKind::Fault &&
        (f.message.find("outside") != std::string::npos || f.message.find("past num_records") != std::string::npos))
      return hipErrorIllegalAddress;
  return hipErrorLaunchFailure;
}

std::string findings_lines(const emu::Report& report) {
  std::string s;
  for (const emu::Finding& f : report.findings) s += std::string("\n  ") + emu::finding_kind_name(f.kind) + ": " + f.message;
  if (report.total() > report.findings.size()) s += "\n  ... " + std::to_string(report.total() - report.findings.size()) + " more";
  return s;
}

void leave_pending(Stream& s, hipError_t code, const std::string& detail) {
  if (s.pending != hipSuccess) return;  // the first fault is the one reported
  s.pending = code;
  s.pending_detail = detail;
}

hipError_t check_dispatch(const Function& f, const Dispatch& d, const char* call) {
  const std::string where = std::string(call) + " of " + f.name + ": ";
  uint64_t items = 1;
  for (int k = 0; k < 3; ++k) {
    if (d.grid[k] == 0 || d.block[k] == 0) return fail(hipErrorInvalidValue, where + "a grid or block extent of 0");
    if (uint64_t(d.grid[k]) * d.block[k] > std::numeric_limits<uint32_t>::max())
      return fail(hipErrorInvalidConfiguration, where + "grid x block past 2^32 work-items along " + "xyz"[k]);
    items *= d.block[k];
  }
  if (items > 1024) return fail(hipErrorInvalidConfiguration, where + std::to_string(items) + " work-items a block (1024 at most)");
  if (items > f.max_flat_workgroup_size)
    return fail(hipErrorLaunchFailure, where + std::to_string(items) + " work-items a block, past the kernel's launch bound " +
                                           std::to_string(f.max_flat_workgroup_size));
  if (d.dynamic_lds > 0)
    return fail(hipErrorNotSupported, where + "sharedMemBytes = " + std::to_string(d.dynamic_lds) +
                                          ": the emulated device has no dynamic LDS");
  return hipSuccess;
}

}  // namespace

hipError_t explicit_arguments(void** kernel_params, void** extra, const char* call, ExplicitArguments& out) {
  out = {};
  if (kernel_params && extra) return fail(hipErrorInvalidValue, std::string(call) + ": both kernelParams and extra given");
  out.params = kernel_params;
  if (!extra) return hipSuccess;
  if (extra[0] != HIP_LAUNCH_PARAM_BUFFER_POINTER || extra[2] != HIP_LAUNCH_PARAM_BUFFER_SIZE ||
      extra[4] != HIP_LAUNCH_PARAM_END || !extra[3])
    return fail(hipErrorNotInitialized,  // the real runtime's code for a malformed extra
                std::string(call) + ": extra is not {HIP_LAUNCH_PARAM_BUFFER_POINTER, p, HIP_LAUNCH_PARAM_BUFFER_SIZE, &size, "
                                    "HIP_LAUNCH_PARAM_END}");
  out.buffer = static_cast<const uint8_t*>(extra[1]);
  out.buffer_size = *static_cast<const size_t*>(extra[3]);
  if (!out.buffer && out.buffer_size) return fail(hipErrorInvalidValue, std::string(call) + ": a null kernarg buffer of " +
                                                                          std::to_string(out.buffer_size) + " bytes");
  return hipSuccess;
}

hipError_t launch(Runtime& rt, const LaunchRequest& r) {
  const Function& f = *r.function;
  const char* call = r.call;
  if (hipError_t e = check_dispatch(f, r.dispatch, call)) return e;
  Device& device = *rt.device(f.module->device);
  if (r.stream->device != device.index())
    return fail(hipErrorInvalidValue, std::string(call) + " of " + f.name + ": its module is on device " +
                                          std::to_string(device.index()) + ", the stream on device " +
                                          std::to_string(r.stream->device));
  auto segment = runtime_kernarg_segment(*f.program, r.args, r.dispatch, rt.planted);
  if (!segment) return fail(hipErrorInvalidValue, std::string(call) + ": " + segment.error().message);

  isa::exec::LaunchConfig config;
  for (int k = 0; k < 3; ++k) config.grid[k] = r.dispatch.grid[k], config.block[k] = r.dispatch.block[k];
  config.kernarg_segment = std::move(*segment);
  config.dimensions = kHipDispatchDimensions;
  emu::ExecOptions options;
  options.schedule_seed = rt.config().schedule_seed;
  options.shuffle_workgroups = rt.config().schedule_seed != 0;
  options.max_wave_instructions = rt.config().max_wave_instructions;
  Result<emu::Report> report = isa::exec::launch(*f.program, device.arch(), device.memory(), config, options);
  if (!report) return fail(hipErrorInvalidConfiguration, std::string(call) + " of " + f.name + ": " + report.error().message);

  device.clock_us += estimate_microseconds(*report, device.arch().name, r.dispatch.grid, r.dispatch.block,
                                           device.arch().wave_size);
  const std::string what = f.name + " on device " + std::to_string(device.index()) + " (" + device.arch().name + ")";
  rt.last_findings = report->total() ? what + ":" + findings_lines(*report) : "";
  if (report->faulted) {
    const hipError_t code = fault_code(*report);
    const std::string detail = what + ":" + findings_lines(*report);
    leave_pending(*r.stream, code, detail);
    note("kernel " + detail + "\n  (" + error_name(code) + " at the stream's next synchronization)");
    return hipSuccess;
  }
  if (report->total() && rt.config().findings != FindingsRule::quiet) note("findings of kernel " + rt.last_findings);
  if (report->total() && rt.config().findings == FindingsRule::error)
    leave_pending(*r.stream, hipErrorLaunchFailure, rt.last_findings + "\n  (findings are errors: the configuration's findings rule)");
  return hipSuccess;
}

}  // namespace irgate::hipemu
