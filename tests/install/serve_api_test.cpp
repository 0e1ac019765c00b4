// tests/install/serve_api_test.cpp — the C serving API (include/irgate/serve.h, libirgate_serve)
// against the C++ serving it wraps, on a cache index built here from the reference engine's
// emissions with stand-in object bytes (the API hands them out unread; no toolchain: quick):
// the launches (symbol, object bytes, grid, block, slice, the kernarg bytes and pointer slots)
// equal serve/serve.h's plan, planning from several threads at once gives the same plans, and
// every failure is a code with a message (bad arch, no index, bad line, not served, a corrupt
// object, a launch past the end), and on every wave32 WMMA arch a dense layer served by the
// implicit GEMM (issue 46). The real code objects' kernarg layout: installed_test.sh.
#include <gtest/gtest.h>

#include <cstdlib>
#include <cstring>
#include <thread>

#include "arch_domain/table.h"
#include "grid/cache_index.h"
#include "grid/request.h"
#include "irgate/serve.h"
#include "serve/miopen_line.h"
#include "serve/serve.h"
#include "support/files.h"
#include "support/sha256.h"
#include "toolchain/tempdir.h"

namespace irgate::grid {
namespace {

using Spec = registry::SpecValues;
using serve::ServeAnswer;

const char* const kDepthwiseLine = "convfp16 -n 2 -c 37 -H 9 -W 9 -k 37 -y 3 -x 3 -p 1 -q 1 -g 37 -F 4";

class ServeApi : public ::testing::Test {
 protected:
  // The arch the cache is built for and served on; gfx1250 here, each wave32 WMMA arch in
  // ServeApiOnEveryWmmaArch.
  virtual std::string arch() const { return "gfx1250"; }
  void SetUp() override {
    root_ = std::getenv("IRGATE_ROOT");
    if (!root_) GTEST_SKIP() << "run through ctest (IRGATE_ROOT)";
    auto v = arch_domain::load_view(root_, kGridFlavor);
    ASSERT_TRUE(v) << v.error().message;
    view_ = *v;
    auto t = toolchain::TempDir::create("irgate-serve-api");
    ASSERT_TRUE(t) << t.error().message;
    tmp_.emplace(std::move(*t));
    dir_ = (tmp_->path() / "cache").string();
    std::filesystem::create_directories(std::filesystem::path(dir_) / "objects");
    depthwise_ = add("direct_depthwise_wgrad", "fp16",
                     {{"dtype", "fp16"}, {"filter_h", 3}, {"filter_w", 3}, {"pad_h", 1}, {"pad_w", 1}, {"stride_h", 1},
                      {"stride_w", 1}, {"waves", 4}, {"r_split", 1}, {"ho_per_block", 8}, {"ws_replicas", 1}});
    reduce_ = add("direct_wgrad_reduce", "fp16", {{"ws_replicas", 1}, {"out_dtype", "fp16"}, {"block_size", 256}});
    ASSERT_TRUE(index_.save(dir_));
  }
  void TearDown() override { irg_serve_close(cache_); }

