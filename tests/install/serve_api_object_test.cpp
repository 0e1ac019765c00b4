// tests/install/serve_api_object_test.cpp — the C serving API's launches against real code
// objects: a depthwise kernel and the reduce helper compiled with the llvm22 toolchain (label
// grid), a line planned through include/irgate/serve.h, and every launch's kernel symbol found in
// its code object, its explicit kernarg layout (offset and size of each argument, which ones are
// pointers) equal to the object's own metadata note (.args), its kernarg size their end.
#include <gtest/gtest.h>

#include <cstdlib>

#include "arch_domain/table.h"
#include "grid/compile_cache.h"
#include "grid/request.h"
#include "irgate/serve.h"
#include "isa/code_object.h"
#include "isa/exec/kernargs.h"
#include "support/sha256.h"
#include "toolchain/tempdir.h"
#include "toolchain/tools.h"

namespace irgate::grid {
namespace {

using Spec = registry::SpecValues;

TEST(ServeApiObjects, KernargLayoutIsTheCodeObjectsOwn) {
  const char* root = std::getenv("IRGATE_ROOT");
  if (!root) GTEST_SKIP() << "run through ctest (IRGATE_ROOT)";
  if (auto tc = toolchain::find_toolchain(kGridFlavor); !tc) GTEST_SKIP() << tc.error().message;
  auto view = arch_domain::load_view(root, kGridFlavor);
  ASSERT_TRUE(view) << view.error().message;
  auto tmp = toolchain::TempDir::create("irgate-serve-api-objects");
  ASSERT_TRUE(tmp);
  const std::string dir = (tmp->path() / "cache").string();
  std::vector<GridKernel> kernels;
  for (auto [family, spec] : {std::pair<std::string, Spec>{"direct_depthwise_wgrad",
                                                          {{"dtype", "fp16"}, {"filter_h", 3}, {"filter_w", 3}, {"pad_h", 1},
                                                           {"pad_w", 1}, {"stride_h", 1}, {"stride_w", 1}, {"waves", 4},
                                                           {"r_split", 1}, {"ho_per_block", 8}, {"ws_replicas", 1}}},
                              {"direct_wgrad_reduce", {{"ws_replicas", 1}, {"out_dtype", "fp16"}, {"block_size", 256}}}}) {
    auto req = grid_request(family, "gfx1250", spec, (*view)->get());
    ASSERT_TRUE(req) << req.error().message;
    const Emission em = emit_reference(*req);
    ASSERT_EQ(em.status, IRG_STATUS_OK) << em.refusal_id << ": " << em.refusal_text;
    kernels.push_back({grid_kernel_name(em.kernel_name(), "gfx1250", "fp16"), family, "gfx1250", "fp16", spec, em.stamp,
                       sha256_hex(em.text), *req});
  }
  auto compiled = compile_into(dir, kernels, CompileOptions{});
  ASSERT_TRUE(compiled) << compiled.error().message;
  ASSERT_EQ(compiled->cached, kernels.size());

  irg_serve_error_t err;
  irg_serve_cache_t* cache = nullptr;
  ASSERT_EQ(irg_serve_open(dir.c_str(), "gfx1250", root, &cache, &err), IRG_SERVE_OK) << err.message;
  irg_serve_plan_t* plan = nullptr;
  ASSERT_EQ(irg_serve_plan_line(cache, "convfp16 -n 2 -c 37 -H 9 -W 9 -k 37 -y 3 -x 3 -p 1 -q 1 -g 37 -F 4", &plan, &err),
            IRG_SERVE_OK)
      << err.message;
  irg_serve_summary_t s;
  irg_serve_plan_summary(plan, &s);
  ASSERT_EQ(s.n_launches, 2);  // the depthwise kernel, then the reduce folding its fp32 slab into fp16 dW
  for (int32_t i = 0; i < s.n_launches; ++i) {
    irg_serve_launch_t l;
    ASSERT_EQ(irg_serve_launch(plan, i, &l, &err), IRG_SERVE_OK) << err.message;
    auto co = isa::read_code_object(std::string(reinterpret_cast<const char*>(l.code_object), l.code_object_size),
                                    l.cache_kernel);
    ASSERT_TRUE(co) << co.error().message;
    ASSERT_TRUE(co->find(l.kernel_name)) << l.kernel_name << " is not a kernel of its code object";
    auto args = isa::exec::read_kernel_args(co->metadata, l.kernel_name);
    ASSERT_TRUE(args) << args.error().message;
    size_t end = 0;
    int32_t slot = 0, explicit_args = 0;
    for (const isa::exec::KernArg& a : *args) {
      if (a.value_kind.starts_with("hidden_")) continue;
      ++explicit_args;
      end = std::max<size_t>(end, a.offset + a.size);
      if (a.value_kind == "global_buffer") {
        ASSERT_LT(slot, l.n_pointer_slots) << l.kernel_name << " argument " << a.name;
        EXPECT_EQ(l.pointer_slots[slot].offset, a.offset) << l.kernel_name << " argument " << a.name;
        EXPECT_EQ(a.size, 8u);
        ++slot;
      } else {
        EXPECT_EQ(a.value_kind, "by_value") << a.name;
        EXPECT_EQ(a.size, 4u) << l.kernel_name << " argument " << a.name;
        for (int32_t p = 0; p < l.n_pointer_slots; ++p) EXPECT_NE(l.pointer_slots[p].offset, a.offset) << a.name;
      }
    }
    EXPECT_GT(explicit_args, 0);
    EXPECT_EQ(slot, l.n_pointer_slots) << l.kernel_name;
    EXPECT_EQ(l.kernargs_size, end) << l.kernel_name;
  }
  irg_serve_plan_free(plan);
  irg_serve_close(cache);
}

}  // namespace
}  // namespace irgate::grid
