// tests/numerics/runtime_geometry_numerics_test.cpp — the run-time-geometry kernels (implicit GEMM:
// parity configs 285-290; depthwise tap tiles: 300-301) on the geometries nobody listed (label
// numerics).
//
// One built kernel serves every geometry its plan admits (docs/kernels/implicit_gemm_wgrad.md,
// Run-time geometry; docs/kernels/direct_depthwise_wgrad.md, Run-time geometry), so each case runs
// a corpus kernel on a geometry of its own — asymmetric, unpadded, 1-D (H = 1 or W = 1), dilated
// and strided, filters up to 41 x 11 and 1 x 128 and strides up to 40 (issue 42's layers: a ViT-B/32
// patch, DeepSpeech2, wav2vec2's positional conv, WaveNet's dilation 512, padding past the filter,
// 31 x 31 and 51 x 5 depthwise), grouped — with ragged extents and channel counts, on both
// executors (the IR emulator and the ISA executor on the llc-22 code object, cross-checked),
// against the host reference; and checks that the plan launched that very kernel with the
// problem's geometry.
#include <gtest/gtest.h>

#include "irgate/engine_api.h"
#include "runtime/isa_kernels.h"
#include "runtime/numerics.h"
#include "tests/numerics/corpus_cases.h"

namespace irgate {
namespace {

struct GeometryCase {
  const char* family;
  int config;
  runtime::ProblemShape::Geometry geometry;  // filter h x w, stride h x w, pad h x w, dilation h x w
  runtime::ProblemShape shape;               // n, h, w, groups, cpg, kpg
  const char* why;
};

const GeometryCase kCases[] = {
    {"implicit_gemm_wgrad", 285, {3, 2, 2, 1, 1, 1, 1, 2}, {2, 9, 10, 2, 24, 40}, "asymmetric 3x2 s2x1 p1x1 d1x2, two groups"},
    {"implicit_gemm_wgrad", 285, {3, 3, 1, 1, 0, 0, 1, 1}, {1, 11, 7, 1, 16, 8}, "unpadded 3x3 s1 (direct_wgrad bakes pad 1)"},
    {"implicit_gemm_wgrad", 286, {1, 3, 1, 2, 0, 1, 1, 1}, {2, 1, 61, 1, 80, 24}, "1-D: H = 1, 1x3 s2 p1 (an audio Conv1d)"},
    {"implicit_gemm_wgrad", 286, {1, 10, 1, 5, 0, 0, 1, 1}, {1, 1, 203, 1, 8, 40}, "1-D: H = 1, 1x10 s5 (a wav2vec2-style feature encoder)"},
    {"implicit_gemm_wgrad", 287, {3, 3, 2, 2, 2, 2, 2, 2}, {1, 13, 12, 1, 20, 21}, "dilated and strided 3x3 d2 s2 p2, ragged channels (pair path)"},
    {"implicit_gemm_wgrad", 287, {3, 1, 1, 1, 1, 0, 1, 1}, {1, 17, 1, 1, 32, 16}, "W = 1: a 3x1 column"},
    {"implicit_gemm_wgrad", 288, {16, 16, 16, 16, 0, 0, 1, 1}, {1, 32, 48, 1, 3, 40}, "16x16 s16 patch embedding, C = 3"},
    {"implicit_gemm_wgrad", 288, {1, 7, 1, 1, 0, 3, 1, 1}, {1, 5, 17, 1, 24, 16}, "1x7 p0x3 (Inception factorised)"},
    {"implicit_gemm_wgrad", 288, {7, 1, 1, 1, 3, 0, 1, 1}, {1, 17, 5, 1, 16, 24}, "7x1 p3x0"},
    {"implicit_gemm_wgrad", 289, {5, 5, 1, 1, 2, 2, 1, 1}, {1, 9, 8, 1, 13, 5}, "5x5 p2, ragged channels (pair path)"},
    {"implicit_gemm_wgrad", 289, {11, 13, 3, 4, 5, 2, 1, 1}, {1, 25, 30, 1, 8, 16}, "big rectangular 11x13 s3x4 p5x2"},
    {"implicit_gemm_wgrad", 290, {1, 1, 2, 2, 0, 0, 1, 1}, {2, 9, 11, 4, 16, 24}, "grouped 1x1 s2 (4 groups)"},
    {"implicit_gemm_wgrad", 290, {3, 3, 1, 1, 4, 1, 4, 1}, {1, 12, 9, 3, 8, 8}, "grouped 3x3 dilated 4x1 pad 4x1"},
    {"implicit_gemm_wgrad", 288, {32, 32, 32, 32, 0, 0, 1, 1}, {1, 64, 96, 1, 3, 24}, "32x32 s32 patch embedding (ViT-B/32), C = 3"},
    {"implicit_gemm_wgrad", 287, {1, 2, 1, 1, 0, 0, 1, 512}, {1, 1, 530, 1, 8, 8}, "1-D 1x2 at dilation 512 (WaveNet)"},
    {"implicit_gemm_wgrad", 285, {1, 1, 1, 1, 1, 1, 1, 1}, {2, 14, 14, 1, 16, 32}, "1x1 padded 1: the border sees only padding"},
    {"implicit_gemm_wgrad", 289, {41, 11, 2, 2, 20, 5, 1, 1}, {1, 45, 20, 1, 1, 8}, "41x11 s2 p20x5 (DeepSpeech2), C = 1"},
    {"implicit_gemm_wgrad", 290, {1, 128, 1, 1, 0, 64, 1, 1}, {1, 1, 49, 4, 8, 8}, "1x128 p64, 4 groups (wav2vec2 positional conv)"},
    {"implicit_gemm_wgrad", 285, {3, 3, 40, 30, 7, 9, 2, 3}, {1, 50, 70, 1, 8, 8}, "stride 40x30, padding past the dilated filter"},
    {"direct_depthwise_wgrad", 300, {31, 31, 1, 1, 15, 15, 1, 1}, {1, 40, 36, 37, 1, 1}, "depthwise 31x31 p15 (RepLKNet)"},
    {"direct_depthwise_wgrad", 300, {5, 51, 1, 1, 2, 25, 1, 1}, {1, 12, 60, 33, 1, 1}, "depthwise 5x51 (SLaK)"},
    {"direct_depthwise_wgrad", 300, {3, 3, 1, 1, 5, 4, 1, 1}, {1, 9, 10, 35, 1, 1}, "depthwise 3x3 padded past the filter"},
    {"direct_depthwise_wgrad", 301, {1, 31, 1, 1, 0, 15, 1, 1}, {2, 1, 80, 40, 1, 1}, "1-D depthwise k31 p15 (Conformer)"},
    {"direct_depthwise_wgrad", 301, {7, 7, 2, 2, 3, 3, 2, 2}, {1, 30, 30, 40, 1, 1}, "depthwise 7x7 s2 at dilation 2"},
};

TEST(RuntimeGeometryNumerics, OneKernelComputesDeltaWOnGeometriesNobodyListed) {
  int ran = 0;
  for (const GeometryCase& gc : kCases) {
    auto cases = numerics_test::emitting_cases(gc.family);
    ASSERT_TRUE(cases) << cases.error().message;
    const numerics_test::Case* c = nullptr;
    for (const numerics_test::Case& k : *cases)
      if (k.id == gc.config && k.flavor == IRG_FLAVOR_LLVM22) c = &k;
    ASSERT_NE(c, nullptr) << "config " << gc.config << " no longer emits under llvm22";
    const int32_t spec_filter_h = c->request.family == IRG_FAMILY_IMPLICIT_GEMM ? c->request.spec.implicit_gemm.filter_h
                                                                                 : c->request.spec.depthwise.filter_h;
    ASSERT_EQ(spec_filter_h, IRG_GEOMETRY_RUNTIME) << "config " << gc.config;
    runtime::NumericsOptions o;
    o.shape = gc.shape;
    o.shape.geometry = gc.geometry;
    o.executor = runtime::Executor::both;
    const runtime::NumericsResult r = runtime::check_numerics(*irg_reference_engine(), c->request, o);
    const std::string what = "config " + std::to_string(gc.config) + " (" + gc.why + ")";
    EXPECT_EQ(r.verdict, runtime::Verdict::Pass) << what << "\n" << r.detail;
    EXPECT_GE(r.launches, 1) << what;
    const auto& g = gc.geometry;
    EXPECT_EQ(r.problem.filter_h, g.filter_h) << what;
    EXPECT_EQ(r.problem.filter_w, g.filter_w) << what;
    EXPECT_EQ(r.problem.stride_w, g.stride_w) << what;
    EXPECT_EQ(r.problem.pad_h, g.pad_h) << what;
    EXPECT_EQ(r.problem.dilation_h, g.dilation_h) << what;
    EXPECT_EQ(r.comparison.count, size_t(r.problem.groups * r.problem.kpg * r.problem.filter_h * r.problem.filter_w *
                                         r.problem.cpg))
        << what << ": every dW element compared";
    ran += r.verdict == runtime::Verdict::Pass && r.launched();
  }
  EXPECT_EQ(ran, int(std::size(kCases)));
}

}  // namespace
}  // namespace irgate