  // Files one kernel as `irgate grid compile` would, its object a stand-in naming the kernel.
  std::string add(const std::string& family, const std::string& dtype, const Spec& spec) {
    auto req = grid_request(family, arch(), spec, view_->get());
    EXPECT_TRUE(req) << req.error().message;
    const Emission em = emit_reference(*req);
    EXPECT_EQ(em.status, IRG_STATUS_OK) << em.refusal_id << ": " << em.refusal_text;
    CacheEntry e;
    e.family = family, e.arch = arch(), e.dtype = dtype, e.spec = spec, e.stamp = em.stamp;
    e.llvm_sha256 = sha256_hex(em.text);
    const std::string name = grid_kernel_name(em.kernel_name(), arch(), dtype);
    const std::string object = "stand-in object of " + name;
    e.object_sha256 = sha256_hex(object);
    EXPECT_TRUE(write_atomic(CacheIndex::object_path(dir_, e.object_sha256), object));
    index_.put(name, e);
    symbols_[name] = em.kernel_name();
    objects_[name] = object;
    return name;
  }
  // Opens the cache for `target` (a target id: the arch and its features; gfx1250 is opened with
  // one to show the features are read past).
  void open(const std::string& target = "gfx1250:sramecc+") {
    irg_serve_error_t err;
    ::testing::internal::CaptureStderr();
    const int rc = irg_serve_open(dir_.c_str(), target.c_str(), root_, &cache_, &err);
    open_stderr_ = ::testing::internal::GetCapturedStderr();
    ASSERT_EQ(rc, IRG_SERVE_OK) << err.message;
  }
  // The C++ serving's answer for the line, the expectation the C API must reproduce.
  ServeAnswer expected(const std::string& line) {
    auto conv = serve::parse_miopen_line(line);
    EXPECT_TRUE(conv) << conv.error().message;
    return serve::serve_problem(index_, arch(), serve::wgrad_problem(*conv, conv->dtype), view_->get());
  }
  // Every launch of `plan` against `want`: the AMDGPU explicit kernarg layout, each value at its
  // natural alignment, every pointer a slot holding its buffer offset.
  void expect_plan(const irg_serve_plan_t* plan, const serve::Served& want) {
    irg_serve_summary_t s;
    irg_serve_plan_summary(plan, &s);
    const irg_plan_t& p = *want.plan;
    EXPECT_STREQ(s.kernel, want.kernel.c_str());
    EXPECT_STREQ(s.family, want.family.c_str());
    // These caches hold no profiles.json: the static estimate ranked, and opening said so once.
    EXPECT_EQ(s.ranked_by_profile, 0);
    const std::string notice = "stage-1 kernels have no current cost profile";
    EXPECT_NE(open_stderr_.find(notice), std::string::npos) << open_stderr_;
    EXPECT_EQ(open_stderr_.find(notice), open_stderr_.rfind(notice)) << open_stderr_;
    ASSERT_EQ(s.n_launches, p.n_launches);
    EXPECT_EQ(s.n_slices, p.n_slices);
    EXPECT_EQ(s.zeroed, p.zeroed);
    for (int b = 0; b < IRG_BUF_COUNT; ++b) EXPECT_EQ(s.buffer_bytes[b], p.buffer_bytes[b]) << b;
    for (int i = 0; i < p.n_launches; ++i) {
      irg_serve_launch_t l;
      irg_serve_error_t err;
      ASSERT_EQ(irg_serve_launch(plan, i, &l, &err), IRG_SERVE_OK) << err.message;
      const irg_launch_t& w = p.launches[i];
      const std::string& name = want.launch_kernels[static_cast<size_t>(i)];
      EXPECT_STREQ(l.cache_kernel, name.c_str());
      EXPECT_EQ(l.kernel_name, symbols_[name]);
      EXPECT_EQ(std::string(reinterpret_cast<const char*>(l.code_object), l.code_object_size), objects_[name]);
      for (int d = 0; d < 3; ++d) {
        EXPECT_EQ(l.grid[d], w.grid[d]);
        EXPECT_EQ(l.block[d], w.block[d]);
      }
      EXPECT_EQ(l.slice, w.slice);
      size_t at = 0;
      int32_t slot = 0;
      for (int k = 0; k < w.n_kernargs; ++k) {
        const irg_kernarg_value_t& v = w.kernargs[k];
        const size_t size = v.buffer == IRG_BUF_NONE ? 4 : 8;
        at = (at + size - 1) / size * size;
        ASSERT_LE(at + size, l.kernargs_size) << "launch " << i << " kernarg " << k;
        int64_t got = 0;
        std::memcpy(&got, l.kernargs + at, size);
        EXPECT_EQ(size == 4 ? int64_t(int32_t(got)) : got, v.value) << "launch " << i << " kernarg " << k;
        if (v.buffer != IRG_BUF_NONE) {
          ASSERT_LT(slot, l.n_pointer_slots);
          EXPECT_EQ(l.pointer_slots[slot].offset, at);
          EXPECT_EQ(l.pointer_slots[slot].buffer, v.buffer);
          EXPECT_EQ(l.pointer_slots[slot].buffer_offset, v.value);
          ++slot;
        }
        at += size;
      }
      EXPECT_EQ(l.kernargs_size, at);
      EXPECT_EQ(l.n_pointer_slots, slot);
    }
  }

