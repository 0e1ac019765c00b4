// hip_emu/config.cpp — see config.h.
#include "hip_emu/config.h"

#include <nlohmann/json.hpp>

#include "machine/arch.h"
#include "support/json.h"

namespace irgate::hipemu {

namespace {

Result<uint64_t> positive(const nlohmann::json& v, const std::string& where) {
  if (!v.is_number_unsigned() || v.get<uint64_t>() == 0) return Error{where + ": wants a positive integer (got " + v.dump() + ")"};
  return v.get<uint64_t>();
}

Status read_file(const std::string& path, Config& c) {
  auto j = load_json(path);
  if (!j) return j.error();
  if (!j->is_object()) return Error{path + ": wants a JSON object"};
  for (const auto& [key, v] : j->items()) {
    const std::string where = path + ": " + key;
    if (key == "devices") {
      if (!v.is_array()) return Error{where + ": wants a list of arches"};
      std::string list;
      for (const auto& a : v) {
        if (!a.is_string()) return Error{where + ": wants arch names (got " + a.dump() + ")"};
        list += (list.empty() ? "" : ",") + a.get<std::string>();
      }
      auto arches = parse_arch_list(list, where);
      if (!arches) return arches.error();
      c.arches = *arches;
    } else if (key == "memory_bytes" || key == "max_wave_instructions") {
      auto n = positive(v, where);
      if (!n) return n.error();
      (key == "memory_bytes" ? c.memory_bytes : c.max_wave_instructions) = *n;
    } else if (key == "schedule_seed") {
      if (!v.is_number_unsigned()) return Error{where + ": wants an unsigned integer (got " + v.dump() + ")"};
      c.schedule_seed = v.get<uint64_t>();
    } else if (key == "findings") {
      const std::string rule = v.is_string() ? v.get<std::string>() : "";
      if (rule == "warn") c.findings = FindingsRule::warn;
      else if (rule == "error") c.findings = FindingsRule::error;
      else if (rule == "quiet") c.findings = FindingsRule::quiet;
      else return Error{where + ": wants \"warn\", \"error\" or \"quiet\" (got " + v.dump() + ")"};
    } else {
      return Error{where + ": unknown key (devices, memory_bytes, max_wave_instructions, schedule_seed, findings)"};
    }
  }
  c.origin = path;
  return ok();
}

}  // namespace

Result<std::vector<std::string>> parse_arch_list(const std::string& list, const std::string& origin) {
  std::vector<std::string> arches;
  for (size_t at = 0; at <= list.size();) {
    size_t end = std::min(list.find(',', at), list.size());
    std::string item = list.substr(at, end - at);
    item.erase(0, item.find_first_not_of(" \t"));
    item.erase(item.find_last_not_of(" \t") + 1);
    at = end + 1;
    if (item.empty()) continue;
    auto arch = emu::arch_info(item);
    if (!arch) return Error{origin + ": " + item + " is not a wired arch (" + arch.error().message + ")"};
    arches.push_back(arch->name);
  }
  if (arches.empty()) return Error{origin + ": names no device (\"" + list + "\")"};
  return arches;
}

Result<Config> load_config(const std::function<const char*(const char*)>& env) {
  Config c;
  const char* file = env(kConfigVariable);
  if (file && *file)
    if (auto s = read_file(file, c); !s) return s.error();
  const char* arch = env(kArchVariable);
  if (arch && *arch) {
    auto arches = parse_arch_list(arch, kArchVariable);
    if (!arches) return arches.error();
    c.arches = *arches;
    c.origin = kArchVariable;
  }
  return c;
}

}  // namespace irgate::hipemu
