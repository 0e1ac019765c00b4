// tests/parity/corpus_test.cpp — the corpus loader: bad input names the file and the position.
#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "parity/corpus.h"

namespace irgate::parity {
namespace {

namespace fs = std::filesystem;

class CorpusFile : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("irgate-corpus-" + std::to_string(::getpid()));
    fs::create_directories(dir_ / "parity" / "configs");
  }
  void TearDown() override { fs::remove_all(dir_); }
  fs::path write(const std::string& name, const std::string& text) {
    fs::path p = dir_ / "parity" / "configs" / name;
    std::ofstream(p) << text;
    return p;
  }
  std::string head(const std::string& family = "direct_wgrad_reduce") {
    return "{\"schema\": \"irgate.parity_configs/v1\", \"family\": \"" + family + "\", \"configs\": [\n";
  }
  fs::path dir_;
};

// The second comma of line 2 sits at column 31.
TEST_F(CorpusFile, ASyntaxErrorNamesFileLineAndColumn) {
  fs::path p = write("a.json", head() + "  {\"id\": 1, \"arch\": \"gfx1100\",, \"purpose\": \"x\"}\n]}\n");
  auto c = load_corpus(dir_);
  ASSERT_FALSE(c);
  EXPECT_EQ(c.error().exit_code, 2);
  EXPECT_NE(c.error().message.find(p.string() + ":2:31: syntax error"), std::string::npos) << c.error().message;
}

TEST_F(CorpusFile, AnUnknownSpecFieldNamesThePointerAndTheConfig) {
  write("a.json", head() + "  {\"id\": 201, \"arch\": \"gfx1100\", \"purpose\": \"x\", \"spec\": {\"wavs\": 2}}\n]}\n");
  auto c = load_corpus(dir_);
  ASSERT_FALSE(c);
  EXPECT_NE(c.error().message.find("/configs/0 (config 201)/spec/wavs: is not a field"), std::string::npos)
      << c.error().message;
}

TEST_F(CorpusFile, AWrongValueTypeIsRefused) {
  write("a.json", head() + "  {\"id\": 201, \"arch\": \"gfx1100\", \"purpose\": \"x\", \"spec\": {\"out_dtype\": \"fp8\"}}\n]}\n");
  auto c = load_corpus(dir_);
  ASSERT_FALSE(c);
  EXPECT_NE(c.error().message.find("out_dtype: expected \"fp32\", \"fp16\" or \"bf16\""), std::string::npos);
}

TEST_F(CorpusFile, AnIdIsNeverUsedTwice) {
  write("a.json", head() + "  {\"id\": 201, \"arch\": \"gfx1100\", \"purpose\": \"x\"}\n]}\n");
  write("b.json", head() + "  {\"id\": 201, \"arch\": \"gfx1100\", \"purpose\": \"y\"}\n]}\n");
  auto c = load_corpus(dir_);
  ASSERT_FALSE(c);
  EXPECT_NE(c.error().message.find("id 201 is already used"), std::string::npos) << c.error().message;
}

TEST_F(CorpusFile, AnIdOutsideTheRangesFamiliesDefGivesItsFamilyIsRefused) {
  write("a.json", head("direct_depthwise_wgrad") + "  {\"id\": 201, \"arch\": \"gfx1100\", \"purpose\": \"y\"}\n]}\n");
  auto c = load_corpus(dir_);
  ASSERT_FALSE(c);
  EXPECT_NE(c.error().message.find("id 201 lies outside the ids families.def gives direct_depthwise_wgrad"),
            std::string::npos)
      << c.error().message;
}

TEST_F(CorpusFile, APurposeIsRequiredAndExpectIsPerFlavor) {
  write("a.json", head() + "  {\"id\": 201, \"arch\": \"gfx1100\"}\n]}\n");
  EXPECT_FALSE(load_corpus(dir_));
  write("a.json", head() + "  {\"id\": 201, \"arch\": \"gfx1100\", \"purpose\": \"p\", \"expect\": {\"llvm16\": \"rd_block_size\"}}\n]}\n");
  auto c = load_corpus(dir_);
  ASSERT_TRUE(c) << c.error().message;
  EXPECT_EQ(c->front().expected(IRG_FLAVOR_LLVM16), "rd_block_size");
  EXPECT_EQ(c->front().expected(IRG_FLAVOR_LLVM22), "");
}

TEST_F(CorpusFile, OnlyNonDefaultFieldsAreWrittenAndTheRestAreDefaults) {
  write("a.json", head() + "  {\"id\": 201, \"arch\": \"gfx1100\", \"purpose\": \"p\", \"spec\": {\"ws_replicas\": 3}}\n]}\n");
  auto c = load_corpus(dir_);
  ASSERT_TRUE(c);
  irg_request_t r = c->front().request(IRG_FLAVOR_LLVM22, nullptr);
  EXPECT_EQ(r.spec.reduce.ws_replicas, 3);
  EXPECT_EQ(r.spec.reduce.block_size, 256);
  EXPECT_EQ(r.family, IRG_FAMILY_REDUCE);
}

}  // namespace
}  // namespace irgate::parity

namespace irgate::parity {
namespace {

TEST(OnlySelection, EveryItemMustNameAFamilyOrAConfigOfTheCorpus) {
  std::vector<Config> corpus(2);
  corpus[0].id = 201, corpus[0].family_name = "direct_wgrad_reduce";
  corpus[1].id = 233, corpus[1].family_name = "direct_depthwise_wgrad";
  auto ok = parse_only(corpus, "direct_wgrad_reduce,,233");
  ASSERT_TRUE(ok) << ok.error().message;
  EXPECT_EQ(*ok, (std::vector<std::string>{"direct_wgrad_reduce", "233"}));
  EXPECT_TRUE(parse_only(corpus, "")->empty());  // no --only: everything
  for (const char* typo : {"999", "direct_wgrad", "233,23x"}) {
    auto bad = parse_only(corpus, typo);
    ASSERT_FALSE(bad) << typo;
    EXPECT_NE(bad.error().message.find("names no family and no config id"), std::string::npos);
  }
}

}  // namespace
}  // namespace irgate::parity
