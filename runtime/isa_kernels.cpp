// runtime/isa_kernels.cpp — see isa_kernels.h.
#include "runtime/isa_kernels.h"

#include "isa/code_object.h"
#include "isa/exec/predecode.h"
#include "toolchain/object_builder.h"
#include "toolchain/tempdir.h"
#include "toolchain/tools.h"

namespace irgate::runtime {

const char* executor_name(Executor e) {
  switch (e) {
    case Executor::ir: return "ir";
    case Executor::isa: return "isa";
    case Executor::both: return "both";
  }
  return "?";
}

bool executor_by_name(const std::string& name, Executor& out) {
  for (Executor e : {Executor::ir, Executor::isa, Executor::both})
    if (name == executor_name(e)) return out = e, true;
  return false;
}

CodeObjectSource compile_with_toolchain() {
  return [](const irg_request_t& request, const std::string& ll_text) -> Result<std::string> {
    auto tc = toolchain::find_toolchain(request.flavor);
    if (!tc) return tc.error();
    auto dir = toolchain::TempDir::create("irgate-isa");
    if (!dir) return dir.error();
    toolchain::SubprocessBuilder builder(*tc);
    toolchain::BuiltObject built = builder.build(dir->path(), ll_text, request.arch);
    if (!built.failure.empty()) return Error{built.failure, 1};
    return std::move(built.code_object);
  };
}

Result<const isa::Disassembler*> Disassemblers::get(const std::string& arch) {
  std::lock_guard<std::mutex> lock(mutex_);
  auto& d = by_arch_[arch];
  if (!d) {
    auto made = isa::Disassembler::create(arch);
    if (!made) return made.error();
    d = std::move(*made);
  }
  return d.get();
}

Result<std::shared_ptr<const isa::exec::Program>> IsaKernels::program(const irg_request_t& request,
                                                                        const std::string& ll_text) {
  auto& slot = programs_[ll_text];
  if (slot) return slot;
  auto bytes = source_(request, ll_text);
  if (!bytes) return bytes.error();
  auto co = isa::read_code_object(std::move(*bytes), std::string("the code object of ") + request.arch + " kernel");
  if (!co) return co.error();
  if (co->kernels.size() != 1)
    return Error{"the code object holds " + std::to_string(co->kernels.size()) + " kernels, one expected", 1};
  auto d = disassemblers_->get(co->arch);
  if (!d) return d.error();
  auto program = isa::exec::load_kernel(**d, *co, co->kernels[0]);
  if (!program) return program.error();
  slot = std::make_shared<const isa::exec::Program>(std::move(*program));
  return slot;
}

}  // namespace irgate::runtime
