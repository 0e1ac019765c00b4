// hip_emu/module.h — what hipModuleLoadData and hipModuleGetFunction make: a linked code object
// read for one device (its arch must be the device's), and its kernels, each decoded and
// pre-decoded once for the ISA executor when a program first asks for it by name.
//
// Used by hip_emu/runtime.* (modules and functions are its handles) and api_module.cpp. Errors
// are HIP codes with the detail recorded (errors.h): a damaged image is hipErrorInvalidImage, a
// code object of another arch hipErrorNoBinaryForGpu, an unknown kernel hipErrorNotFound.
//
//   std::unique_ptr<Module> m;
//   if (hipError_t e = load_module(device, std::move(bytes), "hipModuleLoadData", m)) return e;
//   Function* f = nullptr;
//   if (hipError_t e = get_function(*m, device, "irg_dw_...", f)) return e;
#pragma once

#include <map>
#include <memory>
#include <string>

#include "hip_emu/device.h"
#include "hip_emu/hip_api.h"
#include "isa/code_object.h"
#include "isa/exec/program.h"

namespace irgate::hipemu {

struct Module;

struct Function {
  Module* module = nullptr;
  std::string name;
  std::shared_ptr<const isa::exec::Program> program;
  uint32_t max_flat_workgroup_size = 1024;  // the kernel's launch bound (.max_flat_workgroup_size)
};

struct Module {
  int device = 0;
  isa::CodeObject code_object;
  std::map<std::string, std::unique_ptr<Function>> functions;  // by name, made on first request
};

// `call` names the entry point in error details.
hipError_t load_module(Device& device, std::string bytes, const std::string& call, std::unique_ptr<Module>& out);
hipError_t get_function(Module& module, Device& device, const std::string& name, Function*& out);

}  // namespace irgate::hipemu
