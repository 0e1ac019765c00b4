// tests/isa/exec_wmma_f32_test.cpp — gfx1250's fp32 WMMA (v_wmma_f32_16x16x4_f32) on the ISA
// executor, from a code object llc-22 + ld.lld-22 build out of a hand-written LLVM IR kernel in
// the shape the engines' fp32 kernels take (buffer loads of A and C, B staged through LDS: a
// ds_store_b64 and the ds_load_b64 of `tile.lds_load_b64`, one WMMA, buffer stores of D). Each
// lane's fragments follow rocJITsu's wmma_input_loc(16, 4, i, k, 32) (A[i][k] in lane
// 16·(k/2) + i, VGPR k % 2; C/D row 8·(lane/16) + VGPR), written here, not taken from the
// executors. Checked: on random fp32 operands D is bit for bit the per-element fma chain from C
// (rocJITsu's arithmetic, the executor's documented rule) and the IR interpreter's c_first model
// gives the same bits; the neg_a form llc encodes as neg_lo; on exact inputs both executors, the
// IR one under every WMMA model, give the exact product. Needs llc-22 (label numerics).
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cstdio>
#include <memory>
#include <cmath>
#include <random>
#include <string>
#include <vector>

#include "emulator/launch.h"
#include "emulator/translate.h"
#include "isa/code_object.h"
#include "isa/decode.h"
#include "isa/exec/launch.h"
#include "isa/exec/predecode.h"
#include "machine/arch.h"
#include "machine/wmma.h"
#include "runtime/isa_kernels.h"
#include "toolchain/tools.h"

