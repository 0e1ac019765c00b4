// tests/runtime/emulated_plan_test.cpp — the plan runner's own contract on hand-made plans:
// buffers at distinct large bases, zeroed/filled as the plan says, kernargs mapped in order,
// kernels cached per distinct text, refusals reported as errors (never as a pass).
#include <gtest/gtest.h>

#include <cstring>

#include "machine/float_bits.h"
#include "runtime/emulated_plan.h"
#include "runtime/inputs.h"
#include "runtime/numerics.h"
#include "tests/runtime/fixed_text.h"

namespace irgate::runtime {
namespace {

// A fake engine whose only kernel copies X (fp16) into dW as fp32: enough to check the runner
// without depending on a real engine's kernels.
constexpr const char* kCopyKernel = R"(
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @copy(ptr addrspace(1) %x, ptr addrspace(1) %dw, i32 %x_bytes, i32 %dw_bytes, i32 %count) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %gid = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = mul i32 %gid, 64
  %i = add i32 %b, %tid
  %ok = icmp ult i32 %i, %count
  br i1 %ok, label %body, label %done
body:
  %xb = zext i32 %x_bytes to i64
  %db = zext i32 %dw_bytes to i64
  %rx = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %x, i16 0, i64 %xb, i32 0)
  %rd = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %dw, i16 0, i64 %db, i32 0)
  %xo = shl i32 %i, 1
  %h = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx, i32 %xo, i32 0, i32 0)
  %hf = bitcast i16 %h to half
  %f = fpext half %hf to float
  %do = shl i32 %i, 2
  call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %f, ptr addrspace(8) %rd, i32 %do, i32 0, i32 0)
  br label %done
done:
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)
declare i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8), i32, i32, i32)
declare void @llvm.amdgcn.raw.ptr.buffer.store.f32(float, ptr addrspace(8), i32, i32, i32)
)";

int emit_copy(const irg_request_t* req, irg_text_t* out, irg_refusal_t* why) {
  if (req->spec.reduce.ws_replicas == 99) {
    std::strcpy(why->id, "test_refusal");
    std::strcpy(why->text, "refused on purpose");
    return IRG_STATUS_REFUSED;
  }
  return emit_fixed_text(kCopyKernel, out);
}

const irg_engine kFake = {"fake", emit_copy, nullptr, nullptr, nullptr};

struct CopyPlan {
  irg_problem_t problem{};
  std::unique_ptr<irg_plan_t> plan = std::make_unique<irg_plan_t>();
  explicit CopyPlan(int launches) {
    problem.n = 1, problem.hi = 10, problem.wi = 10, problem.groups = 1, problem.cpg = problem.kpg = 1;
    problem.filter_h = problem.filter_w = problem.stride_h = problem.stride_w = 1;
    problem.dilation_h = problem.dilation_w = 1;
    problem.dtype = IRG_DTYPE_F16, problem.dw_dtype = IRG_DTYPE_F32;
    // dW holds 1 element per (k, r, s, c) = 1 here; copy only the first element of X into it.
    std::memset(plan.get(), 0, sizeof(irg_plan_t));
    plan->n_launches = launches;
    plan->buffer_bytes[IRG_BUF_X] = 200;
    plan->buffer_bytes[IRG_BUF_DW] = 4;
    plan->zeroed = 1u << IRG_BUF_DW;
    for (int i = 0; i < launches; ++i) {
      irg_launch_t& l = plan->launches[i];
      l.request = irg_request_default(IRG_FAMILY_REDUCE, IRG_FLAVOR_LLVM22, "gfx1100");
      l.grid[0] = 1, l.grid[1] = l.grid[2] = 1;
      l.block[0] = 64, l.block[1] = l.block[2] = 1;
      l.n_kernargs = 5;
      l.kernargs[0] = {IRG_BUF_X, 0, 0};
      l.kernargs[1] = {IRG_BUF_DW, 0, 0};
      l.kernargs[2] = {IRG_BUF_NONE, 0, 200};
      l.kernargs[3] = {IRG_BUF_NONE, 0, 4};
      l.kernargs[4] = {IRG_BUF_NONE, 0, 1};
    }
  }
};

TEST(EmulatedPlan, RunsLaunchesAndReadsBackDw) {
  CopyPlan p(3);
  PlanRun run;
  Status s = run_plan_on_emulator(kFake, *p.plan, p.problem, {}, run);
  ASSERT_TRUE(s) << s.error().message;
  EXPECT_EQ(run.launches.size(), 3u);
  EXPECT_EQ(run.distinct_kernels, 1u);  // one translation for three identical texts
  ASSERT_EQ(run.dw.size(), 1u);
  EXPECT_EQ(run.dw[0], run.inputs.values(IRG_BUF_X, 0, 1)[0]);
  EXPECT_EQ(run.report.total(), 0u);
}

TEST(EmulatedPlan, RefusalIsAnErrorNotAPass) {
  CopyPlan p(1);
  p.plan->launches[0].request.spec.reduce.ws_replicas = 99;
  PlanRun run;
  Status s = run_plan_on_emulator(kFake, *p.plan, p.problem, {}, run);
  ASSERT_FALSE(s);
  EXPECT_NE(s.error().message.find("test_refusal"), std::string::npos);
  EXPECT_TRUE(run.launches.empty());
}

TEST(EmulatedPlan, MissingBufferIsAnError) {
  CopyPlan p(1);
  p.plan->buffer_bytes[IRG_BUF_DW] = 0;
  PlanRun run;
  EXPECT_FALSE(run_plan_on_emulator(kFake, *p.plan, p.problem, {}, run));
}

TEST(Inputs, SeededValuesAreRoundedAndReproducible) {
  auto a = seeded_values(1000, IRG_DTYPE_F16, stream_key(5, IRG_BUF_X)), b = seeded_values(1000, IRG_DTYPE_F16, stream_key(5, IRG_BUF_X));
  EXPECT_EQ(a, b);
  EXPECT_NE(a, seeded_values(1000, IRG_DTYPE_F16, stream_key(6, IRG_BUF_X)));
  EXPECT_NE(a, seeded_values(1000, IRG_DTYPE_F16, stream_key(5, IRG_BUF_DY)));
  for (float v : a) {
    EXPECT_EQ(v, emu::round_to_f16(v));
    EXPECT_GE(v, -1.0f);
    EXPECT_LE(v, 1.0f);
  }
  EXPECT_EQ(decode(encode(a, IRG_DTYPE_BF16), IRG_DTYPE_BF16, 1000).size(), 1000u);
}

}  // namespace
}  // namespace irgate::runtime