  const char* root_ = nullptr;
  std::shared_ptr<const arch_domain::View> view_;
  std::optional<toolchain::TempDir> tmp_;
  std::string dir_, depthwise_, reduce_;
  std::string open_stderr_;  // what irg_serve_open wrote to stderr
  CacheIndex index_;
  std::map<std::string, std::string> symbols_, objects_;
  irg_serve_cache_t* cache_ = nullptr;
};

TEST_F(ServeApi, ALineAndAProblemStructPlanTheLaunchesTheCppServingPlans) {
  open();
  if (HasFatalFailure()) return;
  const ServeAnswer want = expected(kDepthwiseLine);
  ASSERT_TRUE(want.served);
  ASSERT_EQ(want.served->launch_kernels, (std::vector<std::string>{depthwise_, reduce_}));
  irg_serve_plan_t* plan = nullptr;
  irg_serve_error_t err;
  ASSERT_EQ(irg_serve_plan_line(cache_, kDepthwiseLine, &plan, &err), IRG_SERVE_OK) << err.message;
  expect_plan(plan, *want.served);
  irg_serve_summary_t s;
  irg_serve_plan_summary(plan, &s);
  irg_serve_plan_free(plan);

  irg_serve_plan_t* again = nullptr;
  ASSERT_EQ(irg_serve_plan_problem(cache_, &s.problem, &again, &err), IRG_SERVE_OK) << err.message;
  expect_plan(again, *want.served);
  irg_serve_launch_t l;
  EXPECT_EQ(irg_serve_launch(again, s.n_launches, &l, &err), IRG_SERVE_BAD_INPUT);
  EXPECT_EQ(err.code, IRG_SERVE_BAD_INPUT);
  EXPECT_NE(std::string(err.message).find("launch 2 of 2"), std::string::npos) << err.message;
  irg_serve_plan_free(again);
}

TEST_F(ServeApi, ABatchInSlicesPointsEachSliceAtItsImages) {
  open();
  if (HasFatalFailure()) return;
  // One 1024 x 1024 x 64 fp16 image is 2^27 bytes: 40 images in 3 slices, then the reduce.
  const std::string line = "convfp16 -n 40 -c 64 -H 1024 -W 1024 -k 64 -y 3 -x 3 -p 1 -q 1 -g 64 -F 4";
  const ServeAnswer want = expected(line);
  ASSERT_TRUE(want.served);
  ASSERT_EQ(want.served->plan->n_slices, 3);
  irg_serve_plan_t* plan = nullptr;
  irg_serve_error_t err;
  ASSERT_EQ(irg_serve_plan_line(cache_, line.c_str(), &plan, &err), IRG_SERVE_OK) << err.message;
  expect_plan(plan, *want.served);
  irg_serve_launch_t second;
  ASSERT_EQ(irg_serve_launch(plan, 1, &second, &err), IRG_SERVE_OK) << err.message;
  EXPECT_EQ(second.slice, 1);
  bool moved = false;  // the second slice reads images past the first's: some pointer is past its base
  for (int32_t k = 0; k < second.n_pointer_slots; ++k) moved |= second.pointer_slots[k].buffer_offset > 0;
  EXPECT_TRUE(moved);
  irg_serve_plan_free(plan);
}

TEST_F(ServeApi, SeveralThreadsPlanFromOneOpenCache) {
  open();
  if (HasFatalFailure()) return;
  const ServeAnswer want = expected(kDepthwiseLine);
  ASSERT_TRUE(want.served);
  const std::string stem = "convbfp16 -n 2 -c 3 -H 32 -W 32 -k 16 -y 7 -x 7 -p 3 -q 3 -u 2 -v 2 -F 4";
  std::vector<std::thread> threads;
  std::vector<int> served(4, 0), declined(4, 0);
  for (int t = 0; t < 4; ++t)
    threads.emplace_back([&, t] {
      for (int i = 0; i < 10; ++i) {
        irg_serve_plan_t* plan = nullptr;
        irg_serve_error_t err;
        if (irg_serve_plan_line(cache_, kDepthwiseLine, &plan, &err) == IRG_SERVE_OK) {
          expect_plan(plan, *want.served);
          ++served[static_cast<size_t>(t)];
        }
        irg_serve_plan_free(plan);
        if (irg_serve_plan_line(cache_, stem.c_str(), &plan, &err) == IRG_SERVE_NOT_SERVED && plan == nullptr)
          ++declined[static_cast<size_t>(t)];
      }
    });
  for (auto& th : threads) th.join();
  EXPECT_EQ(served, std::vector<int>(4, 10));
  EXPECT_EQ(declined, std::vector<int>(4, 10));
}

TEST_F(ServeApi, EveryFailureIsACodeAndAMessage) {
  irg_serve_error_t err;
  irg_serve_cache_t* c = nullptr;
  EXPECT_EQ(irg_serve_open(dir_.c_str(), "gfx9999", root_, &c, &err), IRG_SERVE_BAD_INPUT);
  EXPECT_NE(std::string(err.message).find("gfx9999"), std::string::npos) << err.message;
  EXPECT_EQ(c, nullptr);
  const std::string nowhere = (tmp_->path() / "nowhere").string();
  EXPECT_EQ(irg_serve_open(nowhere.c_str(), "gfx1250", root_, &c, &err), IRG_SERVE_BAD_INPUT);
  EXPECT_NE(std::string(err.message).find("holds no index.json"), std::string::npos) << err.message;
  EXPECT_EQ(irg_serve_open(dir_.c_str(), "gfx1250", nowhere.c_str(), &c, &err), IRG_SERVE_BAD_INPUT);
  EXPECT_NE(std::string(err.message).find("llvm22.json"), std::string::npos) << err.message;
  EXPECT_EQ(irg_serve_open(dir_.c_str(), "gfx1250", root_, nullptr, nullptr), IRG_SERVE_BAD_INPUT);  // err may be NULL

  open();
  if (HasFatalFailure()) return;
  irg_serve_plan_t* plan = nullptr;
  EXPECT_EQ(irg_serve_plan_line(cache_, "convfp16 -n 2 -c 37 -Z 9", &plan, &err), IRG_SERVE_BAD_INPUT);
  EXPECT_NE(std::string(err.message).find("-Z"), std::string::npos) << err.message;
  EXPECT_EQ(irg_serve_plan_line(cache_, "convfp16 -n 1 -c 64 -H 8 -W 8 -k 64 -y 1 -x 1 -F 4", &plan, &err),
            IRG_SERVE_NOT_SERVED);
  EXPECT_NE(std::string(err.message).find("direct_wgrad"), std::string::npos) << err.message;  // a family's reason
  EXPECT_EQ(plan, nullptr);

  // A damaged object: the plan fails naming it rather than handing out other bytes.
  const CacheEntry* e = index_.find(reduce_);
  ASSERT_TRUE(e);
  ASSERT_TRUE(write_atomic(CacheIndex::object_path(dir_, e->object_sha256), std::string("tampered")));
  EXPECT_EQ(irg_serve_plan_line(cache_, kDepthwiseLine, &plan, &err), IRG_SERVE_ERROR);
  EXPECT_NE(std::string(err.message).find("corrupt"), std::string::npos) << err.message;
  EXPECT_EQ(plan, nullptr);
}

TEST_F(ServeApi, WithoutADataRootTheBuildTreeLibraryReadsItsCheckout) {
  // The library's marker (serve_api/CMakeLists.txt) stands for the installed share/irgate here.
  const std::string saved = root_;
  ::unsetenv("IRGATE_ROOT");
  irg_serve_error_t err;
  const int code = irg_serve_open(dir_.c_str(), "gfx1250", nullptr, &cache_, &err);
  ::setenv("IRGATE_ROOT", saved.c_str(), 1);
  EXPECT_EQ(code, IRG_SERVE_OK) << err.message;
}

// Issue 46: the C API serves a gfx11 or gfx12 cache as it serves gfx1250's. A dense 3x3 layer (no
// direct_wgrad there) goes to the run-time-geometry implicit GEMM, and its launches equal the C++
// plan's.
class ServeApiOnEveryWmmaArch : public ServeApi, public ::testing::WithParamInterface<std::string> {
 protected:
  std::string arch() const override { return GetParam(); }
  void SetUp() override {
    ServeApi::SetUp();
    if (IsSkipped() || HasFatalFailure()) return;
    constexpr int kRuntime = IRG_GEOMETRY_RUNTIME;
    implicit_gemm_ = add("implicit_gemm_wgrad", "fp16",
                         {{"dtype", "fp16"}, {"filter_h", kRuntime}, {"filter_w", kRuntime}, {"pad_h", kRuntime},
                          {"pad_w", kRuntime}, {"stride_h", kRuntime}, {"stride_w", kRuntime},
                          {"dilation_h", kRuntime}, {"dilation_w", kRuntime}, {"waves_m", 2}, {"waves_n", 2},
                          {"wave_tiles_m", 2}, {"wave_tiles_n", 2}, {"k_steps", 32}, {"ws_replicas", 1}});
    ASSERT_TRUE(index_.save(dir_));
  }
  std::string implicit_gemm_;
};

TEST_P(ServeApiOnEveryWmmaArch, ADenseLayerIsServedByTheImplicitGemm) {
  open(arch());
  if (HasFatalFailure()) return;
  const std::string line = "convfp16 -n 2 -c 64 -H 14 -W 14 -k 96 -y 3 -x 3 -p 1 -q 1 -u 2 -v 2 -F 4";
  const ServeAnswer want = expected(line);
  ASSERT_TRUE(want.served);
  EXPECT_EQ(want.served->family, "implicit_gemm_wgrad");
  EXPECT_EQ(want.served->launch_kernels.front(), implicit_gemm_);
  irg_serve_plan_t* plan = nullptr;
  irg_serve_error_t err;
  ASSERT_EQ(irg_serve_plan_line(cache_, line.c_str(), &plan, &err), IRG_SERVE_OK) << err.message;
  expect_plan(plan, *want.served);
  irg_serve_plan_free(plan);
  // The depthwise layer of the gfx1250 tests is served here too.
  ASSERT_EQ(irg_serve_plan_line(cache_, kDepthwiseLine, &plan, &err), IRG_SERVE_OK) << err.message;
  irg_serve_plan_free(plan);
}

INSTANTIATE_TEST_SUITE_P(Wave32, ServeApiOnEveryWmmaArch,
                         ::testing::Values("gfx1100", "gfx1151", "gfx1200", "gfx1201", "gfx1250"),
                         [](const ::testing::TestParamInfo<std::string>& p) { return p.param; });

}  // namespace
}  // namespace irgate::grid