namespace irgate {
namespace {

// One wave: lane l loads A's two floats at a + 8l, B's at b + 8l (through LDS), C's eight at
// c + 32l, and stores D's eight at d + 32l. neg_a / neg_b as the intrinsic's immargs.
std::string kernel(bool neg_a, bool neg_b) {
  const std::string rsrc = "@llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) ";
  const std::string flags = ", i16 0, i64 1024, i32 822165504)";  // arches.def gfx1250 rsrc_dword3
  return "target triple = \"amdgcn-amd-amdhsa\"\n"
         "@lds = internal addrspace(3) global [256 x i8] poison, align 16\n"
         "define amdgpu_kernel void @wmma_f32(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c, "
         "ptr addrspace(1) %d) {\n"
         "entry:\n"
         "  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n"
         "  %ra = call ptr addrspace(8) " + rsrc + "%a" + flags + "\n"
         "  %rb = call ptr addrspace(8) " + rsrc + "%b" + flags + "\n"
         "  %rc = call ptr addrspace(8) " + rsrc + "%c" + flags + "\n"
         "  %rd = call ptr addrspace(8) " + rsrc + "%d" + flags + "\n"
         "  %abo = mul i32 %tid, 8\n"
         "  %co = mul i32 %tid, 32\n"
         "  %co16 = add i32 %co, 16\n"
         "  %av = call <2 x float> @llvm.amdgcn.raw.ptr.buffer.load.v2f32(ptr addrspace(8) %ra, i32 %abo, i32 0, i32 0)\n"
         "  %bg = call <2 x float> @llvm.amdgcn.raw.ptr.buffer.load.v2f32(ptr addrspace(8) %rb, i32 %abo, i32 0, i32 0)\n"
         "  %lp = getelementptr inbounds i8, ptr addrspace(3) @lds, i32 %abo\n"
         "  store <2 x float> %bg, ptr addrspace(3) %lp, align 8\n"
         "  call void @llvm.amdgcn.s.barrier()\n"
         "  %bv = load <2 x float>, ptr addrspace(3) %lp, align 8\n"
         "  %c0 = call <4 x float> @llvm.amdgcn.raw.ptr.buffer.load.v4f32(ptr addrspace(8) %rc, i32 %co, i32 0, i32 0)\n"
         "  %c1 = call <4 x float> @llvm.amdgcn.raw.ptr.buffer.load.v4f32(ptr addrspace(8) %rc, i32 %co16, i32 0, i32 0)\n"
         "  %cv = shufflevector <4 x float> %c0, <4 x float> %c1, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>\n"
         "  %dv = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 " +
         (neg_a ? "true" : "false") + ", <2 x float> %av, i1 " + (neg_b ? "true" : "false") +
         ", <2 x float> %bv, i16 0, <8 x float> %cv, i1 false, i1 false)\n"
         "  %d0 = shufflevector <8 x float> %dv, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>\n"
         "  %d1 = shufflevector <8 x float> %dv, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>\n"
         "  call void @llvm.amdgcn.raw.ptr.buffer.store.v4f32(<4 x float> %d0, ptr addrspace(8) %rd, i32 %co, i32 0, i32 0)\n"
         "  call void @llvm.amdgcn.raw.ptr.buffer.store.v4f32(<4 x float> %d1, ptr addrspace(8) %rd, i32 %co16, i32 0, i32 0)\n"
         "  ret void\n"
         "}\n"
         "declare i32 @llvm.amdgcn.workitem.id.x()\n"
         "declare void @llvm.amdgcn.s.barrier()\n"
         "declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)\n"
         "declare <2 x float> @llvm.amdgcn.raw.ptr.buffer.load.v2f32(ptr addrspace(8), i32, i32, i32 immarg)\n"
         "declare <4 x float> @llvm.amdgcn.raw.ptr.buffer.load.v4f32(ptr addrspace(8), i32, i32, i32 immarg)\n"
         "declare void @llvm.amdgcn.raw.ptr.buffer.store.v4f32(<4 x float>, ptr addrspace(8), i32, i32, i32 immarg)\n"
         "declare <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 immarg, <2 x float>, i1 immarg, "
         "<2 x float>, i16 immarg, <8 x float>, i1 immarg, i1 immarg)\n";
}

// A[m][k], B[k][n], C[m][n] row-major.
struct Operands {
  std::vector<float> a = std::vector<float>(64), b = std::vector<float>(64), c = std::vector<float>(256);
};

// Lane l's fragments: A (row l%16, K 2·(l/16) + v), B (column l%16, the same K), C (row
// 8·(l/16) + v, column l%16).
struct Fragments {
  std::vector<float> a = std::vector<float>(64), b = std::vector<float>(64), c = std::vector<float>(256);
  explicit Fragments(const Operands& o) {
    for (int l = 0; l < 32; ++l) {
      for (int v = 0; v < 2; ++v) {
        const int k = 2 * (l / 16) + v;
        a[size_t(2 * l + v)] = o.a[size_t((l % 16) * 4 + k)];
        b[size_t(2 * l + v)] = o.b[size_t(k * 16 + l % 16)];
      }
      for (int v = 0; v < 8; ++v) c[size_t(8 * l + v)] = o.c[size_t((8 * (l / 16) + v) * 16 + l % 16)];
    }
  }
};

// D[m][n] from a lane-major result.
std::vector<float> unscatter(const std::vector<float>& lanes) {
  std::vector<float> d(256);
  for (int l = 0; l < 32; ++l)
    for (int v = 0; v < 8; ++v) d[size_t((8 * (l / 16) + v) * 16 + l % 16)] = lanes[size_t(8 * l + v)];
  return d;
}

// The fma chain from C in K order, with A negated for neg_a and B for neg_b.
std::vector<float> fma_chain(const Operands& o, bool neg_a, bool neg_b) {
  std::vector<float> d(256);
  for (int m = 0; m < 16; ++m)
    for (int n = 0; n < 16; ++n) {
      float acc = o.c[size_t(m * 16 + n)];
      for (int k = 0; k < 4; ++k) {
        const float x = o.a[size_t(m * 4 + k)], y = o.b[size_t(k * 16 + n)];
        acc = std::fma(neg_a ? -x : x, neg_b ? -y : y, acc);
      }
      d[size_t(m * 16 + n)] = acc;
    }
  return d;
}

struct Memory {
  emu::GlobalMemory mem;
  std::vector<uint64_t> args;
  explicit Memory(const Operands& o) {
    const Fragments f(o);
    for (const std::vector<float>* v : {&f.a, &f.b, &f.c}) {
      args.push_back(mem.allocate("in", 1024));
      mem.fill_zero(args.back(), 1024);
      mem.write(args.back(), v->data(), v->size() * 4);
    }
    args.push_back(mem.allocate("d", 1024));
    mem.fill_zero(args.back(), 1024);
  }
  std::vector<float> d() const {
    std::vector<float> lanes(256);
    mem.read(args[3], lanes.data(), 1024);
    return unscatter(lanes);
  }
};

class ExecWmmaF32 : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    if (!toolchain::find_toolchain(IRG_FLAVOR_LLVM22)) GTEST_SKIP() << "llc-22 / ld.lld-22 are not installed";
  }

