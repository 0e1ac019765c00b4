// metadata/kernel_resources.h — kernel resource usage from the `.amdgpu_metadata` YAML note.
//
// Used by the toolchain lane (validate), grid compile, the ISA code-object reader (isa/) and the
// LDS-limit test; it sits below both toolchain/ and isa/, which both read code objects. Reads the YAML keys that
// `llvm-readelf --notes` prints for each entry of `amdhsa.kernels` — never llc's `;` comments,
// which LLVM 22 prints as symbolic expressions (docs/llvm-toolchains.md §Where resource usage is read).
//
//   auto notes = toolchain::read_notes(tc, dir, "k.hsaco");          // or metadata::note_yaml(bytes)
//   std::vector<KernelResources> ks = metadata::parse_kernel_resources(notes->out);
//   if (ks[0].vgpr_spill_count > 0) fail(...);
#pragma once

#include <string>
#include <vector>

namespace irgate::metadata {

struct KernelResources {
  std::string name;
  long vgpr_count = -1, agpr_count = 0, sgpr_count = -1;
  long vgpr_spill_count = -1, sgpr_spill_count = -1;
  long private_segment_fixed_size = -1;  // scratch bytes per lane
  long group_segment_fixed_size = -1;    // LDS bytes
  long wavefront_size = 0;
  bool complete() const;  // every counter was present
};

// One entry per kernel in the note text; empty when the text holds no amdhsa.kernels list.
std::vector<KernelResources> parse_kernel_resources(const std::string& notes_text);

}  // namespace irgate::metadata
