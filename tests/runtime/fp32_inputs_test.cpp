// tests/runtime/fp32_inputs_test.cpp — fp32 X and dY (IRG_DTYPE_F32) below the engines: the
// draws (random and exact), their 4-byte encoding into executor memory, the subnormals of
// --subnormal-inputs, the host references (fp32 and integer) on fp32 inputs, the tolerance of
// an fp32 inner product, and the .npy dump. End to end through the plan runner with a hand-written
// fp32 kernel (a fake engine: the engines' fp32 kernels are not this branch's), whose dW must be
// the references' bits: the fp32 reference's in random mode (the same products and adds in the
// same order), the integer reference's in exact mode.
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <limits>
#include <unistd.h>

#include "machine/float_bits.h"
#include "oracle/compare.h"
#include "oracle/exact_bits.h"
#include "oracle/exact_reference.h"
#include "oracle/reference.h"
#include "oracle/tolerance.h"
#include "runtime/emulated_plan.h"
#include "runtime/exact_inputs.h"
#include "runtime/inputs.h"
#include "runtime/npy.h"
#include "runtime/numerics_dump.h"
#include "support/files.h"
#include "tests/runtime/fixed_text.h"

namespace irgate::runtime {
namespace {

uint32_t bits(float f) { return std::bit_cast<uint32_t>(f); }

TEST(Fp32Inputs, RandomDrawsAreTheTwentyFourBitDrawsUnrounded) {
  const uint64_t key = stream_key(4, IRG_BUF_X);
  const std::vector<float> f32 = seeded_values(20000, IRG_DTYPE_F32, key), f16 = seeded_values(20000, IRG_DTYPE_F16, key),
                           bf16 = seeded_values(20000, IRG_DTYPE_BF16, key);
  for (size_t i = 0; i < f32.size(); ++i) {
    // The top 24 bits k of the element's stream word, as 2k/2^24 - 1 (exact in a double and a float).
    const double want = double(stream_bits(key, i) >> 40) / double(1 << 23) - 1.0;
    ASSERT_EQ(double(f32[i]), want) << i;
    ASSERT_EQ(bits(f16[i]), bits(emu::round_to_f16(f32[i]))) << i;  // the 16-bit draws round these
    ASSERT_EQ(bits(bf16[i]), bits(emu::round_to_bf16(f32[i]))) << i;
  }
}

TEST(Fp32Inputs, EncodingKeepsFourBytesAndEveryBit) {
  EXPECT_EQ(dtype_bytes(IRG_DTYPE_F32), 4);
  const std::vector<float> v = {1.5f, -0.0f, 0x1p-149f, -std::numeric_limits<float>::max(),
                                std::bit_cast<float>(0x7FC01234u), 0.1f};
  const std::vector<uint8_t> bytes = encode(v, IRG_DTYPE_F32);
  ASSERT_EQ(bytes.size(), v.size() * 4);
  EXPECT_EQ(std::memcmp(bytes.data(), v.data(), bytes.size()), 0);  // little-endian fp32, as the kernel loads it
  const std::vector<float> back = decode(bytes, IRG_DTYPE_F32, int64_t(v.size()));
  for (size_t i = 0; i < v.size(); ++i) EXPECT_EQ(bits(back[i]), bits(v[i])) << i;
}

TEST(Fp32Inputs, ExactRangesHoldForFp32) {
  for (int64_t terms : {int64_t(1), int64_t(100), int64_t(100352), int64_t(1) << 24}) {
    const ExactInputs e = plan_exact_inputs(terms, IRG_DTYPE_F32);
    ASSERT_TRUE(e.applies) << terms;
    EXPECT_LE(e.x.bound, 1 << 11);
    EXPECT_LE(e.dy.bound, 1 << 11);
    EXPECT_LE(terms * e.x.bound * e.dy.bound, int64_t(1) << 24) << terms;
  }
  EXPECT_FALSE(plan_exact_inputs((int64_t(1) << 24) + 1, IRG_DTYPE_F32).applies);
}

TEST(Fp32Inputs, SubnormalInputsAreFp32Subnormals) {
  std::vector<float> v = seeded_values(6100, IRG_DTYPE_F32, stream_key(2, IRG_BUF_DY));
  sprinkle_subnormals(v, IRG_DTYPE_F32, stream_key(2, IRG_BUF_DY, StreamUse::subnormals));
  int subnormals = 0;
  for (float x : v) subnormals += x != 0 && std::fabs(x) < 0x1p-126f;
  EXPECT_EQ(subnormals, 100);  // one in 61
}

// A 1x1 filter, stride 1, no padding: dW[k][c] = Σ_pixels dY[pixel][k]·X[pixel][c], one
// work-item an element, a multiply then an add a pixel, in pixel order (the fp32 reference's).
constexpr const char* kFp32Wgrad1x1 = R"(
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @wgrad(ptr addrspace(1) %x, ptr addrspace(1) %dy, ptr addrspace(1) %dw, i32 %pixels, i32 %c, i32 %k) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %gid = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = mul i32 %gid, 64
  %e = add i32 %b, %tid
  %kc = mul i32 %k, %c
  %ok = icmp ult i32 %e, %kc
  br i1 %ok, label %head, label %done
head:
  %ki = udiv i32 %e, %c
  %ci = urem i32 %e, %c
  %xb = mul i32 %pixels, %c
  %yb = mul i32 %pixels, %k
  %xbytes = shl i32 %xb, 2
  %ybytes = shl i32 %yb, 2
  %x64 = zext i32 %xbytes to i64
  %y64 = zext i32 %ybytes to i64
  %rx = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %x, i16 0, i64 %x64, i32 0)
  %ry = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %dy, i16 0, i64 %y64, i32 0)
  br label %loop
