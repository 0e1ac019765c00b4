// hip_emu/code_object_image.cpp — see code_object_image.h. Field offsets: the System V ABI's
// ELF64 header (e_phoff 32, e_shoff 40, e_phentsize 54, e_phnum 56, e_shentsize 58, e_shnum 60),
// section header (sh_type 4, sh_offset 24, sh_size 32) and program header (p_offset 8,
// p_filesz 32).
#include "hip_emu/code_object_image.h"

#include <algorithm>
#include <cstdint>
#include <cstring>

namespace irgate::hipemu {

namespace {

template <class T>
T field(const uint8_t* at) {
  T v;
  std::memcpy(&v, at, sizeof v);
  return v;
}

constexpr uint32_t kNoBits = 8;  // SHT_NOBITS: a section with no bytes in the file

}  // namespace

Result<size_t> elf_image_size(const void* image) {
  if (!image) return Error{"the image pointer is null"};
  const auto* b = static_cast<const uint8_t*>(image);
  if (std::memcmp(b, "__CLANG_OFFLOAD_BUNDLE__", 24) == 0)
    return Error{"a clang offload bundle: the emulated device loads linked code objects (.hsaco) only; "
                 "unbundle it (clang-offload-bundler --unbundle) or link with ld.lld -shared"};
  if (std::memcmp(b, "\x7f" "ELF", 4) != 0) return Error{"not an ELF image (no \\x7fELF magic)"};
  if (b[4] != 2 || b[5] != 1) return Error{"not an ELF64 little-endian image"};
  const auto phoff = field<uint64_t>(b + 32), shoff = field<uint64_t>(b + 40);
  const auto phentsize = field<uint16_t>(b + 54), phnum = field<uint16_t>(b + 56);
  const auto shentsize = field<uint16_t>(b + 58), shnum = field<uint16_t>(b + 60);
  if (phoff > kMaxImageBytes || shoff > kMaxImageBytes) return Error{"ELF header offsets past 1 GiB"};
  uint64_t end = 64;
  end = std::max<uint64_t>(end, phoff + uint64_t(phentsize) * phnum);
  end = std::max<uint64_t>(end, shoff + uint64_t(shentsize) * shnum);
  for (uint16_t i = 0; i < shnum && shentsize >= 40; ++i) {
    const uint8_t* sh = b + shoff + uint64_t(i) * shentsize;
    if (field<uint32_t>(sh + 4) == kNoBits) continue;
    end = std::max<uint64_t>(end, field<uint64_t>(sh + 24) + field<uint64_t>(sh + 32));
    if (end > kMaxImageBytes) return Error{"section " + std::to_string(i) + " ends past 1 GiB"};
  }
  for (uint16_t i = 0; i < phnum && phentsize >= 40; ++i) {
    const uint8_t* ph = b + phoff + uint64_t(i) * phentsize;
    end = std::max<uint64_t>(end, field<uint64_t>(ph + 8) + field<uint64_t>(ph + 32));
    if (end > kMaxImageBytes) return Error{"segment " + std::to_string(i) + " ends past 1 GiB"};
  }
  return size_t(end);
}

}  // namespace irgate::hipemu
