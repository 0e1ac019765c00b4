// tests/toolchain/in_process_identity_test.cpp — the in-process llvm22 path (libLLVM 22 codegen
// + liblld + the metadata note read in process) against the real llc-22, ld.lld-22 and
// llvm-readelf-22 subprocesses: for every parity config that emits under llvm22 (all four
// families of families.def, on every arch they name),
// the code objects must be byte-identical and the measured resources equal. One builder
// compiles them all in sequence (its TargetMachines reused across modules and arches), two
// builders again on two threads, then in two worker processes on two threads (as `grid
// compile --jobs 2` runs); zero kernels compared, or a family missing, fails. Also: each
// in-process step fails closed with its step's name, and a backend abort fails one isolated build.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <functional>
#include <map>
#include <memory>

#include "arch_domain/table.h"
#include "grid/request.h"
#include "parity/corpus.h"
#include "registry/families.h"
#include "toolchain/in_process/build_service.h"
#include "toolchain/in_process/builder.h"
#include "metadata/kernel_resources.h"
#include "toolchain/parallel.h"
#include "toolchain/tempdir.h"

namespace irgate::toolchain {
namespace {

struct Kernel {
  int config = 0;
  std::string family, arch, text;
};

// Every corpus config the reference engine emits under llvm22, with its LLVM text.
std::vector<Kernel> llvm22_corpus_kernels(const std::string& root) {
  std::vector<Kernel> out;
  auto corpus = parity::load_corpus(root);
  auto view = arch_domain::load_view(root, IRG_FLAVOR_LLVM22);
  EXPECT_TRUE(corpus && view);
  if (!corpus || !view) return out;
  for (const parity::Config& c : *corpus) {
    const bool runs = std::find(c.flavors.begin(), c.flavors.end(), IRG_FLAVOR_LLVM22) != c.flavors.end();
    if (!runs || !c.expected(IRG_FLAVOR_LLVM22).empty()) continue;
    const grid::Emission em = grid::emit_reference(c.request(IRG_FLAVOR_LLVM22, (*view)->get()));
    EXPECT_EQ(em.status, IRG_STATUS_OK) << "config " << c.id << ": " << em.refusal_id;
    if (em.status == IRG_STATUS_OK) out.push_back({c.id, c.family_name, c.arch, em.text});
  }
  return out;
}

std::unique_ptr<in_process::InProcessBuilder> make_in_process(const Toolchain& tc) {
  auto version = llc_version(tc);
  EXPECT_TRUE(version);
  if (!version) return nullptr;
  auto b = in_process::InProcessBuilder::create(tc.flavor, version_number(*version));
  EXPECT_TRUE(b) << b.error().message;
  return b ? std::move(*b) : nullptr;
}

// The in-process builder in a worker process, as `grid compile` makes it.
std::unique_ptr<ObjectBuilder> make_isolated(const Toolchain& tc) {
  auto version = llc_version(tc);
  EXPECT_TRUE(version);
  if (!version) return nullptr;
  auto b = in_process::isolated_builder(tc.flavor, version_number(*version), tc.timeout);
  EXPECT_TRUE(b) << b.error().message;
  return b ? std::move(*b) : nullptr;
}

BuiltObject build_in_fresh_dir(ObjectBuilder& builder, const std::string& text, const std::string& arch) {
  auto dir = TempDir::create("irgate-identity");
  if (!dir) return BuiltObject{.failure = dir.error().message};
  return builder.build(dir->path(), text, arch);
}

void expect_same_resources(const BuiltObject& tools, const BuiltObject& in_process, const std::string& what) {
  const auto a = metadata::parse_kernel_resources(tools.notes), b = metadata::parse_kernel_resources(in_process.notes);
  ASSERT_EQ(a.size(), 1u) << what << "\n" << tools.notes;
  ASSERT_EQ(b.size(), 1u) << what << "\n" << in_process.notes;
  EXPECT_TRUE(a[0].complete() && b[0].complete()) << what;
  EXPECT_EQ(a[0].name, b[0].name) << what;
  EXPECT_EQ(a[0].vgpr_count, b[0].vgpr_count) << what;
  EXPECT_EQ(a[0].agpr_count, b[0].agpr_count) << what;
  EXPECT_EQ(a[0].sgpr_count, b[0].sgpr_count) << what;
  EXPECT_EQ(a[0].vgpr_spill_count, b[0].vgpr_spill_count) << what;
  EXPECT_EQ(a[0].sgpr_spill_count, b[0].sgpr_spill_count) << what;
  EXPECT_EQ(a[0].private_segment_fixed_size, b[0].private_segment_fixed_size) << what;
  EXPECT_EQ(a[0].group_segment_fixed_size, b[0].group_segment_fixed_size) << what;
  EXPECT_EQ(a[0].wavefront_size, b[0].wavefront_size) << what;
}

// The corpus kernels and their tool-built objects, built once for the suite (about 40 s).
class InProcessIdentity : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    const char* root = std::getenv("IRGATE_ROOT");
    auto found = find_toolchain(IRG_FLAVOR_LLVM22);
    if (!root || !found) return;
    tc_ = *found;
    kernels_ = llvm22_corpus_kernels(root);
    SubprocessBuilder tools(tc_);
    for (const Kernel& k : kernels_) reference_.push_back(build_in_fresh_dir(tools, k.text, k.arch));
  }
  void SetUp() override {
    if (!std::getenv("IRGATE_ROOT")) GTEST_SKIP() << "run through ctest (IRGATE_ROOT)";
    if (auto found = find_toolchain(IRG_FLAVOR_LLVM22); !found) GTEST_SKIP() << found.error().message;
    ASSERT_FALSE(kernels_.empty()) << "no llvm22 kernel to compare";
    for (size_t i = 0; i < kernels_.size(); ++i) {
      ASSERT_EQ(reference_[i].failure, "") << what(i) << " with the tools";
      ASSERT_FALSE(reference_[i].code_object.empty()) << what(i);
    }
  }
  static std::string what(size_t i) {
    return "config " + std::to_string(kernels_[i].config) + " (" + kernels_[i].family + " on " + kernels_[i].arch + ")";
  }
  static inline Toolchain tc_;
  static inline std::vector<Kernel> kernels_;
  static inline std::vector<BuiltObject> reference_;  // llc-22 + ld.lld-22 + llvm-readelf-22, per kernel
};

