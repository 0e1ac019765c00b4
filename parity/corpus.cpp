// parity/corpus.cpp — see corpus.h.
#include "parity/corpus.h"

#include <algorithm>
#include <climits>
#include <set>
#include <sstream>
#include <utility>

#include <nlohmann/json.hpp>

#include "registry/families.h"
#include "registry/spec_json.h"
#include "support/data_root.h"
#include "support/files.h"

namespace irgate::parity {
namespace {

Error bad(const std::string& where, const std::string& what) { return Error{where + ": " + what}; }

Result<Config> parse_entry(const nlohmann::json& e, int family, const std::string& family_name,
                           const std::string& where) {
  Config c;
  c.family = family;
  c.family_name = family_name;
  c.origin = where;
  if (!e.is_object()) return bad(where, "a config is an object");
  for (auto& [key, v] : e.items()) {
    static const std::set<std::string> kKnown = {"id", "arch", "spec", "flavors", "purpose", "expect"};
    if (!kKnown.count(key)) return bad(where + "/" + key, "unknown key");
  }
  if (!e.contains("id") || !e["id"].is_number_integer() || e["id"].get<int64_t>() < 1 ||
      e["id"].get<int64_t>() > INT_MAX)  // get<int>() would wrap it
    return bad(where + "/id", "a positive integer id up to 2147483647 is required");
  c.id = e["id"].get<int>();
  std::string at = where + " (config " + std::to_string(c.id) + ")";
  if (!e.contains("arch") || !e["arch"].is_string()) return bad(at + "/arch", "a string is required");
  c.arch = e["arch"];
  if (!e.contains("purpose") || !e["purpose"].is_string() || e["purpose"].get<std::string>().empty())
    return bad(at + "/purpose", "one line saying why this config exists is required");
  c.purpose = e["purpose"];
  if (e.contains("spec")) {
    auto spec = registry::spec_values_from_json(e["spec"], at + "/spec");
    if (!spec) return spec.error();
    c.spec = std::move(*spec);
    irg_request_t probe = irg_request_default(family, 0, "gfx90a");
    for (const auto& [name, value] : c.spec)
      if (auto s = registry::set_spec_field(probe, name, value); !s) return bad(at + "/spec/" + name, s.error().message);
  }
  if (e.contains("flavors")) {
    if (!e["flavors"].is_array() || e["flavors"].empty()) return bad(at + "/flavors", "a non-empty array of flavor names");
    for (auto& f : e["flavors"]) {
      int flavor = f.is_string() ? registry::flavor_by_name(f.get<std::string>()) : -1;
      if (flavor < 0) return bad(at + "/flavors", "unknown flavor " + f.dump());
      c.flavors.push_back(flavor);
    }
  } else {
    for (int f = 0; f < IRG_FLAVOR_COUNT; ++f) c.flavors.push_back(f);
  }
  if (e.contains("expect")) {
    const auto& x = e["expect"];
    if (x.is_string()) {
      for (int f : c.flavors) c.expect[f] = x;
    } else if (x.is_object()) {
      for (auto& [flavor, id] : x.items()) {
        int fl = registry::flavor_by_name(flavor);
        if (fl < 0 || !id.is_string()) return bad(at + "/expect/" + flavor, "flavor name -> refusal id");
        c.expect[fl] = id;
      }
    } else {
      return bad(at + "/expect", "a refusal id, or an object flavor -> refusal id");
    }
  }
  return c;
}

}  // namespace

irg_request_t Config::request(int flavor, const irg_arch_domain_t* domain) const {
  irg_request_t r = irg_request_default(family, flavor, arch.c_str());
  for (const auto& [name, value] : spec) (void)registry::set_spec_field(r, name, value);  // checked at load
  r.domain = domain;
  return r;
}

std::string Config::expected(int flavor) const {
  auto it = expect.find(flavor);
  return it == expect.end() ? "" : it->second;
}

Result<std::vector<Config>> load_config_file(const std::filesystem::path& path) {
  auto j = load_json(path);
  if (!j) return j.error();
  std::string file = path.string();
  if (string_field(*j, "schema") != kCorpusSchema)
    return bad(file + ": /schema", std::string("expected \"") + kCorpusSchema + "\"");
  std::string family_name = string_field(*j, "family");
  int family = registry::family_id(family_name);
  if (!family) return bad(file + ": /family", "unknown family '" + family_name + "'");
  if (!j->contains("configs") || !(*j)["configs"].is_array()) return bad(file + ": /configs", "an array is required");
  std::vector<Config> out;
  const auto& configs = (*j)["configs"];
  for (size_t i = 0; i < configs.size(); ++i) {
    auto c = parse_entry(configs[i], family, family_name, file + ": /configs/" + std::to_string(i));
    if (!c) return c.error();
    out.push_back(std::move(*c));
  }
  return out;
}

Result<std::vector<Config>> load_corpus(const std::filesystem::path& root) {
  std::filesystem::path dir = data_dir(root, DataDir::corpus);
  std::vector<std::filesystem::path> files;
  std::error_code ec;
  for (auto& entry : std::filesystem::directory_iterator(dir, ec))
    if (entry.path().extension() == ".json") files.push_back(entry.path());
  if (ec) return Error{dir.string() + ": " + ec.message()};
  std::sort(files.begin(), files.end());
  std::vector<Config> corpus;
  std::map<int, std::string> seen;
  for (auto& f : files) {
    auto configs = load_config_file(f);
    if (!configs) return configs.error();
    for (auto& c : *configs) {
      if (!registry::family_by_id(c.family)->owns_id(c.id))
        return Error{c.origin + ": id " + std::to_string(c.id) + " lies outside the ids families.def gives " +
                     c.family_name};
      if (auto [it, fresh] = seen.emplace(c.id, c.origin); !fresh)
        return Error{c.origin + ": id " + std::to_string(c.id) + " is already used at " + it->second};
      corpus.push_back(std::move(c));
    }
  }
  std::sort(corpus.begin(), corpus.end(), [](const Config& a, const Config& b) { return a.id < b.id; });
  return corpus;
}

Result<std::vector<std::string>> parse_only(const std::vector<Config>& corpus, const std::string& csv) {
  std::vector<std::string> items;
  std::stringstream in(csv);
  for (std::string item; std::getline(in, item, ',');) {
    if (item.empty()) continue;
    const bool known =
        std::any_of(corpus.begin(), corpus.end(), [&](const Config& c) { return only_selects({item}, c); });
    if (!known) return Error{"--only: '" + item + "' names no family and no config id of parity/configs"};
    items.push_back(item);
  }
  return items;
}

bool only_selects(const std::vector<std::string>& only, const Config& c) {
  return only.empty() || std::any_of(only.begin(), only.end(), [&](const std::string& item) {
           return item == c.family_name || item == std::to_string(c.id);
         });
}

const Config* find_config(const std::vector<Config>& corpus, int id) {
  for (const Config& c : corpus)
    if (c.id == id) return &c;
  return nullptr;
}

}  // namespace irgate::parity
