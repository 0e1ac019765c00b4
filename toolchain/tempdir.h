// toolchain/tempdir.h — a private temporary folder (mkdtemp, mode 0700), removed on destruction.
//
// Every toolchain run (probe, validate) works in one, so llc's outputs and core files never
// land in the worktree and parallel runs never share a file.
//
//   auto dir = toolchain::TempDir::create("irgate-measure");
//   if (!dir) return dir.error();
//   write_file(dir->path() / "probe.ll", text);
#pragma once

#include <filesystem>
#include <string>

#include "support/result.h"

namespace irgate::toolchain {

class TempDir {
 public:
  static Result<TempDir> create(const std::string& prefix);
  TempDir(TempDir&& o) noexcept : path_(std::move(o.path_)) { o.path_.clear(); }
  TempDir& operator=(TempDir&&) = delete;
  TempDir(const TempDir&) = delete;
  ~TempDir();
  const std::filesystem::path& path() const { return path_; }

 private:
  explicit TempDir(std::filesystem::path p) : path_(std::move(p)) {}
  std::filesystem::path path_;
};

// Writes bytes to a file (not atomically: for scratch files inside a TempDir).
Status write_scratch(const std::filesystem::path& path, const std::string& bytes);

}  // namespace irgate::toolchain
