// tests/independence/build_graph_test.cpp — no source file of the checkout is compiled into two
// targets (a library's file compiled again into a test or a shared library is two copies of one
// code that can drift apart in flags, and was how libirgate_serve.so once carried serve/ and grid/
// sources of its own). The build graph is the file cmake/build_graph.cmake writes at configure
// time from every target's SOURCES; the checker is tested on a planted graph too, so it can fail.
#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace {

struct BuildGraph {
  std::map<std::string, std::set<std::string>> targets_of_source;
  std::map<std::string, std::string> links_of_target;
};

BuildGraph read_build_graph(std::istream& in) {
  BuildGraph graph;
  for (std::string line; std::getline(in, line);) {
    std::istringstream fields(line);
    std::string kind, target, rest;
    std::getline(fields, kind, '\t');
    std::getline(fields, target, '\t');
    std::getline(fields, rest);
    if (kind == "source") graph.targets_of_source[rest].insert(target);
    if (kind == "links") graph.links_of_target[target] = rest;
  }
  return graph;
}

// "path: target, target" for every source more than one target compiles.
std::vector<std::string> sources_compiled_twice(const BuildGraph& graph) {
  std::vector<std::string> found;
  for (const auto& [source, targets] : graph.targets_of_source) {
    if (targets.size() < 2) continue;
    std::string line = source + ":";
    for (const std::string& t : targets) line += " " + t;
    found.push_back(line);
  }
  return found;
}

BuildGraph this_build() {
  std::ifstream in(IRGATE_BUILD_GRAPH);
  EXPECT_TRUE(in) << "cannot read " << IRGATE_BUILD_GRAPH << " (cmake/build_graph.cmake writes it at configure time)";
  return read_build_graph(in);
}

TEST(BuildGraph, NoSourceFileIsCompiledIntoTwoTargets) {
  const BuildGraph graph = this_build();
  ASSERT_GT(graph.targets_of_source.size(), 200u) << "the build graph lists too few sources to be the whole build";
  const auto twice = sources_compiled_twice(graph);
  EXPECT_TRUE(twice.empty()) << twice.size() << " source(s) compiled into two targets, first: " << twice.front();
}

// The serving core is one library: the C API, the tools and the lanes link it, and the C API
// links neither the cache compiler (grid/) nor the gate-time reports.
TEST(BuildGraph, TheServingCoreIsOneLibraryEveryServerLinks) {
  const BuildGraph graph = this_build();
  auto links = [&](const std::string& target) {
    auto it = graph.links_of_target.find(target);
    EXPECT_NE(it, graph.links_of_target.end()) << target << " is not in the build graph";
    std::set<std::string> names;
    if (it == graph.links_of_target.end()) return names;
    std::istringstream list(it->second);
    for (std::string name; std::getline(list, name, ';');) names.insert(name);
    return names;
  };
  for (const std::string target : {"irgate_serve_api", "irgate", "irgate_lanes"})
    EXPECT_TRUE(links(target).count("irgate_serve")) << target << " does not link the serving core irgate_serve";
  const auto api = links("irgate_serve_api");
  for (const std::string heavy : {"irgate_grid", "irgate_serve_reports", "irgate_toolchain", "irgate_toolchain_in_process"})
    EXPECT_FALSE(api.count(heavy)) << "libirgate_serve.so links " << heavy;
  const auto core = links("irgate_serve");
  for (const std::string heavy : {"irgate_grid", "irgate_serve_reports", "irgate_runtime", "irgate_toolchain_in_process"})
    EXPECT_FALSE(core.count(heavy)) << "the serving core links " << heavy;
}

TEST(BuildGraph, APlantedSecondCompileIsFound) {
  std::istringstream planted(
      "source\tirgate_serve\t/r/serve/serve.cpp\n"
      "source\tirgate_grid\t/r/grid/cache_index.cpp\n"
      "links\tirgate_serve\tirgate_support\n"
      "source\tirgate_serve_api\t/r/serve/serve.cpp\n");
  const auto twice = sources_compiled_twice(read_build_graph(planted));
  ASSERT_EQ(twice.size(), 1u);
  EXPECT_EQ(twice[0], "/r/serve/serve.cpp: irgate_serve irgate_serve_api");
}

}  // namespace
