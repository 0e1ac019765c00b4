// golden/index.cpp — see index.h.
#include "golden/index.h"

#include <climits>
#include <cstdlib>

#include <nlohmann/json.hpp>

#include "support/files.h"

namespace irgate::golden {
namespace {

Error bad(const std::filesystem::path& p, const std::string& where, const std::string& what) {
  return Error{p.string() + ": at " + where + ": " + what};
}

Result<int> id_of(const std::filesystem::path& p, const std::string& where, const std::string& key) {
  char* end = nullptr;
  long v = std::strtol(key.c_str(), &end, 10);
  // Past INT_MAX (strtol also clamps at LONG_MAX) the id would wrap to a negative int, which
  // render_index writes and load refuses (fuzz/golden_index_fuzzer found "222...204").
  if (key.empty() || *end != '\0' || v < 1 || v > INT_MAX)
    return bad(p, where, "a config id is a positive integer up to 2147483647 (got \"" + key + "\")");
  return static_cast<int>(v);
}

}  // namespace

std::filesystem::path index_path(const std::filesystem::path& data, const std::string& target, const std::string& family) {
  return data / target / (family + ".json");
}

std::filesystem::path text_path(const std::filesystem::path& data, const std::string& target, const std::string& family,
                                int id) {
  return data / target / family / (std::to_string(id) + (target == kCanonical ? ".ir" : ".ll"));
}

Result<Index> load_index(const std::filesystem::path& path) {
  auto j = load_json(path);
  if (!j) return j.error();
  if (string_field(*j, "schema") != kSchema)
    return bad(path, "/schema", std::string("expected \"") + kSchema + "\"");
  Index index;
  try {
    index.target = j->at("flavor").get<std::string>();
    index.family = j->at("family").get<std::string>();
    for (auto& [key, c] : j->at("cases").items()) {
      std::string where = "/cases/" + key;
      auto id = id_of(path, where, key);
      if (!id) return id.error();
      Case out{c.at("arch"), c.at("kernel"), c.at("sha256"), c.at("bytes")};
      if (out.sha256.size() != 64) return bad(path, where + "/sha256", "64 hex digits expected");
      index.cases[*id] = out;
    }
    for (auto& [key, r] : j->at("refusals").items()) {
      auto id = id_of(path, "/refusals/" + key, key);
      if (!id) return id.error();
      index.refusals[*id] = Refusal{r.at("refusal_id"), r.at("text")};
    }
  } catch (const nlohmann::json::exception& e) {
    return bad(path, "/", std::string("malformed golden index: ") + e.what());
  }
  return index;
}

std::string render_index(const Index& index) {
  std::string out = "{\n  \"cases\": {";
  bool first = true;
  for (const auto& [id, c] : index.cases) {
    nlohmann::json line = {{"arch", c.arch}, {"bytes", c.bytes}, {"kernel", c.kernel}, {"sha256", c.sha256}};
    out += std::string(first ? "\n" : ",\n") + "    \"" + std::to_string(id) + "\": " + line.dump();
    first = false;
  }
  out += first ? "},\n" : "\n  },\n";
  out += "  \"family\": " + nlohmann::json(index.family).dump() + ",\n";
  out += "  \"flavor\": " + nlohmann::json(index.target).dump() + ",\n";
  out += "  \"generator\": " + nlohmann::json(kGenerator).dump() + ",\n";
  out += "  \"refusals\": {";
  first = true;
  for (const auto& [id, r] : index.refusals) {
    nlohmann::json line = {{"refusal_id", r.refusal_id}, {"text", r.text}};
    out += std::string(first ? "\n" : ",\n") + "    \"" + std::to_string(id) + "\": " + line.dump();
    first = false;
  }
  out += first ? "},\n" : "\n  },\n";
  out += "  \"schema\": " + nlohmann::json(kSchema).dump() + "\n}\n";
  return out;
}

}  // namespace irgate::golden
