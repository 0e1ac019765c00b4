// toolchain/codegen_options.h — the one definition of how irgate compiles and links a kernel:
// target triple, llc optimisation level and output kind, the per-arch llc options, ld.lld's
// flags.
//
// Used by the subprocess steps (steps.cpp builds llc's and ld.lld's argv from it) and by the
// in-process path (in_process/: the TargetMachine is configured from the same constants, the
// per-arch options are set as llc would parse them, and liblld gets the same flags), so the two
// cannot drift apart; the identity test (tests/toolchain/in_process_identity_test.cpp) checks
// the bytes they produce. No -mattr and no -amdgpu-* option but llc_arch_options' is passed:
// the kernel's IR attributes say everything else.
//
//   run_process(toolchain::llc_argv(tc.llc, "gfx1250", "kernel.ll", "kernel.o"), opts);
#pragma once

#include <string>
#include <vector>

namespace irgate::toolchain {

inline constexpr const char* kTargetTriple = "amdgcn-amd-amdhsa";
inline constexpr int kLlcOptLevel = 3;  // llc -O3

// llc options for one arch (its base name: "gfx1250"), beyond the ones every arch gets.
//
// gfx1250: -enable-post-misched=false. llc-22's AMDGPULowerVGPREncoding (22.1.x: the hoist of
// llvm-project PR #172108 without its fix, PR #176206) places an s_set_vgpr_msb meant for the
// instruction after a barrier in front of the VALU instruction before the barrier, which then
// reads or writes VGPRs past the kernel's allocation. The post-RA machine scheduler is what
// moves VALU work in front of s_barrier_wait; without it the corpus and the gfx1250 grids pass
// the ISA audit (docs/isa-audit.md: the evidence, the numbers, the options not taken).
//
// gfx1250: -amdgpu-enable-vopd=false. llc-22's hazard recognizer checks WMMA co-execution windows
// only against plain VALU consumers (llvm-project PR #183573, February 2026, not in 22.x): where a
// loop exits straight after its last WMMA, a VOPD writing the WMMA's D follows it with no wait
// state (corpus configs 211, 219, 220, 221, 252; isa/hazards wmma_valu_waw). Without VOPD the
// same instructions are plain VALUs and llc-22 covers them with v_nops (docs/isa-audit.md).
std::vector<std::string> llc_arch_options(const std::string& arch);
// What the per-arch options add to a toolchain's identity (a kernel cache records it beside the
// llc version): "" when no arch has any, else e.g.
// "gfx1250:-enable-post-misched=false,-amdgpu-enable-vopd=false".
std::string llc_options_signature();

// {llc, -O3, -mtriple=amdgcn-amd-amdhsa, -mcpu=<arch>, <llc_arch_options(arch)...>, -filetype=obj,
//  <ll>, -o, <obj>}
std::vector<std::string> llc_argv(const std::string& llc, const std::string& arch, const std::string& ll,
                                  const std::string& obj);
// {lld, -shared, --no-undefined, --threads=1, <obj>, -o, <out>}: --no-undefined turns an
// intrinsic this LLVM does not know (an undefined llvm.* symbol) into a link error
// (docs/llvm-toolchains.md, the traps). --threads=1 links on the calling thread: a one-kernel link
// gains nothing from threads, and liblld's thread pool is a process-wide static (a forked build
// child once inherited it without its threads and waited forever; build workers are exec'd
// now, docs/processes.md). The bytes are the same either way (the identity test).
std::vector<std::string> lld_argv(const std::string& lld, const std::string& obj, const std::string& out);

}  // namespace irgate::toolchain
