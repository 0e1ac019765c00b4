// tests/arch_domain/fault_test.cpp — `irgate arch measure` against stub toolchains (shell
// scripts selected through $IRGATE_LLVM22_BIN): a crashing, hanging, babbling or
// symbol-leaking llc must be classified right, and a run that ends with probe_error must leave
// the existing table byte-identical.
#include <gtest/gtest.h>

#include <sys/stat.h>

#include <cstdlib>
#include <fstream>

#include "arch_domain/table.h"
#include "support/files.h"
#include "support/subprocess.h"
#include "toolchain/tempdir.h"

namespace irgate::arch_domain {
namespace {

// The llc stub answers --version and -mcpu=help (only gfx1100 known), then runs `body` for a
// compile; $out is the -o argument.
const char* kLlcHead = R"(#!/bin/sh
for a in "$@"; do
  case "$a" in
    --version) echo "Stub LLVM version 22.0.0"; exit 0 ;;
    -mcpu=help) printf 'Available CPUs for this target:\n\n  gfx1100 - Select the gfx1100 processor.\n\nAvailable features for this target:\n\n' >&2; exit 0 ;;
  esac
done
out=""; prev=""
for a in "$@"; do [ "$prev" = "-o" ] && out="$a"; prev="$a"; done
)";

const char* kLinkOk = R"(#!/bin/sh
out=""; prev=""
for a in "$@"; do [ "$prev" = "-o" ] && out="$a"; prev="$a"; done
: > "$out"; exit 0
)";

class StubToolchain : public ::testing::Test {
 protected:
  void SetUp() override {
    const char* bin = std::getenv("IRGATE_BIN");
    if (!bin || !*bin) GTEST_SKIP() << "IRGATE_BIN is not set (run through ctest)";
    irgate_ = bin;
    auto d = toolchain::TempDir::create("irgate-stub");
    ASSERT_TRUE(d);
    dir_ = std::make_unique<toolchain::TempDir>(std::move(*d));
    std::filesystem::create_directories(bin_dir());
    write_tool("llvm-as", "#!/bin/sh\nexit 0\n");
    write_tool("llvm-readelf", "#!/bin/sh\nexit 0\n");
    write_tool("llvm-nm", "#!/bin/sh\nexit 0\n");
    write_tool("ld.lld", kLinkOk);
  }
  std::filesystem::path bin_dir() const { return dir_->path() / "bin"; }
  std::filesystem::path out() const { return dir_->path() / "table.json"; }
  void write_tool(const std::string& name, const std::string& text) {
    auto p = bin_dir() / name;
    std::ofstream(p) << text;
    ::chmod(p.c_str(), 0755);
  }
  void llc(const std::string& body) { write_tool("llc", std::string(kLlcHead) + body); }

  // A long per-subprocess timeout except where a test wants one to expire: a loaded CI machine
  // must not turn a slow stub into a timeout.
  ProcessResult measure(std::vector<std::string> extra = {}, bool cache = false, const char* timeout = "30") {
    std::vector<std::string> argv = {irgate_, "arch", "measure", "--flavor", "llvm22", "--only", "workitem.id.x",
                                     "--arch", "gfx1100", "--arch", "gfx1250", "--out", out().string(),
                                     "--timeout", timeout};
    if (!cache) argv.push_back("--no-cache");
    argv.insert(argv.end(), extra.begin(), extra.end());
    ProcessOptions o;
    o.timeout = std::chrono::seconds(20);
    o.env = {{"IRGATE_LLVM22_BIN", bin_dir().string()}, {"IRGATE_CACHE_DIR", (dir_->path() / "cache").string()}};
    auto r = run_process(argv, o);
    EXPECT_TRUE(r) << r.error().message;
    return r ? *r : ProcessResult{};
  }

  Cell cell(const std::string& arch) {
    auto t = load_table(out());
    EXPECT_TRUE(t) << t.error().message;
    if (!t) return {};
    return t->keys["workitem.id.x"][arch];
  }

  std::string irgate_;
  std::unique_ptr<toolchain::TempDir> dir_;
};

TEST_F(StubToolchain, CleanRunIsOkAndAnArchMissingFromMcpuHelpIsTargetUnsupported) {
  llc(": > \"$out\"; exit 0\n");  // even a successful compile for gfx1250 must not be trusted
  auto r = measure();
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(cell("gfx1100").status, IRG_DOMAIN_OK);
  EXPECT_EQ(cell("gfx1250").status, IRG_DOMAIN_TARGET_UNSUPPORTED);
  auto t = load_table(out());
  ASSERT_TRUE(t);
  EXPECT_EQ(t->llvm_version, "Stub LLVM version 22.0.0");
  EXPECT_EQ(t->declares["workitem.id.x"], "declare i32 @llvm.amdgcn.workitem.id.x()");
}

