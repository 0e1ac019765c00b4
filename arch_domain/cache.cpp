// arch_domain/cache.cpp — see cache.h.
#include "arch_domain/cache.h"

#include <openssl/evp.h>

#include <cstdio>
#include <cstdlib>

#include <nlohmann/json.hpp>

#include "arch_domain/probe.h"
#include "support/files.h"

namespace irgate::arch_domain {

std::string sha256_hex(const std::string& bytes) {
  unsigned char md[EVP_MAX_MD_SIZE];
  unsigned int len = 0;
  EVP_MD_CTX* ctx = EVP_MD_CTX_new();
  if (ctx == nullptr) return "";
  bool good = EVP_DigestInit_ex(ctx, EVP_sha256(), nullptr) == 1 &&
              EVP_DigestUpdate(ctx, bytes.data(), bytes.size()) == 1 && EVP_DigestFinal_ex(ctx, md, &len) == 1;
  EVP_MD_CTX_free(ctx);
  if (!good) return "";
  std::string hex;
  char buf[3];
  for (unsigned i = 0; i < len; ++i) {
    std::snprintf(buf, sizeof buf, "%02x", md[i]);
    hex += buf;
  }
  return hex;
}

std::string cache_key(const std::string& llc_version, const std::string& probe_module, const std::string& arch) {
  std::string material = "irgate.arch_domain.cell\n";
  material += "recipe " + std::to_string(probe::kRecipeVersion) + "\n";
  for (const std::string* part : {&llc_version, &probe_module, &arch})
    material += std::to_string(part->size()) + ":" + *part + "\n";
  return sha256_hex(material);
}

std::string settle_key(const std::string& llc_version, const std::string& declare, int flavor) {
  return cache_key(llc_version, "settle " + std::to_string(flavor) + "\n" + declare, "(any arch)");
}

Cache Cache::open_default() {
  if (const char* d = std::getenv("IRGATE_CACHE_DIR"); d && *d) return Cache(d);
  if (const char* x = std::getenv("XDG_CACHE_HOME"); x && *x) return Cache(std::filesystem::path(x) / "irgate");
  if (const char* h = std::getenv("HOME"); h && *h) return Cache(std::filesystem::path(h) / ".cache" / "irgate");
  return disabled();
}

std::optional<nlohmann::json> Cache::read(const std::string& key) const {
  if (dir_.empty() || key.size() < 3) return std::nullopt;
  auto path = dir_ / key.substr(0, 2) / (key + ".json");
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) return std::nullopt;
  // An entry is a few hundred bytes; anything past 1 MiB (or too deep) is corrupt: a miss.
  auto j = load_json(path, JsonLimits{.max_bytes = std::size_t{1} << 20});
  if (!j || !j->is_object()) return std::nullopt;
  return *j;
}

void Cache::write(const std::string& key, const nlohmann::json& j) const {
  if (dir_.empty() || key.size() < 3) return;
  std::error_code ec;
  auto folder = dir_ / key.substr(0, 2);
  std::filesystem::create_directories(folder, ec);
  if (ec) return;
  (void)write_atomic(folder / (key + ".json"), dump_json(j));
}

std::optional<Cell> Cache::get(const std::string& key) const {
  auto j = read(key);
  if (!j || !(*j)["status"].is_string()) return std::nullopt;
  auto st = status_from_name((*j)["status"]);
  if (!st || *st == IRG_DOMAIN_PROBE_ERROR || *st == IRG_DOMAIN_TOOLCHAIN_TIMEOUT) return std::nullopt;
  if (j->contains("evidence") && !(*j)["evidence"].is_string()) return std::nullopt;
  Cell c{*st, j->value("evidence", "")};
  if (c.status != IRG_DOMAIN_OK && c.evidence.empty()) return std::nullopt;
  return c;
}

void Cache::put(const std::string& key, const Cell& cell) const {
  if (cell.status == IRG_DOMAIN_PROBE_ERROR || cell.status == IRG_DOMAIN_TOOLCHAIN_TIMEOUT) return;
  nlohmann::json j = {{"status", status_name(cell.status)}};
  if (!cell.evidence.empty()) j["evidence"] = cell.evidence;
  write(key, j);
}

std::optional<std::vector<int>> Cache::get_literals(const std::string& key) const {
  auto j = read(key);
  if (!j || !j->contains("literals") || !(*j)["literals"].is_array()) return std::nullopt;
  std::vector<int> v;
  for (auto& x : (*j)["literals"]) {
    if (!x.is_number_integer()) return std::nullopt;
    v.push_back(x.get<int>());
  }
  return v;
}

void Cache::put_literals(const std::string& key, const std::vector<int>& literals) const {
  write(key, nlohmann::json{{"literals", literals}});
}

}  // namespace irgate::arch_domain
