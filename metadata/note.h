// metadata/note.h — the `.amdgpu_metadata` note of a code object, read in this process
// (libLLVM's ELF reader and MsgPack document) and printed as the YAML `llvm-readelf-22 --notes`
// prints for it, so metadata::parse_kernel_resources reads both the same way.
//
// Used by the in-process toolchain (toolchain/in_process/builder.cpp) and the ISA code-object
// reader (isa/code_object.h); the identity test compares the resources read both ways.
//
//   auto yaml = metadata::note_yaml(hsaco_bytes);   // error: "metadata: ..."
//   auto resources = metadata::parse_kernel_resources(*yaml);
#pragma once

#include <string>

#include "support/result.h"

namespace irgate::metadata {

// The YAML text of the NT_AMDGPU_METADATA note ("---\namdhsa.kernels:\n ...").
Result<std::string> note_yaml(const std::string& elf);

}  // namespace irgate::metadata
