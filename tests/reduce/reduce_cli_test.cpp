// tests/reduce/reduce_cli_test.cpp — `irgate reduce` end to end on a real numerics failure: the
// emulated kernel of config 232 accumulates in another order than the host reference, so with
// the tolerance scaled down far enough its dW fails (MISMATCH:tolerance). The command must shrink
// the problem, write a corpus-format file, and the written case must reproduce the same finding
// (in process and through `irgate run --spec`), and pass at the normal tolerance.
#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <regex>
#include <sys/wait.h>

#include "arch_domain/table.h"
#include "parity/corpus.h"
#include "reduce/findings.h"
#include "runtime/numerics.h"

namespace irgate {
namespace {

namespace fs = std::filesystem;
constexpr const char* kScale = "1e-4";

struct CliRun {
  int status = -1;
  std::string out;
};

CliRun reduce_cli(const std::string& args) {
  const char* bin = std::getenv("IRGATE_BIN");
  CliRun r;
  if (!bin) return r;
  FILE* p = popen((std::string(bin) + " " + args + " 2>&1").c_str(), "r");
  if (!p) return r;
  std::array<char, 4096> buf;
  size_t n;
  while ((n = fread(buf.data(), 1, buf.size(), p)) > 0) r.out.append(buf.data(), n);
  const int st = pclose(p);
  r.status = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
  return r;
}

fs::path cli_root() {
  const char* r = std::getenv("IRGATE_ROOT");
  return r && *r ? fs::path(r) : fs::current_path();
}

TEST(ReduceCli, NumericsFailureShrinksToACaseThatReproducesIt) {
  ASSERT_NE(std::getenv("IRGATE_BIN"), nullptr);
  const fs::path out = fs::temp_directory_path() / ("irgate_reduce_cli_" + std::to_string(::getpid()) + ".json");
  const CliRun r = reduce_cli("reduce --config 232 --flavor llvm22 --numerics --tolerance-scale " + std::string(kScale) +
                              " --out " + out.string());
  ASSERT_EQ(r.status, 0) << r.out;
  EXPECT_NE(r.out.find("numerics finding MISMATCH:tolerance"), std::string::npos) << r.out;
  std::smatch m;
  ASSERT_TRUE(std::regex_search(r.out, m, std::regex(R"(problem: --problem (\d+),(\d+),(\d+),(\d+))"))) << r.out;
  const runtime::ProblemShape shape{std::stoll(m[1]), std::stoll(m[2]), std::stoll(m[3]), std::stoll(m[4])};
  // config 232's lane problem: N = 2, 9x9, wave size (32) + 5 channels
  EXPECT_LE(shape.n, 2);
  EXPECT_LE(shape.h, 9);
  EXPECT_LE(shape.w, 9);
  EXPECT_LE(shape.groups, 37);
  EXPECT_LT(shape.n * shape.h * shape.w * shape.groups, 2 * 9 * 9 * 37) << "nothing shrank";

  auto file = parity::load_config_file(out);
  ASSERT_TRUE(file) << file.error().message;
  ASSERT_EQ(file->size(), 1u);
  const parity::Config& c = file->front();
  EXPECT_EQ(c.id, 9000);
  EXPECT_EQ(c.family_name, "direct_depthwise_wgrad");
  EXPECT_EQ(c.arch, "gfx1100");
  auto view = arch_domain::load_view(cli_root(), IRG_FLAVOR_LLVM22);
  ASSERT_TRUE(view);
  runtime::NumericsOptions o;
  o.shape = shape;
  o.tolerance_scale = std::atof(kScale);
  const runtime::NumericsResult tight = runtime::check_numerics(*irg_reference_engine(), c.request(IRG_FLAVOR_LLVM22, (*view)->get()), o);
  EXPECT_EQ(reduce::numerics_finding(tight), "MISMATCH:tolerance") << tight.detail;
  o.tolerance_scale = 1.0;
  const runtime::NumericsResult normal = runtime::check_numerics(*irg_reference_engine(), c.request(IRG_FLAVOR_LLVM22, (*view)->get()), o);
  EXPECT_EQ(normal.verdict, runtime::Verdict::Pass) << normal.detail;

  const std::string problem = std::to_string(shape.n) + "," + std::to_string(shape.h) + "," + std::to_string(shape.w) +
                              "," + std::to_string(shape.groups);
  const CliRun again = reduce_cli("run --spec " + out.string() + " --config 9000 --flavor llvm22 --problem " + problem +
                                  " --tolerance-scale " + kScale);
  EXPECT_EQ(again.status, 1) << again.out;
  EXPECT_NE(again.out.find("MISMATCH"), std::string::npos) << again.out;
  fs::remove(out);
}

TEST(ReduceCli, NoFindingIsExitOneAndBadInputExitTwo) {
  ASSERT_NE(std::getenv("IRGATE_BIN"), nullptr);
  const CliRun numerics = reduce_cli("reduce --config 232 --flavor llvm22 --numerics");
  EXPECT_EQ(numerics.status, 1) << numerics.out;
  EXPECT_NE(numerics.out.find("nothing to reduce"), std::string::npos) << numerics.out;
  const CliRun parity = reduce_cli("reduce --config 233 --flavor llvm22");
  EXPECT_EQ(parity.status, 1) << parity.out;
  EXPECT_EQ(reduce_cli("reduce --config 232 --numerics --problem 0,1,2").status, 2);
  EXPECT_EQ(reduce_cli("reduce --config 999999").status, 2);
}

}  // namespace
}  // namespace irgate
