// tests/twin_engine/lowering_test.cpp — LLVM text rules of docs/llvm-text.md checked on the twin's
// own output: declares in intrinsics.def row order, temp and block counters from 1, the llvm16
// <4 x i32> resource sequence, module layout lines.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/twin_engine/builder_scope.h"
#include "tests/twin_engine/support.h"
#include "twin_engine/builder.h"
#include "twin_engine/ir_passes.h"
#include "twin_engine/lower.h"

namespace {

using twin_test::lines_of;

/* The callee of each intrinsics.def row, in row order (the base key of the row's name). */
std::vector<std::string> keys_in_row_order() {
  return {
#define IRG_INTRINSIC(Enum, key, text) key,
#define IRG_DECLARE_FROM(Enum, flavor, text)
#include "irgate/intrinsics.def"
#undef IRG_INTRINSIC
#undef IRG_DECLARE_FROM
  };
}

TEST(TwinLowering, DeclaresFollowTableRowOrderNotFirstUse) {
  twin_test::Domains d;
  for (int flavor = 0; flavor < IRG_FLAVOR_COUNT; ++flavor) {
    irg_request_t r = twin_test::depthwise("gfx90a", flavor, d);
    r.spec.depthwise.r_split = 2; /* LDS reduction: s.barrier is needed after the fma */
    twin_test::Emitted ll = twin_test::emit_ll(r);
    ASSERT_EQ(ll.status, IRG_STATUS_OK) << ll.refusal_text;
    std::vector<std::string> keys = keys_in_row_order();
    size_t last_row = 0;
    int declares = 0;
    for (const std::string& line : lines_of(ll.text)) {
      if (line.rfind("declare ", 0) != 0) continue;
      ++declares;
      size_t row = keys.size();
      for (size_t k = 0; k < keys.size(); ++k) {
        std::string ptr = keys[k]; /* raw.buffer.load.i16 is raw.ptr.buffer.load.i16 from llvm19 on */
        if (ptr.rfind("raw.buffer.", 0) == 0) ptr = "raw.ptr.buffer." + ptr.substr(11);
        if (line.find("." + keys[k] + "(") != std::string::npos || line.find("." + ptr + "(") != std::string::npos ||
            (keys[k] == "make.buffer.rsrc" && line.find("make.buffer.rsrc") != std::string::npos))
          row = k;
      }
      ASSERT_LT(row, keys.size()) << line;
      EXPECT_GE(row, last_row) << line;
      last_row = row;
    }
    /* workitem.id.x, workgroup.id.x/y/z, s.barrier, fma.f32, [make.buffer.rsrc], load.i16, atomic */
    EXPECT_EQ(declares, flavor == IRG_FLAVOR_LLVM16 ? 8 : 9) << "flavor " << flavor;
  }
}

TEST(TwinLowering, Llvm16ResourceSequenceStartsTheTempCounterAtOne) {
  twin_test::Domains d;
  twin_test::Emitted ll = twin_test::emit_ll(twin_test::reduce("gfx1100", IRG_FLAVOR_LLVM16, d));
  ASSERT_EQ(ll.status, IRG_STATUS_OK) << ll.refusal_text;
  EXPECT_NE(ll.text.find("  %addr.1 = ptrtoint ptr addrspace(1) %ws to i64\n"
                         "  %lo.2 = trunc i64 %addr.1 to i32\n"
                         "  %hi.3 = lshr i64 %addr.1, 32\n"
                         "  %hi.4 = trunc i64 %hi.3 to i32\n"
                         "  %hi.5 = and i32 %hi.4, 65535\n"
                         "  %rsrc.6 = insertelement <4 x i32> undef, i32 %lo.2, i32 0\n"
                         "  %rsrc.7 = insertelement <4 x i32> %rsrc.6, i32 %hi.5, i32 1\n"
                         "  %rsrc.8 = insertelement <4 x i32> %rsrc.7, i32 %ws_bytes, i32 2\n"),
            std::string::npos)
      << ll.text;
  EXPECT_NE(ll.text.find(", i32 822165504, i32 3\n"), std::string::npos); /* gfx11 DWORD3 in decimal */
  EXPECT_NE(ll.text.find("  br i1 %ok10, label %if.then.1, label %if.end.1\n"), std::string::npos) << ll.text;
}

TEST(TwinLowering, LoopsTakeBlockNumbersInPreorderAndPhisCarryTheYield) {
  twin_test::Domains d;
  irg_request_t r = twin_test::depthwise("gfx1100", IRG_FLAVOR_LLVM22, d);
  r.spec.depthwise.waves = 1;
  twin_test::Emitted ll = twin_test::emit_ll(r);
  ASSERT_EQ(ll.status, IRG_STATUS_OK) << ll.refusal_text;
  /* the loop is the first construct: block 1; llvm22 rsrc temps are %nrec.1..3, so the loop's
   * temps are %iv.next.4 and %cmp.5 */
  EXPECT_NE(ll.text.find("  br label %for.head.1\nfor.head.1:\n"), std::string::npos);
  EXPECT_NE(ll.text.find(", %entry ], [ %iv.next.4, %for.latch.1 ]\n"), std::string::npos) << ll.text;
  EXPECT_NE(ll.text.find("  %cmp.5 = icmp slt i32 %pos"), std::string::npos);
  EXPECT_NE(ll.text.find("for.exit.1:\n"), std::string::npos);
  EXPECT_EQ(ll.text.find("@lds."), std::string::npos); /* one wave: no LDS reduction */
  EXPECT_NE(ll.text.find("attributes #0 = { nounwind \"amdgpu-flat-work-group-size\"=\"1,32\" "
                         "\"uniform-work-group-size\"=\"true\" }\n"),
            std::string::npos);
  EXPECT_NE(ll.text.find("phi float [ 0x0000000000000000, %entry ]"), std::string::npos);
}

}  // namespace

