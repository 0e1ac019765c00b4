// tests/arch_domain/probe_test.cpp — the declare parser and the probe module builder.
#include <gtest/gtest.h>

#include "arch_domain/catalog.h"
#include "arch_domain/probe.h"
#include "irgate/abi.h"

namespace irgate::arch_domain {
namespace {

TEST(ParseDeclare, SplitsReturnNameAndTypedParameters) {
  auto s = probe::parse_declare(
      "declare void @llvm.amdgcn.raw.ptr.buffer.store.f32(float, ptr addrspace(8), i32, i32, i32)");
  ASSERT_TRUE(s) << s.error().message;
  EXPECT_EQ(s->ret, "void");
  EXPECT_EQ(s->name, "llvm.amdgcn.raw.ptr.buffer.store.f32");
  ASSERT_EQ(s->params.size(), 5u);
  EXPECT_EQ(s->params[0].type, "float");
  EXPECT_EQ(s->params[1].type, "ptr addrspace(8)");
  EXPECT_FALSE(s->params[4].immarg);
}

TEST(ParseDeclare, VectorsAndImmarg) {
  auto s = probe::parse_declare(
      "declare <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 immarg, <16 x half>, i1 immarg, "
      "<16 x half>, i16 immarg, <8 x float>, i1 immarg, i1 immarg)");
  ASSERT_TRUE(s) << s.error().message;
  EXPECT_EQ(s->ret, "<8 x float>");
  ASSERT_EQ(s->params.size(), 8u);
  EXPECT_TRUE(s->params[0].immarg);
  EXPECT_EQ(s->params[0].type, "i1");
  EXPECT_EQ(s->params[1].type, "<16 x half>");
  EXPECT_FALSE(s->params[1].immarg);
}

TEST(ParseDeclare, NoParametersAndErrors) {
  auto s = probe::parse_declare("declare i32 @llvm.amdgcn.workitem.id.x()");
  ASSERT_TRUE(s);
  EXPECT_TRUE(s->params.empty());
  auto bad = probe::parse_declare("define i32 @f()");
  ASSERT_FALSE(bad);
  EXPECT_NE(bad.error().message.find("column 1"), std::string::npos);
  EXPECT_FALSE(probe::parse_declare("declare i32 llvm.x()"));
  EXPECT_FALSE(probe::parse_declare("declare i32 @llvm.x(i32,)"));
}

TEST(BuildModule, EveryOperandIsAKernelArgumentAndResultsAreStoredVolatile) {
  auto m = probe::build_module("declare float @llvm.fma.f32(float, float, float)", IRG_FLAVOR_LLVM22);
  ASSERT_TRUE(m) << m.error().message;
  EXPECT_NE(m->find("target triple = \"amdgcn-amd-amdhsa\""), std::string::npos);
  EXPECT_EQ(m->find("datalayout"), std::string::npos);
  EXPECT_NE(m->find("define amdgpu_kernel void @probe(ptr addrspace(1) %out, float %p0, float %p1, float %p2)"),
            std::string::npos);
  EXPECT_NE(m->find("call float @llvm.fma.f32(float %p0, float %p1, float %p2)"), std::string::npos);
  EXPECT_NE(m->find("store volatile float %r, ptr addrspace(1) %out"), std::string::npos);
}

TEST(BuildModule, BufferResourceComesFromTheFlavorsOwnMakeBufferRsrc) {
  const std::string load = "declare float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8), i32, i32, i32)";
  auto m22 = probe::build_module(load, IRG_FLAVOR_LLVM22);
  auto m19 = probe::build_module(load, IRG_FLAVOR_LLVM19);
  ASSERT_TRUE(m22 && m19);
  EXPECT_NE(m22->find("declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)"),
            std::string::npos);
  EXPECT_NE(m22->find("call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %h0, i16 0, i64 0, i32 0)"),
            std::string::npos);
  EXPECT_NE(m19->find("@llvm.amdgcn.make.buffer.rsrc.p1(ptr addrspace(1) %h0, i16 0, i32 0, i32 0)"), std::string::npos);
  EXPECT_EQ(m19->find("p8.p1"), std::string::npos);
}

TEST(BuildModule, ImmargAndVerifierNamedOperandsBecomeLiteralZero) {
  auto m = probe::build_module("declare void @llvm.amdgcn.s.sleep(i32 immarg)", IRG_FLAVOR_LLVM22);
  ASSERT_TRUE(m);
  EXPECT_NE(m->find("call void @llvm.amdgcn.s.sleep(i32 0)"), std::string::npos);
  EXPECT_NE(m->find("@probe(ptr addrspace(1) %out)"), std::string::npos);
  auto l = probe::build_module("declare i16 @llvm.amdgcn.raw.buffer.load.i16(<4 x i32>, i32, i32, i32)",
                               IRG_FLAVOR_LLVM16, {3});
  ASSERT_TRUE(l);
  EXPECT_NE(l->find("(<4 x i32> %p0, i32 %p1, i32 %p2, i32 0)"), std::string::npos);
  EXPECT_EQ(l->find("%p3"), std::string::npos);
}

TEST(BuildModule, VerifierImmargDiagnosticsNameParameters) {
  std::string diag =
      "immarg operand has non-immediate parameter\ni32 %p3\n  %r = call ...\n"
      "immarg operand has non-immediate parameter\ni1 %p12\n  call ...\nllc: error: ...\n";
  EXPECT_EQ(probe::immarg_params_from_verifier(diag), (std::vector<int>{3, 12}));
  EXPECT_TRUE(probe::immarg_params_from_verifier("immarg operand has non-immediate parameter\ni32 %h0\n").empty());
}

TEST(BuildModule, NoKeyOfAnyFlavorIsProbedWithPoison) {
  for (int f = 0; f < IRG_FLAVOR_COUNT; ++f)
    for (int k = 0; k < catalog::key_count(); ++k) {
      auto d = catalog::probe_declare(k, f);
      ASSERT_FALSE(d.text.empty()) << catalog::key_name(k);
      auto m = probe::build_module(d.text, f);
      ASSERT_TRUE(m) << catalog::key_name(k) << ": " << m.error().message;
      EXPECT_EQ(m->find("poison"), std::string::npos) << *m;
      EXPECT_EQ(m->find("undef"), std::string::npos) << *m;
    }
}

}  // namespace
}  // namespace irgate::arch_domain