TEST_F(InProcessIdentity, EveryFamilySameBytesAndResourcesAsTheTools) {
  auto builder = make_in_process(tc_);
  ASSERT_TRUE(builder);
  std::map<std::string, int> compared;
  for (size_t i = 0; i < kernels_.size(); ++i) {
    const BuiltObject mine = build_in_fresh_dir(*builder, kernels_[i].text, kernels_[i].arch);
    ASSERT_EQ(mine.failure, "") << what(i);
    EXPECT_TRUE(mine.code_object == reference_[i].code_object)
        << what(i) << ": code objects differ (" << mine.code_object.size() << " vs " << reference_[i].code_object.size()
        << " bytes)";
    expect_same_resources(reference_[i], mine, what(i));
    ++compared[kernels_[i].family];
  }
  for (const registry::Family& family : registry::families())
    EXPECT_GT(compared[family.name], 0) << family.name << " has no llvm22 kernel in the comparison";
  // The first module once more, after the builder compiled every other one.
  const BuiltObject again = build_in_fresh_dir(*builder, kernels_[0].text, kernels_[0].arch);
  EXPECT_TRUE(again.code_object == reference_[0].code_object) << what(0) << " compiled last";
}

// Two builders on two worker threads, as `grid compile --jobs 2` runs them: same bytes and resources.
void expect_two_workers_match(const std::vector<std::unique_ptr<ObjectBuilder>>& builders,
                              const std::vector<Kernel>& kernels, const std::vector<BuiltObject>& reference,
                              const std::function<std::string(size_t)>& what) {
  ASSERT_EQ(builders.size(), 2u);
  ASSERT_TRUE(builders[0] && builders[1]);
  std::vector<BuiltObject> mine(kernels.size());
  parallel_for_workers(kernels.size(), 2, [&](size_t w, size_t i) {
    mine[i] = build_in_fresh_dir(*builders[w], kernels[i].text, kernels[i].arch);
  });
  for (size_t i = 0; i < kernels.size(); ++i) {
    ASSERT_EQ(mine[i].failure, "") << what(i);
    EXPECT_TRUE(mine[i].code_object == reference[i].code_object) << what(i) << ": code objects differ";
    expect_same_resources(reference[i], mine[i], what(i));
  }
}

TEST_F(InProcessIdentity, TwoWorkerThreadsSameBytes) {
  std::vector<std::unique_ptr<ObjectBuilder>> builders;
  for (int w = 0; w < 2; ++w) builders.push_back(make_in_process(tc_));
  expect_two_workers_match(builders, kernels_, reference_, what);
}

// As `grid compile` runs it: each worker thread's builder in a worker process (IsolatedBuilder).
TEST_F(InProcessIdentity, IsolatedInWorkerProcessesSameBytes) {
  std::vector<std::unique_ptr<ObjectBuilder>> builders;
  for (int w = 0; w < 2; ++w) builders.push_back(make_isolated(tc_));
  expect_two_workers_match(builders, kernels_, reference_, what);
}

const char* kHead = "target triple = \"amdgcn-amd-amdhsa\"\n\n";

