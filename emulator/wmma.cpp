// emulator/wmma.cpp — the 16x16xK product the executor computes for every WMMA.
#include "emulator/wmma.h"

namespace irgate::emu {

namespace {
struct ModelText {
  const char* name;
  const char* what;
};
constexpr ModelText kModelText[] = {  // indexed by WmmaModel, in wmma_models.def order
#define EMU_WMMA_MODEL(Name, cli, what) {cli, what},
#include "emulator/wmma_models.def"
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

template <bool CFirst>
void product(int depth, const float* at, const float* b, const float* c, float* d) {
  // Two rows of D at a time, each (row, column) with its own fp32 accumulator summing its K
  // products in K order. The fully unrolled n loops keep the 32 accumulators in vector
  // registers (a plain float[16] sum that the compiler keeps in memory is ~3x slower: every k
  // waits on a store-to-load round trip); a B row loaded once feeds both rows.
  for (int m = 0; m < 16; m += 2) {
    float sum0[16] = {}, sum1[16] = {};
    if constexpr (CFirst)
      for (int n = 0; n < 16; ++n) sum0[n] = c[m * 16 + n], sum1[n] = c[(m + 1) * 16 + n];
    for (int k = 0; k < depth; ++k) {
      const float a0 = at[k * 16 + m], a1 = at[k * 16 + m + 1];
      const float* brow = b + k * 16;
#pragma GCC unroll 16
      for (int n = 0; n < 16; ++n) {
        sum0[n] += a0 * brow[n];
        sum1[n] += a1 * brow[n];
      }
    }
    for (int n = 0; n < 16; ++n) {
      d[m * 16 + n] = CFirst ? sum0[n] : sum0[n] + c[m * 16 + n];
      d[(m + 1) * 16 + n] = CFirst ? sum1[n] : sum1[n] + c[(m + 1) * 16 + n];
    }
  }
}

}  // namespace

void wmma_product(int depth, const float* at, const float* b, const float* c, float* d, bool c_first) {
  if (c_first) product<true>(depth, at, b, c, d);
  else product<false>(depth, at, b, c, d);
}

}  // namespace irgate::emu
