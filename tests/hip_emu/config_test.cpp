// tests/hip_emu/config_test.cpp — the emulated device's configuration (hip_emu/config.h): the
// defaults, IRGATE_HIPEMU_ARCH, the JSON file, which wins, and one case per bad input.
#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <functional>
#include <fstream>
#include <map>

#include "hip_emu/config.h"

namespace irgate::hipemu {
namespace {

struct Env {
  std::map<std::string, std::string> vars;
  std::function<const char*(const char*)> lookup() const {
    return [this](const char* n) { auto it = vars.find(n); return it == vars.end() ? nullptr : it->second.c_str(); };
  }
};

std::string write_config(const std::string& name, const std::string& text) {
  const auto path = std::filesystem::temp_directory_path() / ("irgate-hipemu-" + std::to_string(::getpid()) + "-" + name);
  std::ofstream(path) << text;
  return path.string();
}

TEST(HipEmuConfig, NothingSetIsOneGfx1250DeviceThatWarnsOfFindings) {
  auto c = load_config(Env{}.lookup());
  ASSERT_TRUE(c) << c.error().message;
  EXPECT_EQ(c->arches, std::vector<std::string>{"gfx1250"});
  EXPECT_EQ(c->findings, FindingsRule::warn);
  EXPECT_EQ(c->schedule_seed, 0u);
}

TEST(HipEmuConfig, TheArchVariableListsTheDevicesInOrderWithoutTargetFeatures) {
  auto c = load_config(Env{{{kArchVariable, "gfx1100, gfx942:sramecc+ ,gfx1250"}}}.lookup());
  ASSERT_TRUE(c) << c.error().message;
  EXPECT_EQ(c->arches, (std::vector<std::string>{"gfx1100", "gfx942", "gfx1250"}));
  EXPECT_EQ(c->origin, kArchVariable);
}

TEST(HipEmuConfig, TheFileSetsEveryKeyAndTheArchVariableOverridesItsDevices) {
  const std::string file = write_config("all.json", R"({"devices": ["gfx1201"], "memory_bytes": 4096,
      "max_wave_instructions": 99, "schedule_seed": 7, "findings": "error"})");
  auto c = load_config(Env{{{kConfigVariable, file}}}.lookup());
  ASSERT_TRUE(c) << c.error().message;
  EXPECT_EQ(c->arches, std::vector<std::string>{"gfx1201"});
  EXPECT_EQ(c->memory_bytes, 4096u);
  EXPECT_EQ(c->max_wave_instructions, 99u);
  EXPECT_EQ(c->schedule_seed, 7u);
  EXPECT_EQ(c->findings, FindingsRule::error);
  auto both = load_config(Env{{{kConfigVariable, file}, {kArchVariable, "gfx1100"}}}.lookup());
  ASSERT_TRUE(both);
  EXPECT_EQ(both->arches, std::vector<std::string>{"gfx1100"});
  EXPECT_EQ(both->memory_bytes, 4096u) << "the file's other keys stay";
}

// One case per bad input; each error names where it came from.
void expect_refused(const std::string& file_text, const std::string& arch, const std::string& says) {
  Env env;
  if (!file_text.empty()) env.vars[kConfigVariable] = write_config("bad.json", file_text);
  if (!arch.empty()) env.vars[kArchVariable] = arch;
  auto c = load_config(env.lookup());
  ASSERT_FALSE(c) << file_text << arch;
  EXPECT_NE(c.error().message.find(says), std::string::npos) << c.error().message;
  EXPECT_EQ(c.error().exit_code, 2);
}

TEST(HipEmuConfig, AnUnknownArchIsRefused) { expect_refused("", "gfx1250,gfx9999", "gfx9999 is not a wired arch"); }
TEST(HipEmuConfig, AnEmptyArchListIsRefused) { expect_refused("", " , ", "names no device"); }
TEST(HipEmuConfig, AnUnknownKeyIsRefused) { expect_refused(R"({"device": ["gfx1250"]})", "", "device: unknown key"); }
TEST(HipEmuConfig, AZeroMemoryIsRefused) { expect_refused(R"({"memory_bytes": 0})", "", "memory_bytes: wants a positive integer"); }
TEST(HipEmuConfig, AnUnknownFindingsRuleIsRefused) { expect_refused(R"({"findings": "loud"})", "", "findings: wants"); }
TEST(HipEmuConfig, ADeviceThatIsNotANameIsRefused) { expect_refused(R"({"devices": [1250]})", "", "devices: wants arch names"); }
TEST(HipEmuConfig, MalformedJsonIsRefused) { expect_refused(R"({"devices": )", "", "bad.json"); }
TEST(HipEmuConfig, AMissingFileIsRefused) {
  auto c = load_config(Env{{{kConfigVariable, "/nonexistent/hipemu.json"}}}.lookup());
  ASSERT_FALSE(c);
  EXPECT_NE(c.error().message.find("/nonexistent/hipemu.json"), std::string::npos) << c.error().message;
}

}  // namespace
}  // namespace irgate::hipemu
