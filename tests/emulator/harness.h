// tests/emulator/harness.h — a few lines to translate a .ll text and launch it in a test.
//
//   GlobalMemory mem;  uint64_t out = mem.allocate("out", 256);
//   Report r = run_ok(test::kDivergence, "gfx1100", {1,1,1}, {32,1,1}, {out, 768}, mem);
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "emulator/launch.h"
#include "emulator/translate.h"

namespace irgate::emu::test {

inline Report run_ok(const char* ll, const char* arch, std::vector<uint32_t> grid, std::vector<uint32_t> block,
                     std::vector<uint64_t> args, GlobalMemory& mem, ExecOptions opt = {}) {
  auto program = translate_kernel(ll);
  EXPECT_TRUE(program) << (program ? "" : program.error().message);
  if (!program) return Report{};
  auto a = arch_info(arch);
  EXPECT_TRUE(a);
  LaunchConfig cfg;
  for (int k = 0; k < 3; ++k) cfg.grid[k] = grid[size_t(k)], cfg.block[k] = block[size_t(k)];
  cfg.kernargs = std::move(args);
  auto r = launch(*program, *a, mem, cfg, opt);
  EXPECT_TRUE(r) << (r ? "" : r.error().message);
  return r ? *r : Report{};
}

inline std::string findings_text(const Report& r) {
  std::string s;
  for (const Finding& f : r.findings) s += std::string(finding_kind_name(f.kind)) + ": " + f.message + "\n";
  return s;
}

template <class T>
std::vector<T> read_back(const GlobalMemory& mem, uint64_t addr, size_t count) {
  std::vector<T> v(count);
  mem.read(addr, v.data(), count * sizeof(T));
  return v;
}

}  // namespace irgate::emu::test
