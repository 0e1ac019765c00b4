// toolchain/in_process/link.h — ld.lld-22 inside this process (liblld's ELF driver, the flags of
// codegen_options.h): a relocatable AMDGPU object to a linked code object.
//
// Used by in_process/builder.cpp. liblld keeps a link's state in process globals, so links are
// serialised (a mutex; a link is a few milliseconds) and, should lld report that it cannot run
// again (a fatal error inside it), every later link fails with that reason instead of running.
//
//   auto hsaco = in_process::link_object(dir->path(), object_bytes);   // error: "link: <lld's message>"
#pragma once

#include <filesystem>
#include <string>

#include "support/result.h"

namespace irgate::toolchain::in_process {

// Writes `object` to scratch/kernel.o, links it to scratch/kernel.hsaco, returns that file's bytes.
Result<std::string> link_object(const std::filesystem::path& scratch, const std::string& object);

}  // namespace irgate::toolchain::in_process
