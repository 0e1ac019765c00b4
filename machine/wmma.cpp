// machine/wmma.cpp — the 16x16xK product the executor computes for every WMMA.
#include "machine/wmma.h"

#include "machine/cpu_features.h"
#include "machine/exact_sum.h"

#include <cmath>
#include <cstring>

namespace irgate::emu {

namespace {
struct ModelText {
  const char* name;
  const char* what;
};
constexpr ModelText kModelText[] = {  // indexed by WmmaModel, in wmma_models.def order
#define EMU_WMMA_MODEL(Name, cli, what) {cli, what},
#include "machine/wmma_models.def"
#undef EMU_WMMA_MODEL
};
}  // namespace

const char* wmma_model_name(WmmaModel m) { return kModelText[size_t(m)].name; }
const char* wmma_model_description(WmmaModel m) { return kModelText[size_t(m)].what; }

std::optional<WmmaModel> wmma_model_by_name(std::string_view name) {
  for (WmmaModel m : kWmmaModels)
    if (name == wmma_model_name(m)) return m;
  return std::nullopt;
}

namespace {

typedef float f32x8 __attribute__((vector_size(32)));

// By reference: a function returning a 32-byte vector has one ABI in the baseline compilation
// and another in the AVX2 one (GCC's -Wpsabi).
[[gnu::always_inline]] inline void load8(f32x8& v, const float* p) { std::memcpy(&v, p, sizeof v); }

// `Rows` rows of D at a time, each (row, column) with its own fp32 accumulator summing its K
// products in K order: a multiply, then an add, never fused (neither compilation below may use
// FMA, which rounds once). Accumulators are 8-column generic vectors that stay in registers (a
// plain float[16] sum kept in memory is ~3x slower: every k waits on a store-to-load round
// trip); a B row loaded once feeds every row of the pass.
template <bool CFirst, int Rows>
[[gnu::always_inline]] inline void product_rows(int depth, const float* at, const float* b, const float* c, float* d) {
  for (int m = 0; m < 16; m += Rows) {
    f32x8 sum[Rows][2];
#pragma GCC unroll 4
    for (int r = 0; r < Rows; ++r)
#pragma GCC unroll 2
      for (int h = 0; h < 2; ++h) {
        sum[r][h] = f32x8{};
        if (CFirst) load8(sum[r][h], c + (m + r) * 16 + 8 * h);
      }
    for (int k = 0; k < depth; ++k) {
      f32x8 b_lo, b_hi;
      load8(b_lo, b + k * 16);
      load8(b_hi, b + k * 16 + 8);
#pragma GCC unroll 4
      for (int r = 0; r < Rows; ++r) {
        const float a = at[k * 16 + m + r];
        sum[r][0] += a * b_lo;
        sum[r][1] += a * b_hi;
      }
    }
#pragma GCC unroll 4
    for (int r = 0; r < Rows; ++r)
#pragma GCC unroll 2
      for (int h = 0; h < 2; ++h) {
        if (!CFirst) {
          f32x8 c_row;
          load8(c_row, c + (m + r) * 16 + 8 * h);
          sum[r][h] += c_row;
        }
        std::memcpy(d + (m + r) * 16 + 8 * h, &sum[r][h], sizeof sum[r][h]);
      }
  }
}

// The same arithmetic twice: the build's baseline (SSE2 on x86-64: 16 four-float registers hold
// two rows' accumulators) and, chosen at run time where the CPU has it, AVX2 (sixteen
// eight-float registers hold four rows'). Both do the same IEEE multiplies and adds in the same
// order, so D has the same bits on every machine (WmmaProduct.EveryPathIsTheScalarKOrderSumBitForBit);
// AVX2 alone does not enable FMA, so neither compiler can contract a multiply-add.
template <bool CFirst>
void product_baseline(int depth, const float* at, const float* b, const float* c, float* d) {
  product_rows<CFirst, 2>(depth, at, b, c, d);
}

#if IRGATE_EMU_AVX2_PATH
template <bool CFirst>
IRGATE_EMU_TARGET_AVX2 void product_avx2(int depth, const float* at, const float* b, const float* c, float* d) {
  product_rows<CFirst, 4>(depth, at, b, c, d);
}
#endif

}  // namespace

void wmma_product(int depth, const float* at, const float* b, const float* c, float* d, bool c_first) {
  wmma_product_with(cpu_has_avx2() ? WmmaProductPath::Avx2 : WmmaProductPath::Baseline, depth, at, b, c, d, c_first);
}

bool wmma_product_path_available(WmmaProductPath path) { return path == WmmaProductPath::Baseline || cpu_has_avx2(); }

void wmma_product_with(WmmaProductPath path, int depth, const float* at, const float* b, const float* c, float* d,
                       bool c_first) {
#if IRGATE_EMU_AVX2_PATH
  if (path == WmmaProductPath::Avx2 && cpu_has_avx2()) {
    if (c_first) product_avx2<true>(depth, at, b, c, d);
    else product_avx2<false>(depth, at, b, c, d);
    return;
  }
#endif
  (void)path;
  if (c_first) product_baseline<true>(depth, at, b, c, d);
  else product_baseline<false>(depth, at, b, c, d);
}

namespace {

// acc = fma(a, b, acc) from C over K in order, a row of 16 columns at a time (the column loop
// has no dependence, so it vectorises). Compiled twice like product_rows: the baseline calls
// libm's fmaf, the AVX2+FMA3 compilation issues vfmadd; both round once a step, the same bits.
[[gnu::always_inline]] inline void fma_rows(int depth, const float* at, const float* b, const float* c, float* d) {
  for (int m = 0; m < 16; ++m) {
    float acc[16];
    std::memcpy(acc, c + m * 16, sizeof acc);
    for (int k = 0; k < depth; ++k) {
      const float a = at[k * 16 + m];
      for (int n = 0; n < 16; ++n) acc[n] = std::fma(a, b[k * 16 + n], acc[n]);
    }
    std::memcpy(d + m * 16, acc, sizeof acc);
  }
}

#if IRGATE_EMU_AVX2_PATH
IRGATE_EMU_TARGET_AVX2_FMA void fma_rows_avx2(int depth, const float* at, const float* b, const float* c, float* d) {
  fma_rows(depth, at, b, c, d);
}
#endif

}  // namespace

void wmma_product_fma(int depth, const float* at, const float* b, const float* c, float* d) {
#if IRGATE_EMU_AVX2_PATH
  if (cpu_has_avx2_fma()) return fma_rows_avx2(depth, at, b, c, d);
#endif
  fma_rows(depth, at, b, c, d);
}

void wmma_product_fused(int depth, const float* at, const float* b, const float* c, float* d) {
  for (int m = 0; m < 16; ++m)
    for (int n = 0; n < 16; ++n) d[m * 16 + n] = exact_dot_round(c[m * 16 + n], at + m, 16, b + n, 16, depth);
}

}  // namespace irgate::emu