  // The code object's only kernel, its mnemonics, and the program the ISA executor runs.
  const isa::exec::Program& program(bool neg_a, bool neg_b, std::vector<std::string>* mnemonics = nullptr) {
    irg_request_t request{};
    request.flavor = IRG_FLAVOR_LLVM22;
    std::snprintf(request.arch, sizeof request.arch, "gfx1250");
    auto bytes = runtime::compile_with_toolchain()(request, kernel(neg_a, neg_b));
    EXPECT_TRUE(bytes) << bytes.error().message;
    auto co = isa::read_code_object(bytes ? *bytes : std::string(), "wmma_f32.hsaco");
    EXPECT_TRUE(co) << co.error().message;
    auto dis = isa::Disassembler::create("gfx1250");
    EXPECT_TRUE(dis) << dis.error().message;
    if (!co || !dis || co->kernels.empty()) return program_;
    dis_ = std::move(*dis);
    if (mnemonics) {
      auto code = isa::decode_kernel(*dis_, *co, co->kernels.at(0));
      EXPECT_TRUE(code) << code.error().message;
      for (const isa::Instruction& i : *code) mnemonics->push_back(i.mnemonic);
    }
    auto p = isa::exec::load_kernel(*dis_, *co, co->kernels.at(0));
    EXPECT_TRUE(p) << p.error().message;
    if (p) program_ = std::move(*p);
    return program_;
  }

  static std::vector<float> run_isa(const isa::exec::Program& p, const Operands& o) {
    Memory m(o);
    isa::exec::LaunchConfig cfg;
    cfg.block[0] = 32;
    cfg.kernargs = m.args;
    auto r = isa::exec::launch(p, *emu::arch_info("gfx1250"), m.mem, cfg, {});
    EXPECT_TRUE(r) << r.error().message;
    if (r) {
      EXPECT_EQ(r->total(), 0u) << (r->findings.empty() ? "" : r->findings.front().message);
    }
    return m.d();
  }

  static std::vector<float> run_ir(const Operands& o, emu::WmmaModel model, bool neg_a = false, bool neg_b = false) {
    Memory m(o);
    auto program = emu::translate_kernel(kernel(neg_a, neg_b));
    EXPECT_TRUE(program) << program.error().message;
    emu::LaunchConfig cfg;
    cfg.block[0] = 32;
    cfg.kernargs = m.args;
    emu::ExecOptions opt;
    opt.wmma_model = model;
    if (!program) return {};
    auto r = emu::launch(*program, *emu::arch_info("gfx1250"), m.mem, cfg, opt);
    EXPECT_TRUE(r) << r.error().message;
    if (r) {
      EXPECT_EQ(r->total(), 0u) << (r->findings.empty() ? "" : r->findings.front().message);
    }
    return m.d();
  }

  std::unique_ptr<isa::Disassembler> dis_;
  isa::exec::Program program_;
};

// Full 24-bit significands within 2^±12, both signs: products that are not exact in fp32.
Operands random_operands(unsigned seed) {
  std::mt19937 rng(seed);
  auto draw = [&] {
    const float m = float(int32_t(rng() % 0x1000000u) - 0x800000) * 0x1p-23f;
    return std::ldexp(m, int(rng() % 25) - 12);
  };
  Operands o;
  for (float& x : o.a) x = draw();
  for (float& x : o.b) x = draw();
  for (float& x : o.c) x = draw();
  return o;
}

