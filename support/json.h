// support/json.h — the one way irgate reads JSON: a size limit, a nesting-depth limit, and
// errors that name file:line:col; plus the one JSON style irgate writes.
//
// Every JSON the tool reads (corpus configs, --spec files, golden indexes, arch-domain tables,
// the measure cache, shard reports for `irgate merge`) comes in through load_json() or
// parse_json(), so a hostile file (a 4 MB spec of 2,000,000 nested arrays, a 10 GB report) is
// refused with exit code 2 before anything recursive sees it. The limits sit far above what
// irgate's own files need (their deepest nesting is 4, the largest a few hundred KB).
//
//   Result<nlohmann::json> j = load_json("parity/configs/direct_wgrad_reduce.json");
//   if (!j) return j.error();   // "x.json:1:4097: JSON nested deeper than 64 levels ..." exit 2
//   Result<nlohmann::json> t = parse_json(text, "stdin", JsonLimits{.max_bytes = 1 << 20});
//
// This header forward-declares json (<nlohmann/json_fwd.hpp>); a .cpp file that uses the value
// includes <nlohmann/json.hpp> itself (docs/building.md, "Headers and the header-only libraries").
#pragma once

#include <cstddef>
#include <filesystem>
#include <string>
#include <string_view>

#include <nlohmann/json_fwd.hpp>

#include "support/result.h"

namespace irgate {

struct JsonLimits {
  std::size_t max_bytes = std::size_t{64} << 20;  // the whole document
  int max_depth = 64;                              // open arrays + objects at once
};

// Reads at most limits.max_bytes (+1 to see that it is over) and parses it.
Result<nlohmann::json> load_json(const std::filesystem::path& path, const JsonLimits& limits = {});
// Parses `text` as JSON; `origin` names it in errors ("origin:line:col: message").
Result<nlohmann::json> parse_json(std::string_view text, const std::string& origin,
                                  const JsonLimits& limits = {});
// Sorted keys, 2-space indent, trailing newline: the one JSON style irgate writes.
std::string dump_json(const nlohmann::json& j);
// object[key] when `object` is an object holding a string there, else "". Loaders use it instead
// of json::value(key, ""), which throws type_error when the key holds another type
// ({"family": []}): an exception no loader caught, so hostile files ended the program.
std::string string_field(const nlohmann::json& object, const char* key);

}  // namespace irgate
