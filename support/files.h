// support/files.h — reading files (whole, or refusing past a size limit) and writing them
// atomically. JSON reading lives in support/json.h, included here so that the many callers of
// load_json() that include this header keep working with one include.
//
// write_atomic() writes a temp file in the target's own folder, fsyncs it and renames it over
// the target, so a reader (or a crash) sees the old bytes or the new ones, never half.
//
//   if (auto s = write_atomic("golden/data/llvm22/x.json", text); !s) return s.error();
//   Result<std::string> t = read_file("spec.json", 1 << 20);   // error past 1 MiB, exit 2
#pragma once

#include <cstddef>
#include <filesystem>
#include <string>
#include <string_view>

#include "support/json.h"
#include "support/result.h"

namespace irgate {

Result<std::string> read_file(const std::filesystem::path& path);
// Like read_file, but reads no more than max_bytes + 1 (works on pipes and /dev files too, where
// a size cannot be asked first) and refuses a longer file, naming the path and the limit.
Result<std::string> read_file(const std::filesystem::path& path, std::size_t max_bytes);
Status write_atomic(const std::filesystem::path& path, std::string_view bytes);

}  // namespace irgate