int bits_differ(const std::vector<float>& x, const std::vector<float>& y) {
  int n = 0;
  for (size_t i = 0; i < x.size(); ++i) n += std::bit_cast<uint32_t>(x[i]) != std::bit_cast<uint32_t>(y[i]);
  return n;
}

TEST_F(ExecWmmaF32, TheCodeObjectRunsTheFp32WmmaAndItsLdsLoad) {
  std::vector<std::string> mnemonics;
  (void)program(false, false, &mnemonics);
  auto has = [&](const std::string& m) { return std::find(mnemonics.begin(), mnemonics.end(), m) != mnemonics.end(); };
  EXPECT_TRUE(has("v_wmma_f32_16x16x4_f32"));
  EXPECT_TRUE(has("ds_load_b64"));
  EXPECT_TRUE(has("buffer_load_b64"));
  EXPECT_TRUE(program_.unsupported.empty()) << program_.unsupported.front();
}

TEST_F(ExecWmmaF32, RandomOperandsGiveTheFmaChainFromCBitForBit) {
  const isa::exec::Program& p = program(false, false);
  int differ_from_rounded_products = 0;
  for (unsigned seed = 1; seed <= 8; ++seed) {
    const Operands o = random_operands(seed);
    const std::vector<float> want = fma_chain(o, false, false), isa = run_isa(p, o);
    EXPECT_EQ(bits_differ(isa, want), 0) << "seed " << seed;
    EXPECT_EQ(bits_differ(run_ir(o, emu::WmmaModel::CFirst), isa), 0) << "seed " << seed;
    differ_from_rounded_products += bits_differ(run_ir(o, emu::WmmaModel::CLast), isa);
  }
  // The operands can tell a fused chain from rounded products summed (else the test proves little).
  EXPECT_GT(differ_from_rounded_products, 0);
}

TEST_F(ExecWmmaF32, NegAIsLoweredToNegLoAndNegatesA) {
  std::vector<std::string> mnemonics;
  const isa::exec::Program& p = program(true, false, &mnemonics);
  const Operands o = random_operands(11);
  const std::vector<float> isa = run_isa(p, o);
  EXPECT_EQ(bits_differ(isa, fma_chain(o, true, false)), 0);
  EXPECT_GT(bits_differ(isa, fma_chain(o, false, false)), 0);
  EXPECT_EQ(bits_differ(run_ir(o, emu::WmmaModel::CFirst, true, false), isa), 0);
}

TEST_F(ExecWmmaF32, ExactInputsGiveOneResultOnBothExecutorsUnderEveryModel) {
  // Integers times 2^-3 and 2^-6: every product and partial sum is exact in fp32.
  std::mt19937 rng(5);
  Operands o;
  for (float& x : o.a) x = float(int(rng() % 201) - 100) * 0x1p-3f;
  for (float& x : o.b) x = float(int(rng() % 201) - 100) * 0x1p-6f;
  for (float& x : o.c) x = float(int(rng() % 2001) - 1000) * 0x1p-9f;
  std::vector<float> exact(256);
  for (int m = 0; m < 16; ++m)
    for (int n = 0; n < 16; ++n) {
      double s = o.c[size_t(m * 16 + n)];
      for (int k = 0; k < 4; ++k) s += double(o.a[size_t(m * 4 + k)]) * double(o.b[size_t(k * 16 + n)]);
      exact[size_t(m * 16 + n)] = float(s);  // exact: a multiple of 2^-9 far below 2^24 of them
    }
  const std::vector<float> isa = run_isa(program(false, false), o);
  EXPECT_EQ(bits_differ(isa, exact), 0);
  for (emu::WmmaModel model : emu::kWmmaModels)
    EXPECT_EQ(bits_differ(run_ir(o, model), isa), 0) << emu::wmma_model_name(model);
}

}  // namespace
}  // namespace irgate