namespace {

/* No recipe uses scf.if_else yet: build one by hand and check both texts of docs/llvm-text.md. */
TEST(TwinLowering, IfElseHasThenElseAndEndBlocks) {
  twin_test::BuilderScope s;
  tw_attr align[2] = {tw_attr_int("align", 4), tw_attr_bool("noalias", 1)};
  int out = tw_b_param(&s.b, "out", TW_TYPE_PTR_GLOBAL, align, 2);
  int bytes = tw_b_param(&s.b, "bytes", TW_TYPE_I32, nullptr, 0);
  int tid = tw_b_nullary(&s.b, TW_OP_GPU_THREAD_ID_X, "tid");
  int small = tw_b_cmpi(&s.b, "ult", tid, bytes, "small");
  int rsrc = tw_b_buffer_rsrc(&s.b, out, bytes, "r");
  tw_if branch;
  tw_b_if_begin(&s.b, small, 1, &branch);
  int zero = tw_b_const_f32(&s.b, 0.0);
  int z = tw_b_const_i32(&s.b, 0);
  tw_b_buffer_store(&s.b, TW_OP_TILE_BUFFER_STORE_F32, rsrc, tid, z, zero);
  tw_b_if_else(&s.b, &branch);
  tw_b_barrier(&s.b);
  tw_b_if_end(&s.b, &branch);
  tw_attr attrs[2] = {tw_attr_string("arch", "gfx1100"), tw_attr_int("block_size", 64)};
  tw_b_kernel_attrs(&s.b, "k", attrs, 2);
  ASSERT_EQ(s.fail.status, IRG_STATUS_OK) << s.fail.text;
  char why[256] = "";
  ASSERT_TRUE(tw_verify(&s.k, why, sizeof why)) << why;

  tw_text ir{};
  tw_print_canonical(&s.k, &ir);
  EXPECT_NE(
      std::string(ir.data, ir.size).find("  scf.if_else %3 {\n    %5:k = arith.constant {value = 0x0p+0} : f32\n"),
      std::string::npos)
      << ir.data;
  EXPECT_NE(std::string(ir.data, ir.size).find("  } else {\n    gpu.barrier\n  }\nend\n"), std::string::npos)
      << ir.data;
  tw_text_free(&ir);

  twin_test::Domains d;
  tw_text ll{};
  tw_lower_llvm(&s.k, IRG_FLAVOR_LLVM19, d.of(IRG_FLAVOR_LLVM19), &ll, &s.fail);
  ASSERT_EQ(s.fail.status, IRG_STATUS_OK) << s.fail.text;
  std::string text(ll.data, ll.size);
  EXPECT_NE(text.find("  br i1 %small3, label %if.then.1, label %if.else.1\nif.then.1:\n"), std::string::npos) << text;
  EXPECT_NE(text.find("  br label %if.end.1\nif.else.1:\n  fence syncscope(\"workgroup\") release\n"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("  br label %if.end.1\nif.end.1:\n  ret void\n}\n"), std::string::npos) << text;
  EXPECT_NE(text.find("; irgate @k flavor=llvm19\n"), std::string::npos); /* no spec attribute */
  EXPECT_NE(text.find("(ptr addrspace(1) noalias align 4 %out, i32 %bytes)"), std::string::npos) << text;
  tw_text_free(&ll);
}

}  // namespace
