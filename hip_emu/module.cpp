// hip_emu/module.cpp — see module.h.
#include "hip_emu/module.h"

#include <llvm/BinaryFormat/MsgPackDocument.h>

#include "hip_emu/errors.h"
#include "isa/exec/predecode.h"

namespace irgate::hipemu {

namespace {

// The kernel's `.max_flat_workgroup_size` from the metadata note (the launch bound the real
// runtime checks a block against); 1024, the hardware's, when the note has none.
uint32_t launch_bound(const std::string& metadata_yaml, const std::string& kernel) {
  constexpr uint32_t kHardware = 1024;
  llvm::msgpack::Document doc;
  if (!doc.fromYAML(metadata_yaml) || !doc.getRoot().isMap()) return kHardware;
  auto& root = doc.getRoot().getMap();
  auto kernels = root.find("amdhsa.kernels");
  if (kernels == root.end() || !kernels->second.isArray()) return kHardware;
  for (auto& entry : kernels->second.getArray()) {
    if (!entry.isMap()) continue;
    auto& k = entry.getMap();
    auto name = k.find(".name");
    if (name == k.end() || !name->second.isString() || name->second.getString() != kernel) continue;
    auto bound = k.find(".max_flat_workgroup_size");
    if (bound == k.end()) return kHardware;
    const llvm::msgpack::DocNode& n = bound->second;
    if (n.getKind() == llvm::msgpack::Type::UInt) return uint32_t(n.getUInt());
    if (n.getKind() == llvm::msgpack::Type::Int && n.getInt() > 0) return uint32_t(n.getInt());
  }
  return kHardware;
}

}  // namespace

hipError_t load_module(Device& device, std::string bytes, const std::string& call, std::unique_ptr<Module>& out) {
  auto co = isa::read_code_object(std::move(bytes), call + " image");
  if (!co) return fail(hipErrorInvalidImage, co.error().message);
  if (co->arch != device.arch().name)
    return fail(hipErrorNoBinaryForGpu, call + ": the code object is for " + co->arch + ", device " +
                                            std::to_string(device.index()) + " is " + device.arch().name);
  auto m = std::make_unique<Module>();
  m->device = device.index();
  m->code_object = std::move(*co);
  out = std::move(m);
  return hipSuccess;
}

hipError_t get_function(Module& module, Device& device, const std::string& name, Function*& out) {
  auto& slot = module.functions[name];
  if (!slot) {
    const isa::Kernel* kernel = module.code_object.find(name);
    if (!kernel) {
      module.functions.erase(name);
      std::string names;
      for (const isa::Kernel& k : module.code_object.kernels) names += (names.empty() ? "" : ", ") + k.name;
      return fail(hipErrorNotFound, "hipModuleGetFunction: no kernel " + name + " in the module (it holds " + names + ")");
    }
    auto d = device.disassembler();
    if (!d) {
      module.functions.erase(name);
      return fail(hipErrorInvalidDeviceFunction, "hipModuleGetFunction: " + d.error().message);
    }
    auto program = isa::exec::load_kernel(**d, module.code_object, *kernel);
    if (!program) {
      module.functions.erase(name);
      return fail(hipErrorInvalidDeviceFunction,
                  "hipModuleGetFunction: the ISA executor cannot decode " + name + ": " + program.error().message);
    }
    auto f = std::make_unique<Function>();
    f->module = &module;
    f->name = name;
    f->program = std::make_shared<const isa::exec::Program>(std::move(*program));
    f->max_flat_workgroup_size = launch_bound(module.code_object.metadata, name);
    slot = std::move(f);
  }
  out = slot.get();
  return hipSuccess;
}

}  // namespace irgate::hipemu
