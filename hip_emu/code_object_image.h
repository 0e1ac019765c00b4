// hip_emu/code_object_image.h — how many bytes hipModuleLoadData's image holds. The call gets a
// pointer and no size (the real runtime reads the ELF headers for it too), so the image's extent
// is the furthest byte its ELF64 header, section headers, sections and program segments name.
//
// Used by hip_emu/module.cpp before the bytes go to isa::read_code_object, which checks the rest.
// A clang offload bundle (what `hipcc --genco` writes around code objects) is named as such: the
// emulated device loads linked code objects (.hsaco) only.
//
//   auto size = hipemu::elf_image_size(image);            // "not an ELF64 little-endian image"
//   std::string bytes(static_cast<const char*>(image), *size);
#pragma once

#include <cstddef>

#include "support/result.h"

namespace irgate::hipemu {

inline constexpr size_t kMaxImageBytes = size_t(1) << 30;

Result<size_t> elf_image_size(const void* image);

}  // namespace irgate::hipemu