loop:
  %p = phi i32 [ 0, %head ], [ %p1, %loop ]
  %acc = phi float [ 0.0, %head ], [ %acc1, %loop ]
  %xi = mul i32 %p, %c
  %xj = add i32 %xi, %ci
  %xo = shl i32 %xj, 2
  %yi = mul i32 %p, %k
  %yj = add i32 %yi, %ki
  %yo = shl i32 %yj, 2
  %xv = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx, i32 %xo, i32 0, i32 0)
  %yv = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %ry, i32 %yo, i32 0, i32 0)
  %prod = fmul float %yv, %xv
  %acc1 = fadd float %acc, %prod
  %p1 = add i32 %p, 1
  %more = icmp ult i32 %p1, %pixels
  br i1 %more, label %loop, label %store
store:
  %kcb = shl i32 %kc, 2
  %d64 = zext i32 %kcb to i64
  %rd = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %dw, i16 0, i64 %d64, i32 0)
  %eo = shl i32 %e, 2
  call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %acc1, ptr addrspace(8) %rd, i32 %eo, i32 0, i32 0)
  br label %done
done:
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)
declare float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8), i32, i32, i32)
declare void @llvm.amdgcn.raw.ptr.buffer.store.f32(float, ptr addrspace(8), i32, i32, i32)
)";

int emit_wgrad(const irg_request_t*, irg_text_t* out, irg_refusal_t*) { return emit_fixed_text(kFp32Wgrad1x1, out); }
const irg_engine kFp32Wgrad = {"fake", emit_wgrad, nullptr, nullptr, nullptr};

// N 2, 7x5 images, C 12, K 9: 70 products an element.
struct Fp32Plan {
  irg_problem_t problem{};
  std::unique_ptr<irg_plan_t> plan = std::make_unique<irg_plan_t>();
  Fp32Plan() {
    problem.n = 2, problem.hi = 7, problem.wi = 5, problem.groups = 1, problem.cpg = 12, problem.kpg = 9;
    problem.filter_h = problem.filter_w = problem.stride_h = problem.stride_w = 1;
    problem.dilation_h = problem.dilation_w = 1;
    problem.dtype = IRG_DTYPE_F32, problem.dw_dtype = IRG_DTYPE_F32;
    std::memset(plan.get(), 0, sizeof(irg_plan_t));
    plan->n_launches = 1;
    const int64_t pixels = problem.n * problem.hi * problem.wi;
    plan->buffer_bytes[IRG_BUF_X] = pixels * problem.cpg * 4;
    plan->buffer_bytes[IRG_BUF_DY] = pixels * problem.kpg * 4;
    plan->buffer_bytes[IRG_BUF_DW] = problem.cpg * problem.kpg * 4;
    plan->zeroed = 1u << IRG_BUF_DW;
    irg_launch_t& l = plan->launches[0];
    l.request = irg_request_default(IRG_FAMILY_REDUCE, IRG_FLAVOR_LLVM22, "gfx1250");
    l.grid[0] = 2, l.grid[1] = l.grid[2] = 1;
    l.block[0] = 64, l.block[1] = l.block[2] = 1;
    l.n_kernargs = 6;
    l.kernargs[0] = {IRG_BUF_X, 0, 0};
    l.kernargs[1] = {IRG_BUF_DY, 0, 0};
    l.kernargs[2] = {IRG_BUF_DW, 0, 0};
    l.kernargs[3] = {IRG_BUF_NONE, 0, pixels};
    l.kernargs[4] = {IRG_BUF_NONE, 0, problem.cpg};
    l.kernargs[5] = {IRG_BUF_NONE, 0, problem.kpg};
  }
};

