// tests/independence/independence_test.cpp — the twin is independent of the reference engine:
// no source of one includes a header of the other, and neither library links the other.
// (they share only include/irgate/: the point of the twin is an independent reading of the docs.)
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <regex>
#include <string>

namespace {

namespace fs = std::filesystem;

std::vector<std::string> offending_includes(const fs::path& dir, const std::string& other) {
  std::vector<std::string> found;
  const std::regex include_other("#\\s*include\\s*[<\"](\\.\\./)*" + other + "/");
  for (const auto& entry : fs::recursive_directory_iterator(dir)) {
    if (!entry.is_regular_file()) continue;
    std::ifstream in(entry.path());
    std::string line;
    for (int n = 1; std::getline(in, line); ++n)
      if (std::regex_search(line, include_other)) found.push_back(entry.path().string() + ":" + std::to_string(n));
  }
  return found;
}

fs::path root() { return std::getenv("IRGATE_ROOT") ? fs::path(std::getenv("IRGATE_ROOT")) : fs::current_path(); }

TEST(Independence, TheTwinIncludesNothingFromTheReferenceEngine) {
  auto found = offending_includes(root() / "twin_engine", "engine");
  EXPECT_TRUE(found.empty()) << found.front();
}

TEST(Independence, TheReferenceEngineIncludesNothingFromTheTwin) {
  auto found = offending_includes(root() / "engine", "twin_engine");
  EXPECT_TRUE(found.empty()) << found.front();
}

TEST(Independence, TheScannerSeesAnInclude) {
  // Guards the test above against a regex that can never match.
  fs::path tmp = fs::temp_directory_path() / "irgate-independence";
  fs::create_directories(tmp);
  std::ofstream(tmp / "x.cpp") << "#include \"engine/ir/ir.h\"\n";
  EXPECT_EQ(offending_includes(tmp, "engine").size(), 1u);
  fs::remove_all(tmp);
}

TEST(Independence, NeitherLibraryLinksTheOther) {
  // Written at configure time by tests/independence/CMakeLists.txt from the targets' properties.
  std::ifstream in(IRGATE_LINK_REPORT);
  ASSERT_TRUE(in) << IRGATE_LINK_REPORT;
  std::string reference, twin;
  std::getline(in, reference);
  std::getline(in, twin);
  EXPECT_TRUE(reference.starts_with("reference:")) << reference;
  EXPECT_TRUE(twin.starts_with("twin:")) << twin;
  EXPECT_EQ(reference.find("irgate_twin_engine"), std::string::npos) << reference;
  EXPECT_EQ(twin.find("irgate_reference_engine"), std::string::npos) << twin;
  EXPECT_NE(reference.find("irgate_contract"), std::string::npos) << "the report lists the real link libraries";
}

}  // namespace
