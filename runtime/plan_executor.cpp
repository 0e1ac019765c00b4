// runtime/plan_executor.cpp — see plan_executor.h.
#include "runtime/plan_executor.h"

#include <map>

#include "emulator/launch.h"
#include "emulator/translate.h"
#include "isa/exec/kernargs.h"
#include "isa/exec/launch.h"
#include "runtime/isa_kernels.h"

namespace irgate::runtime {
namespace {

// The emitted text on the IR interpreter, translated once per distinct text.
class InterpreterExecutor final : public PlanExecutor {
 public:
  explicit InterpreterExecutor(const emu::ExecOptions& exec) : exec_(exec) {}

  Result<emu::Report> run(const irg_launch_t& launch, const std::string& text, const emu::ArchInfo& arch,
                          emu::GlobalMemory& memory, const std::vector<uint64_t>& kernargs,
                          LaunchRecord& record) override {
    std::shared_ptr<emu::Program>& program = programs_[text];
    if (!program) {
      auto translated = emu::translate_kernel(text);
      if (!translated) {
        programs_.erase(text);
        return Error{"emulator cannot run the kernel: " + translated.error().message, 1};
      }
      program = std::make_shared<emu::Program>(std::move(*translated));
    }
    emu::LaunchConfig config;
    for (int d = 0; d < 3; ++d) config.grid[d] = launch.grid[d], config.block[d] = launch.block[d];
    config.kernargs = kernargs;
    record.kernel = program->kernel_name;
    return emu::launch(*program, arch, memory, config, exec_);
  }
  uint64_t distinct_kernels() const override { return programs_.size(); }

 private:
  emu::ExecOptions exec_;
  std::map<std::string, std::shared_ptr<emu::Program>> programs_;  // by kernel text
};

// The launch's kernarg segment with each pointer argument holding only its byte offset into its
// buffer, and where those pointers sit: what a dump carries so another executor can place the
// buffers anywhere.
Status relative_kernarg_segment(const isa::exec::Program& program, const irg_launch_t& launch, LaunchRecord& rec) {
  std::vector<uint64_t> values;
  for (int k = 0; k < launch.n_kernargs; ++k) values.push_back(uint64_t(launch.kernargs[k].value));
  auto segment = isa::exec::kernarg_segment(program, values, launch.grid, launch.block);
  if (!segment) return segment.error();
  rec.kernarg_segment = std::move(*segment);
  size_t explicit_arg = 0;
  for (const isa::exec::KernArg& a : program.args) {
    if (a.value_kind.rfind("hidden_", 0) == 0) continue;
    if (explicit_arg < size_t(launch.n_kernargs) && launch.kernargs[explicit_arg].buffer != IRG_BUF_NONE)
      rec.pointer_slots.push_back({a.offset, launch.kernargs[explicit_arg].buffer});
    ++explicit_arg;
  }
  return ok();
}

// The code object of the text on the ISA executor; each launch records its code object and its
// buffer-relative kernarg segment (runtime/dump_rerun.h).
class MachineCodeExecutor final : public PlanExecutor {
 public:
  explicit MachineCodeExecutor(const PlanRunOptions& options)
      : exec_(options.exec), kernels_(recording(source_of(options)), options.disassemblers) {}

  Result<emu::Report> run(const irg_launch_t& launch, const std::string& text, const emu::ArchInfo& arch,
                          emu::GlobalMemory& memory, const std::vector<uint64_t>& kernargs,
                          LaunchRecord& record) override {
    auto program = kernels_.program(launch.request, text);
    if (!program) return Error{"ISA executor cannot run the kernel: " + program.error().message, 1};
    if (auto relative = relative_kernarg_segment(**program, launch, record); !relative) return relative.error();
    record.code_object = object_of_text_[text];
    record.kernel = (*program)->kernel;
    isa::exec::LaunchConfig config;
    for (int d = 0; d < 3; ++d) config.grid[d] = launch.grid[d], config.block[d] = launch.block[d];
    config.kernargs = kernargs;
    return isa::exec::launch(**program, arch, memory, config, exec_);
  }
  uint64_t distinct_kernels() const override { return kernels_.distinct(); }

 private:
  // The options' code objects (or the toolchain's), after any test rewrite of their bytes.
  static CodeObjectSource source_of(const PlanRunOptions& options) {
    CodeObjectSource source = options.code_objects ? options.code_objects : compile_with_toolchain();
    if (!options.rewrite_code_object) return source;
    return [source, rewrite = options.rewrite_code_object](const irg_request_t& r,
                                                           const std::string& text) -> Result<std::string> {
      auto bytes = source(r, text);
      if (!bytes) return bytes;
      return rewrite(*bytes);
    };
  }
  // `source`, keeping the bytes each kernel text ran as, for the launch records.
  CodeObjectSource recording(CodeObjectSource source) {
    return [source = std::move(source), this](const irg_request_t& r, const std::string& text) -> Result<std::string> {
      auto bytes = source(r, text);
      if (bytes) object_of_text_[text] = *bytes;
      return bytes;
    };
  }

  emu::ExecOptions exec_;
  std::map<std::string, std::string> object_of_text_;
  IsaKernels kernels_;
};

}  // namespace

std::unique_ptr<PlanExecutor> make_plan_executor(const PlanRunOptions& options) {
  if (options.executor == Executor::isa) return std::make_unique<MachineCodeExecutor>(options);
  return std::make_unique<InterpreterExecutor>(options.exec);
}

}  // namespace irgate::runtime