TEST(Fp32Inputs, RandomRunIsTheFp32ReferenceBitForBitAndWithinItsTolerance) {
  Fp32Plan p;
  PlanRun run;
  const Status s = run_plan_on_emulator(kFp32Wgrad, *p.plan, p.problem, {}, run);
  ASSERT_TRUE(s) << s.error().message;
  ASSERT_EQ(run.report.total(), 0u);
  const std::vector<float> x = run.inputs.whole(IRG_BUF_X), dy = run.inputs.whole(IRG_BUF_DY);
  ASSERT_EQ(x.size(), 840u);
  const emu::WgradReference ref = emu::reference_wgrad(p.problem, x, dy);
  ASSERT_EQ(run.dw.size(), ref.dw.size());
  int rounded_products = 0;  // elements whose products are not exact in fp32 (the draws have 24 bits)
  for (size_t e = 0; e < ref.dw.size(); ++e) {
    EXPECT_EQ(bits(run.dw[e]), bits(ref.dw[e])) << "element " << e;
    const int64_t k = int64_t(e) / p.problem.cpg, c = int64_t(e) % p.problem.cpg;
    double exact = 0, magnitude = 0;
    for (int64_t px = 0; px < 70; ++px) {
      const double product = double(dy[size_t(px * 9 + k)]) * double(x[size_t(px * 12 + c)]);
      exact += product, magnitude += std::fabs(product);
      rounded_products += double(float(product)) != product;
    }
    EXPECT_GE(ref.abs_sum[e], magnitude) << "element " << e;  // an upper bound, as the tolerance needs
    EXPECT_LE(std::fabs(double(ref.dw[e]) - exact), 70 * 0x1p-24 * magnitude) << "element " << e;
  }
  EXPECT_GT(rounded_products, 0);
  const emu::Tolerance tol = emu::element_tolerance(IRG_DTYPE_F32, 70, ref.abs_sum, ref.dw);
  EXPECT_EQ(emu::compare(run.dw, ref.dw, tol).mismatches, 0u);
}

TEST(Fp32Inputs, TheToleranceHoldsAnyFp32OrderAndCatchesALostProduct) {
  Fp32Plan p;
  const std::vector<float> x = seeded_values(840, IRG_DTYPE_F32, stream_key(3, IRG_BUF_X)),
                           dy = seeded_values(630, IRG_DTYPE_F32, stream_key(3, IRG_BUF_DY));
  const emu::WgradReference ref = emu::reference_wgrad(p.problem, x, dy);
  std::vector<float> fused_reversed(ref.dw.size()), one_lost(ref.dw.size());
  for (size_t e = 0; e < ref.dw.size(); ++e) {
    const int64_t k = int64_t(e) / 12, c = int64_t(e) % 12;
    float acc = 0, lost = 0;
    for (int64_t px = 69; px >= 0; --px) acc = std::fma(dy[size_t(px * 9 + k)], x[size_t(px * 12 + c)], acc);
    for (int64_t px = 1; px < 70; ++px) lost += dy[size_t(px * 9 + k)] * x[size_t(px * 12 + c)];
    fused_reversed[e] = acc, one_lost[e] = lost;
  }
  const emu::Tolerance tol = emu::element_tolerance(IRG_DTYPE_F32, 70, ref.abs_sum, ref.dw);
  EXPECT_EQ(emu::compare(fused_reversed, ref.dw, tol).mismatches, 0u);
  EXPECT_GT(emu::compare(one_lost, ref.dw, tol).mismatches, 90u);  // of 108
}

