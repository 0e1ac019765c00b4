// fuzz/input_file.h — hands a fuzzer's bytes to a loader that only takes a path.
//
// The JSON loaders (parity corpus files, golden indexes, arch-domain tables) read a path through
// support/json.h's load_json(), so the fuzzers feed them the file they read in production
// instead of a parse-from-string shortcut. The bytes live in an anonymous memory file
// (memfd_create), rewritten per input and named /proc/self/fd/N: no disk writes, no temp files
// left behind by a fuzzer that is killed.
//
//   static fuzz::InputFile file;
//   const std::filesystem::path& p = file.hold(data, size);   // then load_index(p)
#pragma once

#include <sys/mman.h>
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <string>

namespace fuzz {

class InputFile {
 public:
  InputFile() : fd_(memfd_create("irgate-fuzz-input", 0)) {
    if (fd_ < 0) std::abort();  // the harness cannot run at all: not an input's fault
    path_ = "/proc/self/fd/" + std::to_string(fd_);
  }
  InputFile(const InputFile&) = delete;
  InputFile& operator=(const InputFile&) = delete;
  ~InputFile() { close(fd_); }

  // Replaces the file's contents with the input and returns its path.
  const std::filesystem::path& hold(const uint8_t* data, size_t size) {
    if (ftruncate(fd_, 0) != 0) std::abort();
    size_t written = 0;
    while (written < size) {
      ssize_t n = pwrite(fd_, data + written, size - written, static_cast<off_t>(written));
      if (n <= 0) std::abort();
      written += static_cast<size_t>(n);
    }
    return path_;
  }

 private:
  int fd_;
  std::filesystem::path path_;
};

}  // namespace fuzz
