// tests/hip_emu/exports_test.cpp — libirgate_hipemu stands in for libamdhip64: every symbol the
// real library (HIP 5.2, Debian's libamdhip64.so.5) defines is a row of hip_emu/exports.def with
// the same symbol version, and the built library defines exactly those rows at those versions,
// plus its own extension (include/irgate/hipemu.h). Symbols and versions are read from both
// ELF files with libLLVM's object reader.
#include <gtest/gtest.h>

#include <llvm/Object/ELFObjectFile.h>

#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <string>

namespace {

using Symbols = std::map<std::string, std::string>;  // name -> version

// The defined dynamic symbols of `path` with their versions (the version nodes themselves,
// absolute symbols named like their node, left out).
Symbols dynamic_symbols(const std::string& path, std::string& error) {
  Symbols out;
  auto binary = llvm::object::createBinary(path);
  if (!binary) {
    error = path + ": " + llvm::toString(binary.takeError());
    return out;
  }
  auto* elf = llvm::dyn_cast<llvm::object::ELFObjectFileBase>(binary->getBinary());
  if (!elf) return error = path + ": not an ELF file", out;
  auto versions = elf->readDynsymVersions();
  if (!versions) return error = path + ": " + llvm::toString(versions.takeError()), out;
  size_t i = 0;
  for (const llvm::object::ELFSymbolRef& sym : elf->getDynamicSymbolIterators()) {
    const size_t index = i++;
    auto flags = sym.getFlags();
    auto name = sym.getName();
    if (!flags || !name || (*flags & llvm::object::SymbolRef::SF_Undefined)) {
      if (!flags) llvm::consumeError(flags.takeError());
      if (!name) llvm::consumeError(name.takeError());
      continue;
    }
    const std::string version = index < versions->size() ? (*versions)[index].Name : "";
    if (*name == version) continue;  // a version node
    out[name->str()] = version;
  }
  return out;
}

Symbols def_rows() {
  std::ifstream in(std::string(IRGATE_SOURCE_DIR) + "/hip_emu/exports.def");
  const std::regex row(R"re(^IRG_HIPEMU_[A-Z_]+\(([A-Za-z0-9_]+),.*"(hip_[0-9.]+)"\)$)re");
  Symbols out;
  std::smatch m;
  for (std::string line; std::getline(in, line);)
    if (std::regex_match(line, m, row)) out[m[1]] = m[2];
  return out;
}

std::string compare(const Symbols& want, const Symbols& got, const std::string& want_name, const std::string& got_name) {
  std::string d;
  for (const auto& [name, version] : want) {
    auto it = got.find(name);
    if (it == got.end()) d += name + "@" + version + " of " + want_name + " missing from " + got_name + "\n";
    else if (it->second != version) d += name + ": " + want_name + " @" + version + ", " + got_name + " @" + it->second + "\n";
  }
  for (const auto& [name, version] : got)
    if (!want.count(name)) d += name + "@" + version + " of " + got_name + " is not in " + want_name + "\n";
  return d;
}

TEST(HipEmuExports, TheRowsAreTheRealLibrarysSymbolsAtTheirVersions) {
  const Symbols rows = def_rows();
  ASSERT_GT(rows.size(), 400u) << "exports.def rows not read";
  if (std::string(IRGATE_AMDHIP64).empty()) GTEST_SKIP() << "libamdhip64 was not found at configure time";
  std::string error;
  const Symbols real = dynamic_symbols(IRGATE_AMDHIP64, error);
  ASSERT_EQ(error, "");
  EXPECT_EQ(compare(real, rows, "libamdhip64", "exports.def"), "");
}

TEST(HipEmuExports, TheBuiltLibraryDefinesTheRowsAndItsExtensionAndNothingElse) {
  Symbols want = def_rows();
  for (const char* ext : {"irgate_hipemu_describe", "irgate_hipemu_findings", "irgate_hipemu_plant"})
    want[ext] = "IRGATE_HIPEMU_0";
  std::string error;
  const Symbols built = dynamic_symbols(IRGATE_HIPEMU_LIBRARY, error);
  ASSERT_EQ(error, "");
  EXPECT_EQ(compare(want, built, "exports.def", "libirgate_hipemu"), "");
}

}  // namespace
