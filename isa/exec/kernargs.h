// isa/exec/kernargs.h — the kernarg segment layout of one kernel, from the code object's
// `.amdgpu_metadata` note (`.args`: offset, size, value kind of every explicit and hidden
// argument), and the segment's bytes for one launch.
//
// Used by isa/exec/predecode.cpp (Program::args) and isa/exec/launch.cpp. The note is read back
// with libLLVM's msgpack::Document (the YAML the decode layer keeps is that Document's own
// printing), not with a parser of ours.
//
//   auto args = read_kernel_args(co.metadata, "irg_dw_wgrad_...");    // error names the kernel
//   std::vector<uint8_t> seg = kernarg_segment(program, values, grid, block);
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "isa/exec/program.h"
#include "support/result.h"

namespace irgate::isa::exec {

Result<std::vector<KernArg>> read_kernel_args(const std::string& metadata_yaml, std::string_view kernel);

// The segment (Program::kernarg_bytes long): explicit argument i holds values[i] (its low
// `size` bytes); the hidden arguments AMDGPUUsage defines for code object v5+ that a dispatch
// fills in (block counts, group sizes, remainders, global offsets, grid dims) hold this
// launch's values; every other byte is 0. Fails when `values` does not match the explicit
// arguments or an argument lies outside the segment.
Result<std::vector<uint8_t>> kernarg_segment(const Program& p, const std::vector<uint64_t>& values,
                                             const uint32_t grid[3], const uint32_t block[3]);

}  // namespace irgate::isa::exec
