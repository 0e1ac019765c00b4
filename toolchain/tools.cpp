// toolchain/tools.cpp — see tools.h.
#include "toolchain/tools.h"

#include <unistd.h>

#include <cstdlib>
#include <sstream>

#include "irgate/abi.h"
#include "toolchain/codegen_options.h"

namespace irgate::toolchain {
namespace {

struct FlavorRow {
  const char* name;
  int major;
};
constexpr FlavorRow kFlavors[] = {
#define IRG_FLAVOR(Enum, name, major, first, last) {name, major},
#include "irgate/flavors.def"
#undef IRG_FLAVOR
};

bool executable(const std::string& p) { return ::access(p.c_str(), X_OK) == 0; }

// `<tool>-<major>` from $IRGATE_LLVM<major>_BIN (also plain `<tool>` there), else from PATH.
Result<std::string> locate(const std::string& tool, int major) {
  std::string versioned = tool + "-" + std::to_string(major);
  std::string env = "IRGATE_LLVM" + std::to_string(major) + "_BIN";
  if (const char* dir = std::getenv(env.c_str()); dir && *dir) {
    for (const std::string& name : {versioned, tool}) {
      std::string p = std::string(dir) + "/" + name;
      if (executable(p)) return p;
    }
    return Error{"no " + versioned + " (or " + tool + ") in $" + env + "=" + dir};
  }
  std::string p = find_program(versioned);
  if (p.empty()) return Error{versioned + " not found on PATH (install llvm-" + std::to_string(major) +
                              " lld-" + std::to_string(major) + ", or set $" + env + ")"};
  return p;
}

}  // namespace

const char* flavor_name(int flavor) {
  if (flavor < 0 || flavor >= IRG_FLAVOR_COUNT) return "unknown";
  return kFlavors[flavor].name;
}

int flavor_major(int flavor) {
  if (flavor < 0 || flavor >= IRG_FLAVOR_COUNT) return 0;
  return kFlavors[flavor].major;
}

int flavor_from_name(const std::string& name) {
  for (int f = 0; f < IRG_FLAVOR_COUNT; ++f)
    if (name == kFlavors[f].name) return f;
  return -1;
}

Result<Toolchain> find_toolchain(int flavor) {
  if (flavor < 0 || flavor >= IRG_FLAVOR_COUNT) return Error{"unknown flavor index " + std::to_string(flavor)};
  Toolchain tc;
  tc.flavor = flavor;
  tc.major = kFlavors[flavor].major;
  struct Slot {
    const char* tool;
    std::string* into;
  } slots[] = {{"llc", &tc.llc},
               {"ld.lld", &tc.lld},
               {"llvm-readelf", &tc.readelf},
               {"llvm-as", &tc.as},
               {"llvm-nm", &tc.nm}};
  for (auto& s : slots) {
    auto p = locate(s.tool, tc.major);
    if (!p) return p.error();
    *s.into = *p;
  }
  return tc;
}

ProcessOptions process_options(const Toolchain& tc, const std::string& cwd) {
  ProcessOptions o;
  o.timeout = tc.timeout;
  o.env = {{"LLVM_DISABLE_SYMBOLIZATION", "1"}};
  o.cwd = cwd;
  return o;
}

Result<std::string> llc_version(const Toolchain& tc) {
  auto r = run_process({tc.llc, "--version"}, process_options(tc));
  if (!r) return r.error();
  if (!r->exited_ok()) return Error{tc.llc + " --version failed: " + r->err, 2};
  return r->out;
}

std::string version_number(const std::string& text) {
  auto at = text.find("LLVM version ");
  if (at == std::string::npos) return "";
  at += 13;
  auto end = text.find_first_of(" \n", at);
  return text.substr(at, end == std::string::npos ? std::string::npos : end - at);
}

std::set<std::string> parse_cpu_help(const std::string& text) {
  std::set<std::string> cpus;
  std::istringstream in(text);
  std::string line;
  bool in_cpus = false;
  while (std::getline(in, line)) {
    if (line.starts_with("Available CPUs")) {
      in_cpus = true;
      continue;
    }
    if (line.starts_with("Available features")) break;
    if (!in_cpus) continue;
    std::istringstream words(line);
    std::string name, dash;
    if (words >> name >> dash && dash == "-") cpus.insert(name);
  }
  return cpus;
}

Result<std::set<std::string>> cpu_list(const Toolchain& tc) {
  auto r = run_process({tc.llc, std::string("-mtriple=") + kTargetTriple, "-mcpu=help"}, process_options(tc));
  if (!r) return r.error();
  if (r->timed_out || r->signal != 0) return Error{tc.llc + " -mcpu=help did not finish", 2};
  auto cpus = parse_cpu_help(r->out + r->err);
  if (cpus.empty()) return Error{tc.llc + " -mcpu=help listed no CPU", 2};
  return cpus;
}

}  // namespace irgate::toolchain
