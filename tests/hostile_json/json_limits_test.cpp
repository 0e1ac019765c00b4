// tests/hostile_json/json_limits_test.cpp — support/json.h: the depth and size limits, the
// positions they name, exit code 2, and that ordinary JSON reads as before.
#include <gtest/gtest.h>

#include <string>

#include <nlohmann/json.hpp>

#include "support/files.h"
#include "support/json.h"
#include "tests/hostile_json/hostile_files.h"

namespace irgate::testing {
namespace {

TEST(JsonLimits, OrdinaryJsonParsesAsBefore) {
  auto j = parse_json(R"({"b": [1, 2.5, "x", null, true], "a": {"c": -3}})", "t.json");
  ASSERT_TRUE(j) << j.error().message;
  EXPECT_EQ(j->dump(), R"({"a":{"c":-3},"b":[1,2.5,"x",null,true]})");
}

TEST(JsonLimits, DepthAtTheLimitIsAccepted) {
  auto j = parse_json(nested_arrays(64), "t.json");
  ASSERT_TRUE(j) << j.error().message;
}

TEST(JsonLimits, OneLevelDeeperIsRefusedAtItsBracket) {
  auto j = parse_json(nested_arrays(65), "t.json");
  ASSERT_FALSE(j);
  EXPECT_EQ(j.error().exit_code, 2);
  EXPECT_TRUE(contains(j.error().message, "t.json:1:65: JSON nested deeper than 64 levels")) << j.error().message;
}

TEST(JsonLimits, TwoMillionNestedArraysAreRefusedWithoutCrashing) {
  // The issue's reproducer: a value of 2,000,000 nested arrays, on line 2.
  auto j = parse_json("{\"waves\":\n" + nested_arrays(2'000'000) + "}", "spec.json");
  ASSERT_FALSE(j);
  EXPECT_EQ(j.error().exit_code, 2);
  // The object is level 1, so the 64th '[' (column 64) opens level 65.
  EXPECT_TRUE(contains(j.error().message, "spec.json:2:64: JSON nested deeper")) << j.error().message;
}

TEST(JsonLimits, ObjectsCountTowardsTheDepth) {
  std::string deep;
  for (int i = 0; i < 5; ++i) deep += "{\"k\": ";
  deep += "1";
  for (int i = 0; i < 5; ++i) deep += "}";
  EXPECT_TRUE(parse_json(deep, "t.json", {.max_depth = 5}));
  auto j = parse_json(deep, "t.json", {.max_depth = 4});
  ASSERT_FALSE(j);
  EXPECT_TRUE(contains(j.error().message, "t.json:1:25: JSON nested deeper than 4 levels")) << j.error().message;
}

TEST(JsonLimits, BracketsInsideStringsDoNotCount) {
  auto j = parse_json(R"(["[[[[[[", "\"[[[[", [["]]]]"]]])", "t.json", {.max_depth = 3});
  ASSERT_TRUE(j) << j.error().message;
  EXPECT_EQ((*j)[1].get<std::string>(), "\"[[[[");
}

TEST(JsonLimits, OversizeTextIsRefused) {
  auto j = parse_json("[1, 2, 3]", "t.json", {.max_bytes = 8});
  ASSERT_FALSE(j);
  EXPECT_EQ(j.error().exit_code, 2);
  EXPECT_TRUE(contains(j.error().message, "t.json: 9 bytes of JSON, over irgate's limit of 8 bytes"))
      << j.error().message;
}

TEST(JsonLimits, OversizeFileIsRefusedBeforeItIsRead) {
  ScratchDir dir("limits");
  auto big = dir.path() / "big.json";
  make_sparse(big, (std::size_t{64} << 20) + 1);  // one byte over the default limit
  auto j = load_json(big);
  ASSERT_FALSE(j);
  EXPECT_EQ(j.error().exit_code, 2);
  EXPECT_TRUE(contains(j.error().message, big.string() + ": larger than 67108864 bytes")) << j.error().message;
}

TEST(JsonLimits, AStreamWithoutASizeIsReadNoFurtherThanTheLimit) {
  // /dev/zero never ends and stat() gives it no size: only the bounded read stops it.
  auto j = load_json("/dev/zero", {.max_bytes = 1 << 20});
  ASSERT_FALSE(j);
  EXPECT_EQ(j.error().exit_code, 2);
  EXPECT_TRUE(contains(j.error().message, "/dev/zero: larger than 1048576 bytes")) << j.error().message;
}

TEST(JsonLimits, FileAtTheSizeLimitIsRead) {
  ScratchDir dir("limits");
  auto f = dir.path() / "f.json";
  write_text(f, "[1, 2, 3]");
  EXPECT_TRUE(load_json(f, {.max_bytes = 9}));
  EXPECT_FALSE(load_json(f, {.max_bytes = 8}));
}

TEST(JsonLimits, SyntaxErrorsStillNameFileLineAndColumn) {
  auto j = parse_json("{\"a\":\n  [1, 2 }", "t.json");
  ASSERT_FALSE(j);
  EXPECT_EQ(j.error().exit_code, 2);
  EXPECT_TRUE(contains(j.error().message, "t.json:2:9: syntax error")) << j.error().message;
}

TEST(JsonLimits, TrailingGarbageAndEmptyInputAreErrors) {
  EXPECT_FALSE(parse_json("[1] x", "t.json"));
  EXPECT_FALSE(parse_json("", "t.json"));
  auto j = parse_json("1e999", "t.json");
  ASSERT_FALSE(j);
  EXPECT_TRUE(contains(j.error().message, "t.json:")) << j.error().message;
}

TEST(JsonLimits, FolderAndMissingFileAreErrorsNamingThePath) {
  ScratchDir dir("limits");
  auto j = load_json(dir.path());
  ASSERT_FALSE(j);
  EXPECT_TRUE(contains(j.error().message, dir.path().string() + ": is a folder")) << j.error().message;
  auto m = load_json(dir.path() / "missing.json");
  ASSERT_FALSE(m);
  EXPECT_TRUE(contains(m.error().message, "missing.json: cannot open")) << m.error().message;
}

}  // namespace
}  // namespace irgate::testing
