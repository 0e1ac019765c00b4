// toolchain/in_process/notes.h — the `.amdgpu_metadata` note of a code object, read in this
// process (libLLVM's ELF reader and MsgPack document) and printed as the YAML `llvm-readelf-22
// --notes` prints for it, so toolchain::parse_kernel_resources reads both the same way.
//
// Used by in_process/builder.cpp; the identity test compares the resources read both ways.
//
//   auto yaml = in_process::metadata_notes(hsaco_bytes);   // error: "metadata: ..."
//   auto resources = toolchain::parse_kernel_resources(*yaml);
#pragma once

#include <string>

#include "support/result.h"

namespace irgate::toolchain::in_process {

// The YAML text of the NT_AMDGPU_METADATA note ("---\namdhsa.kernels:\n ...").
Result<std::string> metadata_notes(const std::string& elf);

}  // namespace irgate::toolchain::in_process
