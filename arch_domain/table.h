// arch_domain/table.h — one flavor's arch-domain table: load, validate, save, and the
// read-only view the engines consult.
//
// File: arch_domain/tables/<flavor>.json, schema irgate.arch_domain/v1 (docs/arch-domain.md):
//   { "schema": "irgate.arch_domain/v1",
//     "toolchain": {"flavor", "llvm_version", "arches": [...], "generator": N},
//     "declares": {key -> the declare text that was measured},
//     "keys": {key -> {arch -> {"status": "...", "evidence": "..."}}} }
// Sorted keys, no volatile fields. A malformed table names the file and position; exit 2.
//
//   auto view = arch_domain::load_view(root, IRG_FLAVOR_LLVM22);
//   if (!view) return view.error();
//   request.domain = (*view)->get();
#pragma once

#include <filesystem>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "irgate/arch_domain_view.h"
#include "support/result.h"

namespace irgate::arch_domain {

inline constexpr const char* kSchema = "irgate.arch_domain/v1";

struct Cell {
  irg_domain_status status = IRG_DOMAIN_UNMEASURED;
  std::string evidence;
  bool operator==(const Cell&) const = default;
};

struct Table {
  int flavor = 0;
  std::string llvm_version;
  std::vector<std::string> arches;
  int generator = 0;
  std::map<std::string, std::string> declares;                 // key -> measured declare text
  std::map<std::string, std::map<std::string, Cell>> keys;     // key -> arch -> cell
};

// Status names <-> values (domain_statuses.def).
const char* status_name(irg_domain_status s);
Result<irg_domain_status> status_from_name(const std::string& name);
bool status_is_answer(irg_domain_status s);

Result<Table> parse_table(const nlohmann::json& j, const std::string& origin);
Result<Table> load_table(const std::filesystem::path& path);
nlohmann::json to_json(const Table& t);
Status save_table(const std::filesystem::path& path, const Table& t);  // atomic

std::filesystem::path table_path(const std::filesystem::path& root, int flavor);

// Owns the evidence strings the irg_arch_domain_t points into.
class View {
 public:
  explicit View(Table t);
  const irg_arch_domain_t* get() const { return view_.get(); }
  const Table& table() const { return table_; }

 private:
  Table table_;
  std::unique_ptr<irg_arch_domain_t> view_;
};

Result<std::shared_ptr<const View>> load_view(const std::filesystem::path& root, int flavor);

}  // namespace irgate::arch_domain
