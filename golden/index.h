// golden/index.h — the golden index of one (target, family): load, render, and the blessed
// texts beside it.
//
// A target is a flavor ("llvm22") or "canonical" (the flavor-free tile IR). The index file is
// golden/data/<target>/<family>.json, schema irgate.golden/v1: sorted keys, one line per case,
// no timestamps or paths. Each case's blessed text is golden/data/<target>/<family>/<id>.ll
// (.ir for canonical), so a re-bless shows up in review as an IR diff. A malformed index names
// file:line:col (syntax) or file + JSON pointer (content); the caller exits 2.
//
//   auto index = golden::load_index(golden::index_path(data, "llvm22", "direct_wgrad_reduce"));
//   if (!index) return index.error();
//   const golden::Case& c = index->cases.at(201);
#pragma once

#include <filesystem>
#include <map>
#include <string>

#include "support/result.h"

namespace irgate::golden {

inline constexpr const char* kSchema = "irgate.golden/v1";
inline constexpr const char* kGenerator = "irgate golden 1";
inline constexpr const char* kCanonical = "canonical";

struct Case {
  std::string arch, kernel, sha256;
  int64_t bytes = 0;
  bool operator==(const Case&) const = default;
};

struct Refusal {
  std::string refusal_id, text;
  bool operator==(const Refusal&) const = default;
};

struct Index {
  std::string target, family;
  std::map<int, Case> cases;
  std::map<int, Refusal> refusals;
};

std::filesystem::path index_path(const std::filesystem::path& data, const std::string& target, const std::string& family);
std::filesystem::path text_path(const std::filesystem::path& data, const std::string& target, const std::string& family,
                                int id);
Result<Index> load_index(const std::filesystem::path& path);
std::string render_index(const Index& index);  // the exact bytes of the file

}  // namespace irgate::golden