// llc-22 aborts on this ("LLVM ERROR: Cannot select: intrinsic %llvm.amdgcn.s.wait.tensorcnt" on
// gfx1100); in process that would end irgate, isolated it fails the one build.
TEST(InProcessFailures, ABackendAbortFailsOneIsolatedBuild) {
  auto tc = find_toolchain(IRG_FLAVOR_LLVM22);
  if (!tc) GTEST_SKIP() << tc.error().message;
  auto builder = make_isolated(*tc);
  ASSERT_TRUE(builder);
  const std::string waits = std::string(kHead) +
                            "declare void @llvm.amdgcn.s.wait.tensorcnt(i16)\n"
                            "define amdgpu_kernel void @k() {\n  call void @llvm.amdgcn.s.wait.tensorcnt(i16 0)\n  ret void\n}\n";
  const BuiltObject crashed = build_in_fresh_dir(*builder, waits, "gfx1100");
  EXPECT_EQ(crashed.failure.rfind("crash: killed by signal 6", 0), 0u) << crashed.failure;
  EXPECT_NE(crashed.failure.find("LLVM ERROR: Cannot select: intrinsic %llvm.amdgcn.s.wait.tensorcnt"), std::string::npos)
      << crashed.failure;
  const BuiltObject fine = build_in_fresh_dir(*builder, waits, "gfx1250");
  EXPECT_EQ(fine.failure, "");
  EXPECT_FALSE(fine.code_object.empty());
}

TEST(InProcessFailures, EachStepFailsClosedWithItsName) {
  auto tc = find_toolchain(IRG_FLAVOR_LLVM22);
  if (!tc) GTEST_SKIP() << tc.error().message;
  auto builder = make_in_process(*tc);
  ASSERT_TRUE(builder);
  // A known intrinsic with a wrong signature: llvm-as's verifier error.
  BuiltObject bad = build_in_fresh_dir(
      *builder,
      std::string(kHead) + "declare i32 @llvm.amdgcn.workitem.id.x(i64)\n"
                           "define amdgpu_kernel void @k() {\n  %x = call i32 @llvm.amdgcn.workitem.id.x(i64 0)\n  ret void\n}\n",
      "gfx1250");
  EXPECT_EQ(bad.failure.rfind("verify: ", 0), 0u) << bad.failure;
  // An intrinsic LLVM 22 does not know compiles to an external call; --no-undefined refuses it.
  BuiltObject undefined = build_in_fresh_dir(
      *builder,
      std::string(kHead) + "declare void @llvm.amdgcn.bogus.thing(i32)\n"
                           "define amdgpu_kernel void @k() {\n  call void @llvm.amdgcn.bogus.thing(i32 1)\n  ret void\n}\n",
      "gfx1250");
  EXPECT_EQ(undefined.failure.rfind("link: ", 0), 0u) << undefined.failure;
  EXPECT_NE(undefined.failure.find("llvm.amdgcn.bogus.thing"), std::string::npos) << undefined.failure;
  // LDS one byte over gfx1100's 65536: a backend error diagnostic, not a crash.
  BuiltObject lds = build_in_fresh_dir(
      *builder,
      std::string(kHead) + "@lds = internal addrspace(3) global [65537 x i8] undef\n"
                           "define amdgpu_kernel void @k(ptr addrspace(1) %out) {\n"
                           "  %v = load volatile i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds, i32 65536)\n"
                           "  store i8 %v, ptr addrspace(1) %out\n  ret void\n}\n",
      "gfx1100");
  EXPECT_EQ(lds.failure.rfind("compile: ", 0), 0u) << lds.failure;
  EXPECT_NE(lds.failure.find("exceeds limit"), std::string::npos) << lds.failure;
  // An arch llc-22 does not know is an error here, not llc's warning.
  BuiltObject cpu = build_in_fresh_dir(*builder, std::string(kHead) + "define amdgpu_kernel void @k() {\n  ret void\n}\n",
                                       "gfx9999");
  EXPECT_EQ(cpu.failure.rfind("compile: ", 0), 0u) << cpu.failure;
  // The builder stays usable after failures.
  BuiltObject fine = build_in_fresh_dir(*builder, std::string(kHead) + "define amdgpu_kernel void @k() {\n  ret void\n}\n",
                                        "gfx1250");
  EXPECT_EQ(fine.failure, "");
  EXPECT_FALSE(fine.code_object.empty());
}

TEST(InProcessFailures, OtherFlavorsAndOtherReleasesAreRefused) {
  EXPECT_FALSE(in_process::InProcessBuilder::create(IRG_FLAVOR_LLVM19, in_process::linked_llvm_version()));
  auto other = in_process::InProcessBuilder::create(IRG_FLAVOR_LLVM22, "22.0.0");
  ASSERT_FALSE(other);
  EXPECT_NE(other.error().message.find("--codegen subprocess"), std::string::npos);
  EXPECT_TRUE(in_process::InProcessBuilder::create(IRG_FLAVOR_LLVM22, in_process::linked_llvm_version()));
}

}  // namespace
}  // namespace irgate::toolchain
