// isa/code_object.h — a linked AMDGPU code object (.hsaco) read in this process: its processor,
// its kernels (entry symbol, machine-code range, kernel descriptor) and the `.amdgpu_metadata`
// note with the resources llc recorded for each kernel.
//
// Used by the ISA audit (isa/audit.h), the ISA executor (isa/exec/) and the lanes that hand them
// code objects (validate, grid compile). ELF reading is libLLVM's (llvm::object); the metadata
// note is read by metadata/note.h and parsed by metadata/kernel_resources.h, the same
// readers the toolchain lane uses, so the audit and the lane cannot disagree about a count.
//
//   auto co = isa::read_code_object(hsaco_bytes, "objects/3f2a….hsaco");
//   if (!co) return co.error();                 // bad input: names the origin, exit code 2
//   for (const isa::Kernel& k : co->kernels)
//     decode(co->code(k), k.entry_address);     // k.resources.vgpr_count, k.descriptor.wave32, ...
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "isa/kernel_descriptor.h"
#include "support/result.h"
#include "metadata/kernel_resources.h"

namespace irgate::isa {

struct Kernel {
  std::string name;
  uint64_t entry_address = 0;       // virtual address of the first instruction (the symbol's value)
  uint64_t code_size = 0;           // bytes of machine code (the symbol's size)
  uint64_t code_file_offset = 0;    // where those bytes start in the ELF file
  uint64_t descriptor_address = 0;  // virtual address of `<name>.kd`
  KernelDescriptor descriptor;
  metadata::KernelResources resources;  // the kernel's entry of the metadata note
};

struct CodeObject {
  std::string bytes;     // the whole ELF file
  std::string arch;      // processor from the ELF header flags, e.g. "gfx1250"
  std::string metadata;  // the metadata note as YAML (as `llvm-readelf --notes` prints it)
  std::vector<Kernel> kernels;  // sorted by name

  std::string_view code(const Kernel& k) const { return std::string_view(bytes).substr(k.code_file_offset, k.code_size); }
  const Kernel* find(std::string_view name) const;
};

// Reads an ELF64 AMDGPU code object. Fails (exit code 2, "<origin>: ...") on anything that is not
// one, on a kernel without a descriptor or metadata entry, on a descriptor whose entry offset does
// not point at its kernel, and on a code object with no kernel at all.
Result<CodeObject> read_code_object(std::string bytes, std::string_view origin);

}  // namespace irgate::isa
