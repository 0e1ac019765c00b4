// arch_domain/cache.h — the measurer's content-addressed cache of cells.
//
// Used by measure.cpp. A cell's key is the SHA-256 (OpenSSL EVP) of the llc `--version`
// output, the probe module text (which holds the declare), the arch and the probe recipe
// version, so a warm re-run is instant and a changed declare re-measures only its cells.
// Folder: $IRGATE_CACHE_DIR, else $XDG_CACHE_HOME/irgate, else ~/.cache/irgate. Only answers
// and crashes are stored (never probe_error or a timeout). A corrupt entry is a miss.
//
//   Cache c = Cache::open_default();
//   std::string k = cache_key(version, module, "gfx1100");
//   if (auto cell = c.get(k)) use(*cell); else c.put(k, measure());
// Entries are small JSON files <dir>/<first two hex digits>/<key>.json, written atomically.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "arch_domain/table.h"

namespace irgate::arch_domain {

std::string sha256_hex(const std::string& bytes);
std::string cache_key(const std::string& llc_version, const std::string& probe_module, const std::string& arch);
// Key of a declare's settled probe recipe (which operands the verifier wants as immediates).
std::string settle_key(const std::string& llc_version, const std::string& declare, int flavor);

class Cache {
 public:
  static Cache open_default();
  static Cache disabled() { return Cache(""); }
  explicit Cache(std::filesystem::path dir) : dir_(std::move(dir)) {}
  std::optional<Cell> get(const std::string& key) const;
  void put(const std::string& key, const Cell& cell) const;  // best effort
  // Settled immediates of a declare (write_probe_module), so a warm run spawns no verifier.
  std::optional<std::vector<int>> get_literals(const std::string& key) const;
  void put_literals(const std::string& key, const std::vector<int>& literals) const;
  const std::filesystem::path& dir() const { return dir_; }

 private:
  std::optional<nlohmann::json> read(const std::string& key) const;
  void write(const std::string& key, const nlohmann::json& j) const;
  std::filesystem::path dir_;  // empty: disabled
};

}  // namespace irgate::arch_domain