TEST(Fp32Inputs, ExactRunIsTheIntegerReferenceBitForBit) {
  Fp32Plan p;
  PlanRunOptions o;
  o.exact = plan_exact_inputs(emu::max_reduction_length(p.problem), IRG_DTYPE_F32);
  ASSERT_TRUE(o.exact->applies) << o.exact->rule;
  PlanRun run;
  const Status s = run_plan_on_emulator(kFp32Wgrad, *p.plan, p.problem, o, run);
  ASSERT_TRUE(s) << s.error().message;
  auto units = emu::exact_reference_wgrad(p.problem, run.inputs.whole(IRG_BUF_X), o.exact->x.exponent,
                                          run.inputs.whole(IRG_BUF_DY), o.exact->dy.exponent);
  ASSERT_TRUE(units) << units.error().message;
  const std::vector<uint32_t> want = emu::exact_dw_bits(*units, o.exact->unit_exponent(), IRG_DTYPE_F32);
  const emu::ExactCheck check = emu::compare_exact_bits("dW of exact fp32 inputs", IRG_DTYPE_F32, want, run.dw_bytes);
  EXPECT_EQ(check.mismatches, 0u) << emu::format_exact(check, [](size_t i) { return std::to_string(i); });
  EXPECT_TRUE(check.passed());
  EXPECT_EQ(check.count, want.size());
  // The exact inputs are integers times 2^-3 and 2^-6, held exactly as fp32.
  for (float v : run.inputs.whole(IRG_BUF_X)) ASSERT_EQ(v * 8, std::trunc(v * 8));
}

TEST(Fp32Inputs, SubnormalProductMassCountsFp32Subnormals) {
  Fp32Plan p;
  std::vector<float> x = seeded_values(840, IRG_DTYPE_F32, stream_key(6, IRG_BUF_X));
  const std::vector<float> dy = seeded_values(630, IRG_DTYPE_F32, stream_key(6, IRG_BUF_DY));
  EXPECT_TRUE(emu::subnormal_product_mass(p.problem, x, dy).empty());  // the draws are never subnormal
  x[0] = 0x1p-130f;
  const std::vector<double> mass = emu::subnormal_product_mass(p.problem, x, dy);
  ASSERT_EQ(mass.size(), 108u);
  for (int64_t k = 0; k < 9; ++k) EXPECT_EQ(mass[size_t(k * 12)], std::fabs(double(dy[size_t(k)]) * 0x1p-130));
}

TEST(Fp32Inputs, TheDumpWritesFp32TensorsAsLittleEndianF4) {
  Fp32Plan p;
  NumericsResult r;
  r.problem = p.problem;
  r.verdict = Verdict::Pass;
  r.tensors.x = seeded_values(840, IRG_DTYPE_F32, stream_key(1, IRG_BUF_X));
  r.tensors.dy = seeded_values(630, IRG_DTYPE_F32, stream_key(1, IRG_BUF_DY));
  r.tensors.dw_ref.assign(108, 0.25f);
  r.tensors.dw_bytes = encode(r.tensors.dw_ref, IRG_DTYPE_F32);
  const std::filesystem::path dir = std::filesystem::temp_directory_path() / ("irgate-fp32-dump-" + std::to_string(::getpid()));
  DumpInfo info;
  info.family = "implicit_gemm_wgrad";
  ASSERT_TRUE(write_numerics_dump(dir, r, info));
  auto file = read_file(dir / "x.npy");
  ASSERT_TRUE(file) << file.error().message;
  auto header = npy::parse_header(*file);
  ASSERT_TRUE(header) << header.error().message;
  EXPECT_EQ(header->descr, "<f4");
  EXPECT_EQ(header->shape, (std::vector<int64_t>{2, 7, 5, 12}));
  ASSERT_EQ(file->size() - header->data_offset, 840u * 4);
  EXPECT_EQ(std::memcmp(file->data() + header->data_offset, r.tensors.x.data(), 840 * 4), 0);
  auto problem = read_file(dir / "problem.json");
  ASSERT_TRUE(problem);
  EXPECT_NE(problem->find("\"dtype\": \"fp32\""), std::string::npos);
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace irgate::runtime
