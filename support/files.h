// support/files.h — reading files, writing them atomically, and JSON with positions.
//
// write_atomic() writes a temp file in the target's own folder, fsyncs it and renames it over
// the target, so a reader (or a crash) sees the old bytes or the new ones, never half.
// load_json() names file:line:col on a syntax error.
//
//   if (auto s = write_atomic("golden/data/llvm22/x.json", text); !s) return s.error();
//   Result<nlohmann::json> j = load_json("parity/configs/direct_wgrad_reduce.json");
#pragma once

#include <filesystem>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "support/result.h"

namespace irgate {

Result<std::string> read_file(const std::filesystem::path& path);
Status write_atomic(const std::filesystem::path& path, std::string_view bytes);
Result<nlohmann::json> load_json(const std::filesystem::path& path);
// Parses `text` as JSON; `origin` names it in errors ("file:line:col: message").
Result<nlohmann::json> parse_json(std::string_view text, const std::string& origin);
// Sorted keys, 2-space indent, trailing newline: the one JSON style irgate writes.
std::string dump_json(const nlohmann::json& j);

}  // namespace irgate
