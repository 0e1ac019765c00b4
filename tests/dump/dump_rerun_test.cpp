// tests/dump/dump_rerun_test.cpp — a dump reruns from its folder alone (runtime/dump_rerun.h):
// corpus cases run on the ISA executor and dumped (one launch on gfx1250; a two-stage bf16 plan
// on gfx90a whose WS is zeroed and folded), then rerun from the files with the same dW bits; a
// dw.npy with one element changed is named; a code object that is gone or edited, and a dump the
// IR emulator made (no code objects), are refused with the file named.
#include <gtest/gtest.h>

#include <filesystem>

#include <nlohmann/json.hpp>

#include "parity/corpus.h"
#include "runtime/dump_rerun.h"
#include "runtime/numerics_dump.h"
#include "support/files.h"
#include "tests/support_lib/corpus_fixture.h"
#include "toolchain/tools.h"

namespace irgate {
namespace {

namespace fs = std::filesystem;

class DumpRerun : public testing::CorpusFixture {
 protected:
  void SetUp() override {
    if (auto tc = toolchain::find_toolchain(IRG_FLAVOR_LLVM22); !tc) GTEST_SKIP() << tc.error().message;
  }
  // Config `id` (llvm22) checked on `executor` and dumped into a fresh folder.
  fs::path dump(int id, runtime::Executor executor, const std::string& tag) {
    const parity::Config* c = parity::find_config(corpus(), id);
    EXPECT_NE(c, nullptr);
    if (!c) return {};
    runtime::NumericsOptions o;
    o.keep_tensors = true;
    o.executor = executor;
    const runtime::NumericsResult r = runtime::check_numerics(*irg_reference_engine(), request_for(id, IRG_FLAVOR_LLVM22), o);
    EXPECT_EQ(r.verdict, runtime::Verdict::Pass) << r.detail;
    const fs::path dir = fs::temp_directory_path() / ("irgate_rerun_" + tag + "_" + std::to_string(::getpid()));
    fs::remove_all(dir);
    const runtime::DumpInfo info{c->id, c->family_name, c->arch, "llvm22", "reference", c->spec, 1, "c_last"};
    auto s = runtime::write_numerics_dump(dir, r, info);
    EXPECT_TRUE(s) << (s ? "" : s.error().message);
    dirs_.push_back(dir);
    return dir;
  }
  void TearDown() override {
    for (const fs::path& d : dirs_) fs::remove_all(d);
  }
  static nlohmann::json problem_json(const fs::path& dir) {
    auto text = read_file(dir / "problem.json");
    return text ? nlohmann::json::parse(*text) : nlohmann::json{};
  }
  std::vector<fs::path> dirs_;
};

TEST_F(DumpRerun, OneLaunchRerunsBitIdenticalFromTheFolderAlone) {
  const fs::path dir = dump(210, runtime::Executor::isa, "210");
  const nlohmann::json doc = problem_json(dir);
  ASSERT_EQ(doc["plan"]["launches"].size(), 1u) << doc.dump(1);
  const nlohmann::json& launch = doc["plan"]["launches"][0];
  EXPECT_TRUE(fs::exists(dir / launch["code_object"]["file"].get<std::string>()));
  EXPECT_FALSE(launch["pointer_slots"].empty()) << launch.dump(1);
  EXPECT_EQ(launch["kernarg_segment_hex"].get<std::string>().size() % 2, 0u);
  auto r = runtime::rerun_dump(dir);
  ASSERT_TRUE(r) << r.error().message;
  EXPECT_TRUE(r->identical()) << r->first_difference << r->findings;
  EXPECT_EQ(r->launches, 1);
  EXPECT_GT(r->elements, 0);
}

TEST_F(DumpRerun, ATwoStageBf16PlanOnGfx90aRerunsBitIdentical) {
  const fs::path dir = dump(236, runtime::Executor::both, "236");
  const nlohmann::json doc = problem_json(dir);
  ASSERT_GE(doc["plan"]["launches"].size(), 2u) << doc.dump(1);
  bool ws_zeroed = false;
  for (const nlohmann::json& b : doc["plan"]["buffers"]) ws_zeroed |= b["name"] == "WS" && b["init"] == "zero";
  EXPECT_TRUE(ws_zeroed) << doc["plan"]["buffers"].dump();
  auto r = runtime::rerun_dump(dir);
  ASSERT_TRUE(r) << r.error().message;
  EXPECT_TRUE(r->identical()) << r->first_difference << r->findings;
  EXPECT_EQ(r->launches, int(doc["plan"]["launches"].size()));
}

TEST_F(DumpRerun, AChangedElementOfDwIsNamed) {
  const fs::path dir = dump(210, runtime::Executor::isa, "edited");
  auto file = read_file(dir / "dw.npy");
  ASSERT_TRUE(file);
  std::string bytes = *file;
  bytes[bytes.size() - 1] ^= 0x01;  // the last element's top byte
  ASSERT_TRUE(write_atomic(dir / "dw.npy", bytes));
  auto r = runtime::rerun_dump(dir);
  ASSERT_TRUE(r) << r.error().message;
  EXPECT_FALSE(r->identical());
  EXPECT_EQ(r->differing, 1);
  EXPECT_NE(r->first_difference.find("dW element " + std::to_string(r->elements - 1) + ":"), std::string::npos)
      << r->first_difference;
}

TEST_F(DumpRerun, AMissingOrEditedCodeObjectIsRefusedNamingTheFile) {
  const fs::path dir = dump(210, runtime::Executor::isa, "object");
  const std::string object = problem_json(dir)["plan"]["launches"][0]["code_object"]["file"];
  auto bytes = read_file(dir / object);
  ASSERT_TRUE(bytes);
  ASSERT_TRUE(write_atomic(dir / object, *bytes + "x"));
  auto edited = runtime::rerun_dump(dir);
  ASSERT_FALSE(edited);
  EXPECT_EQ(edited.error().exit_code, 2);
  EXPECT_NE(edited.error().message.find(object), std::string::npos) << edited.error().message;
  EXPECT_NE(edited.error().message.find("SHA-256"), std::string::npos) << edited.error().message;
  fs::remove(dir / object);
  auto gone = runtime::rerun_dump(dir);
  ASSERT_FALSE(gone);
  EXPECT_NE(gone.error().message.find(object), std::string::npos) << gone.error().message;
}

TEST_F(DumpRerun, ADumpOfTheIrEmulatorHasNoCodeObjectsAndSaysSo) {
  const fs::path dir = dump(210, runtime::Executor::ir, "ir");
  auto r = runtime::rerun_dump(dir);
  ASSERT_FALSE(r);
  EXPECT_EQ(r.error().exit_code, 2);
  EXPECT_NE(r.error().message.find("no code object: dump with --executor isa or both"), std::string::npos)
      << r.error().message;
}

}  // namespace
}  // namespace irgate