TEST_F(StubToolchain, SegfaultingLlcIsToolchainCrash) {
  llc("echo 'Stack dump:' >&2; kill -SEGV $$\n");
  auto r = measure();
  ASSERT_EQ(r.exit_code, 0) << r.err;
  Cell c = cell("gfx1100");
  EXPECT_EQ(c.status, IRG_DOMAIN_TOOLCHAIN_CRASH);
  EXPECT_NE(c.evidence.find("signal 11"), std::string::npos) << c.evidence;
}

TEST_F(StubToolchain, AbortWithStackDumpIsToolchainCrash) {
  llc("echo 'PLEASE submit a bug report to https://example.invalid' >&2; echo 'Stack dump:' >&2; exit 134\n");
  ASSERT_EQ(measure().exit_code, 0);
  EXPECT_EQ(cell("gfx1100").status, IRG_DOMAIN_TOOLCHAIN_CRASH);
}

TEST_F(StubToolchain, HangingLlcIsToolchainTimeout) {
  llc("sleep 30; exit 0\n");
  auto start = std::chrono::steady_clock::now();
  auto r = measure({}, false, "0.4");
  double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(cell("gfx1100").status, IRG_DOMAIN_TOOLCHAIN_TIMEOUT);
  EXPECT_LT(secs, 10.0) << "the timeout must kill the whole process group";
}

TEST_F(StubToolchain, UndefinedLlvmSymbolAtLinkIsNameAbsent) {
  llc(": > \"$out\"; exit 0\n");
  write_tool("ld.lld", "#!/bin/sh\necho 'ld.lld: error: undefined symbol: llvm.amdgcn.x' >&2\nexit 1\n");
  ASSERT_EQ(measure().exit_code, 0);
  Cell c = cell("gfx1100");
  EXPECT_EQ(c.status, IRG_DOMAIN_NAME_ABSENT);
  EXPECT_EQ(c.evidence, "ld.lld: error: undefined symbol: llvm.amdgcn.x");
}

TEST_F(StubToolchain, UnknownDiagnosticWritesNothingAndExitsOne) {
  llc(": > \"$out\"; exit 0\n");
  ASSERT_EQ(measure().exit_code, 0);
  auto before = read_file(out());
  ASSERT_TRUE(before);
  llc("echo 'llc: error: a diagnostic nobody has seen before' >&2; exit 1\n");
  auto r = measure();
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.err.find("nothing written"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("workitem.id.x/gfx1100: llc: error: a diagnostic nobody has seen before"), std::string::npos)
      << r.err;
  auto after = read_file(out());
  ASSERT_TRUE(after);
  EXPECT_EQ(*before, *after);
}

TEST_F(StubToolchain, MissingToolIsBadInputAndWritesNothing) {
  llc(": > \"$out\"; exit 0\n");
  std::filesystem::remove(bin_dir() / "ld.lld");
  auto r = measure();
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("ld.lld"), std::string::npos) << r.err;
  EXPECT_FALSE(std::filesystem::exists(out()));
}

TEST_F(StubToolchain, WarmRunSpawnsNoCompileLinkOrVerifierAndGivesTheSameTable) {
  std::string log = (dir_->path() / "spawns.log").string();
  llc("echo compile >> '" + log + "'; : > \"$out\"; exit 0\n");
  write_tool("llvm-as", "#!/bin/sh\necho verify >> '" + log + "'\nexit 0\n");
  ASSERT_EQ(measure({}, /*cache=*/true).exit_code, 0);
  auto cold_log = read_file(log);
  ASSERT_TRUE(cold_log);
  EXPECT_EQ(*cold_log, "verify\ncompile\n") << "one verifier run for the key, one llc for the known arch";
  auto cold = read_file(out());
  ASSERT_TRUE(cold);
  auto r = measure({}, /*cache=*/true);
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("(1 cached"), std::string::npos) << r.out;
  EXPECT_EQ(*read_file(log), *cold_log) << "the warm run spawned a verifier or llc";
  EXPECT_EQ(*read_file(out()), *cold);
}

TEST_F(StubToolchain, UnknownKeyOrArchIsBadInput) {
  llc(": > \"$out\"; exit 0\n");
  EXPECT_EQ(measure({"--only", "no.such.key"}).exit_code, 2);
  EXPECT_EQ(measure({"--arch", "gfx9999"}).exit_code, 2);
  EXPECT_FALSE(std::filesystem::exists(out()));
}

}  // namespace
}  // namespace irgate::arch_domain
