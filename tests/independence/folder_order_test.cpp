// tests/independence/folder_order_test.cpp — the top-level folders form an order: no chain of
// includes leads from a folder back to itself (isa/ and toolchain/ once included each other; the
// code-object metadata both read now sits below them in metadata/). A loop is printed as the
// folders around it, each step with one include that makes it.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <regex>
#include <set>
#include <string>
#include <vector>

namespace {

namespace fs = std::filesystem;

// folder -> folder it includes from -> one "file: #include" that does.
using FolderGraph = std::map<std::string, std::map<std::string, std::string>>;

bool is_source(const fs::path& p) {
  static const std::set<std::string> kinds = {".h", ".hpp", ".cpp", ".cc", ".c", ".def", ".inc"};
  return kinds.count(p.extension().string()) > 0;
}

// The top-level folders of `root` (not hidden, not a CMake build tree) and their quoted includes
// of one another.
FolderGraph folder_graph(const fs::path& root) {
  std::set<std::string> folders;
  for (const auto& e : fs::directory_iterator(root)) {
    const std::string name = e.path().filename().string();
    if (e.is_directory() && name[0] != '.' && !fs::exists(e.path() / "CMakeCache.txt")) folders.insert(name);
  }
  const std::regex include_of("^\\s*#\\s*include\\s*\"([^/\"]+)/");
  FolderGraph g;
  for (const std::string& from : folders)
    for (const auto& e : fs::recursive_directory_iterator(root / from)) {
      if (!e.is_regular_file() || !is_source(e.path())) continue;
      std::ifstream in(e.path());
      std::smatch m;
      for (std::string line; std::getline(in, line);)
        if (std::regex_search(line, m, include_of) && m[1] != from && folders.count(m[1]))
          g[from].emplace(m[1], fs::relative(e.path(), root).string() + ": " + line);
    }
  return g;
}

// Every loop found by a depth-first walk, each as "a -> b (why) -> a (why)".
std::vector<std::string> loops(const FolderGraph& g) {
  std::vector<std::string> found;
  std::map<std::string, int> state;  // 1 on the path, 2 done
  std::vector<std::string> path;
  std::function<void(const std::string&)> walk = [&](const std::string& at) {
    state[at] = 1;
    path.push_back(at);
    if (auto it = g.find(at); it != g.end())
      for (const auto& [to, why] : it->second) {
        if (state[to] == 1) {
          std::string loop;
          size_t k = 0;
          while (path[k] != to) ++k;
          for (; k < path.size(); ++k) {
            const std::string& next = k + 1 < path.size() ? path[k + 1] : to;
            loop += path[k] + " -> " + next + " (" + g.at(path[k]).at(next) + ")\n";
          }
          found.push_back(loop);
        } else if (state[to] == 0) {
          walk(to);
        }
      }
    path.pop_back();
    state[at] = 2;
  };
  for (const auto& [folder, edges] : g)
    if (state[folder] == 0) walk(folder);
  return found;
}

fs::path source_root() { return std::getenv("IRGATE_ROOT") ? fs::path(std::getenv("IRGATE_ROOT")) : fs::current_path(); }

TEST(FolderOrder, NoChainOfIncludesLeadsFromAFolderBackToItself) {
  const FolderGraph g = folder_graph(source_root());
  ASSERT_GT(g.size(), 5u) << "the scan found too few folders including one another";
  const auto found = loops(g);
  EXPECT_TRUE(found.empty()) << found.front();
}

// A loop planted in a scratch tree, of two and of three folders, is found; a chain is not a loop.
TEST(FolderOrder, APlantedLoopIsFound) {
  const fs::path tmp = fs::temp_directory_path() / "irgate-folder-order";
  fs::remove_all(tmp);
  auto put = [&](const std::string& file, const std::string& text) {
    fs::create_directories((tmp / file).parent_path());
    std::ofstream(tmp / file) << text;
  };
  put("a/x.h", "#include \"b/y.h\"\n");
  put("b/y.h", "#include \"c/z.h\"\n");
  put("c/z.h", "#include <vector>\n");
  put("build/CMakeCache.txt", "");
  put("build/gen.h", "#include \"a/x.h\"\n");  // a build tree is not a folder of the source
  EXPECT_TRUE(loops(folder_graph(tmp)).empty());
  put("c/z.cpp", "  #  include \"a/x.h\"\n");
  auto three = loops(folder_graph(tmp));
  ASSERT_EQ(three.size(), 1u);
  EXPECT_NE(three[0].find("c -> a (c/z.cpp:"), std::string::npos) << three[0];
  put("c/z.cpp", "");
  put("b/y.cpp", "#include \"a/x.h\"\n");
  auto two = loops(folder_graph(tmp));
  ASSERT_EQ(two.size(), 1u);
  EXPECT_NE(two[0].find("a -> b"), std::string::npos) << two[0];
  fs::remove_all(tmp);
}

}  // namespace
