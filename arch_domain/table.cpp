// arch_domain/table.cpp — see table.h.
#include "arch_domain/table.h"

#include <nlohmann/json.hpp>

#include "support/data_root.h"
#include "support/files.h"

namespace irgate::arch_domain {
namespace {

struct StatusRow {
  const char* name;
  irg_domain_status value;
  bool answer;
};
constexpr StatusRow kStatuses[] = {
#define IRG_DOMAIN_STATUS(Enum, name, value, klass) \
  {name, IRG_DOMAIN_##Enum, std::string_view(#klass).starts_with("ANSWER")},
#include "irgate/domain_statuses.def"
#undef IRG_DOMAIN_STATUS
};

constexpr const char* kFlavorNames[] = {
#define IRG_FLAVOR(Enum, name, major, first, last) name,
#include "irgate/flavors.def"
#undef IRG_FLAVOR
};

constexpr const char* kKeyNames[] = {
#define IRG_INTRINSIC(Enum, key, text) key,
#define IRG_DECLARE_FROM(Enum, flavor, text)
#include "irgate/intrinsics.def"
#undef IRG_INTRINSIC
#undef IRG_DECLARE_FROM
};

constexpr const char* kArchNames[] = {
#define IRG_ARCH(Enum, name, family, wave, lds, first, dword3, cpol12, vgprs, vgprs_big, grid_yz) name,
#include "irgate/arches.def"
#undef IRG_ARCH
};

Error bad(const std::string& origin, const std::string& where, const std::string& what) {
  return Error{origin + ": at " + where + ": " + what};
}

}  // namespace

const char* status_name(irg_domain_status s) {
  for (auto& r : kStatuses)
    if (r.value == s) return r.name;
  return "unknown";
}

Result<irg_domain_status> status_from_name(const std::string& name) {
  for (auto& r : kStatuses)
    if (name == r.name) return r.value;
  return Error{"unknown status '" + name + "'"};
}

bool status_is_answer(irg_domain_status s) {
  for (auto& r : kStatuses)
    if (r.value == s) return r.answer;
  return false;
}

std::filesystem::path table_path(const std::filesystem::path& root, int flavor) {
  return data_dir(root, DataDir::arch_tables) / (std::string(kFlavorNames[flavor]) + ".json");
}

Result<Table> parse_table(const nlohmann::json& j, const std::string& origin) {
  Table t;
  if (!j.is_object()) return bad(origin, "/", "a table is a JSON object");
  if (string_field(j, "schema") != kSchema) return bad(origin, "/schema", std::string("expected \"") + kSchema + "\"");
  const auto& tc = j.value("toolchain", nlohmann::json::object());
  std::string flavor = string_field(tc, "flavor");
  t.flavor = -1;
  for (int f = 0; f < IRG_FLAVOR_COUNT; ++f)
    if (flavor == kFlavorNames[f]) t.flavor = f;
  if (t.flavor < 0) return bad(origin, "/toolchain/flavor", "unknown flavor '" + flavor + "'");
  if (!tc.contains("llvm_version") || !tc["llvm_version"].is_string())
    return bad(origin, "/toolchain/llvm_version", "missing string");
  t.llvm_version = tc["llvm_version"];
  if (!tc.contains("arches") || !tc["arches"].is_array()) return bad(origin, "/toolchain/arches", "missing array");
  for (auto& a : tc["arches"]) {
    if (!a.is_string()) return bad(origin, "/toolchain/arches", "an array of arch names");
    t.arches.push_back(a.get<std::string>());
  }
  if (!tc.contains("generator") || !tc["generator"].is_number_integer())
    return bad(origin, "/toolchain/generator", "missing integer");
  t.generator = tc["generator"];
  if (j.contains("declares")) {
    for (auto& [k, v] : j["declares"].items()) {
      if (!v.is_string()) return bad(origin, "/declares/" + k, "expected a string");
      t.declares[k] = v;
    }
  }
  if (!j.contains("keys") || !j["keys"].is_object()) return bad(origin, "/keys", "missing object");
  for (auto& [key, row] : j["keys"].items()) {
    if (!row.is_object()) return bad(origin, "/keys/" + key, "expected an object of arches");
    for (auto& [arch, cell] : row.items()) {
      std::string where = "/keys/" + key + "/" + arch;
      if (!cell.is_object() || !cell.contains("status") || !cell["status"].is_string())
        return bad(origin, where, "a cell is {\"status\": ..., \"evidence\"?: ...}");
      auto st = status_from_name(cell["status"]);
      if (!st) return bad(origin, where + "/status", st.error().message);
      if (*st == IRG_DOMAIN_PROBE_ERROR) return bad(origin, where, "probe_error is never written to a table");
      Cell c{*st, string_field(cell, "evidence")};
      if (c.status != IRG_DOMAIN_OK && c.evidence.empty())
        return bad(origin, where, "a non-ok cell keeps its first diagnostic line as evidence");
      t.keys[key][arch] = c;
    }
  }
  return t;
}

Result<Table> load_table(const std::filesystem::path& path) {
  auto j = load_json(path);
  if (!j) return j.error();
  return parse_table(*j, path.string());
}

nlohmann::json to_json(const Table& t) {
  nlohmann::json j;
  j["schema"] = kSchema;
  j["toolchain"] = {{"flavor", kFlavorNames[t.flavor]},
                    {"llvm_version", t.llvm_version},
                    {"arches", t.arches},
                    {"generator", t.generator}};
  j["declares"] = t.declares;
  nlohmann::json keys = nlohmann::json::object();
  for (auto& [key, row] : t.keys) {
    for (auto& [arch, c] : row) {
      nlohmann::json cell = {{"status", status_name(c.status)}};
      if (!c.evidence.empty()) cell["evidence"] = c.evidence;
      keys[key][arch] = cell;
    }
  }
  j["keys"] = keys;
  return j;
}

Status save_table(const std::filesystem::path& path, const Table& t) {
  return write_atomic(path, dump_json(to_json(t)));
}

View::View(Table t) : table_(std::move(t)), view_(std::make_unique<irg_arch_domain_t>()) {
  view_->flavor = table_.flavor;
  for (int k = 0; k < IRG_INTRINSIC_COUNT; ++k) {
    for (int a = 0; a < IRG_ARCH_COUNT; ++a) {
      irg_domain_cell_t& out = view_->cells[k][a];
      out.status = IRG_DOMAIN_UNMEASURED;
      out.evidence = "no cell in the table";
      auto row = table_.keys.find(kKeyNames[k]);
      if (row == table_.keys.end()) continue;
      auto cell = row->second.find(kArchNames[a]);
      if (cell == row->second.end()) continue;
      out.status = cell->second.status;
      out.evidence = cell->second.evidence.c_str();
    }
  }
}

Result<std::shared_ptr<const View>> load_view(const std::filesystem::path& root, int flavor) {
  auto t = load_table(table_path(root, flavor));
  if (!t) return t.error();
  if (t->flavor != flavor)
    return Error{table_path(root, flavor).string() + ": at /toolchain/flavor: table of " +
                 kFlavorNames[t->flavor] + " in the file of " + kFlavorNames[flavor]};
  return std::shared_ptr<const View>(std::make_shared<View>(std::move(*t)));
}

}  // namespace irgate::arch_domain
