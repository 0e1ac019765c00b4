/* examples/hip_serve/hip_serve.c — a wgrad layer computed the way a framework serves it from an
 * irgate kernel cache: the C serving API (include/irgate/serve.h) plans a MIOpen driver line,
 * and HIP's module API runs the plan: hipMalloc X, dY, dW and the workspace, zero what the plan
 * names, then for every launch in order load its code object, copy its kernarg bytes, write each
 * pointer slot's device address, hipModuleLaunchKernel on one stream; copy dW back and compare
 * it with a host reference. It runs unchanged on a GPU or on irgate's emulated device
 * (libirgate_hipemu in libamdhip64's place: irgate-hip-run, docs/hip-emulated-device.md).
 *
 *   hip_serve CACHE ARCH "LINE"   e.g. hip_serve cache gfx1250 "convfp16 -n 2 -c 37 -H 9 -W 9 -k 37 -y 3 -x 3 -p 1 -q 1 -g 37 -F 4"
 *
 * X and dY hold small multiples of 1/4 (|x| <= 2, |dy| <= 3/4), so every product is exact in
 * fp32; while no dW sum can pass the dtype's exact range the comparison is bit for bit after
 * rounding the reference to dW's dtype, else within the dtype's rounding of the largest sum.
 * Exit: 0 dW matches, 1 it does not (or a HIP call failed), 2 bad input, 3 not served.
 */
#include <hip/hip_runtime_api.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "irgate/serve.h"

#define MAX_MODULES 16

static int hip_failed(hipError_t e, const char* what) {
  if (e == hipSuccess) return 0;
  fprintf(stderr, "hip_serve: %s: %s: %s\n", what, hipGetErrorName(e), hipGetErrorString(e));
  return 1;
}

/* fp32 -> fp16 / bf16 bits, round to nearest even (the inputs here are exact in both). */
static uint16_t to_half(float f) {
  uint32_t b;
  memcpy(&b, &f, 4);
  const uint32_t sign = (b >> 16) & 0x8000u;
  const int exponent = (int)((b >> 23) & 0xffu) - 127 + 15;
  uint32_t mantissa = b & 0x7fffffu;
  if (exponent >= 31) return (uint16_t)(sign | 0x7c00u);
  if (exponent <= 0) {
    if (exponent < -10) return (uint16_t)sign;
    mantissa |= 0x800000u;
    const int shift = 14 - exponent;
    uint32_t h = mantissa >> shift;
    const uint32_t rest = mantissa & ((1u << shift) - 1), half = 1u << (shift - 1);
    if (rest > half || (rest == half && (h & 1u))) ++h;
    return (uint16_t)(sign | h);
  }
  uint32_t h = (uint32_t)exponent << 10 | mantissa >> 13;
  const uint32_t rest = mantissa & 0x1fffu;
  if (rest > 0x1000u || (rest == 0x1000u && (h & 1u))) ++h;
  return (uint16_t)(sign | h);
}
static uint16_t to_bf16(float f) {
  uint32_t b;
  memcpy(&b, &f, 4);
  return (uint16_t)((b + 0x7fffu + ((b >> 16) & 1u)) >> 16);
}
static float from_half(uint16_t h) {
  const float sign = (h & 0x8000u) ? -1.0f : 1.0f;
  const int exponent = (h >> 10) & 0x1f;
  const int mantissa = h & 0x3ff;
  if (exponent == 0) return sign * ldexpf((float)mantissa, -24);
  if (exponent == 31) return mantissa ? NAN : sign * INFINITY;
  return sign * ldexpf((float)(mantissa | 0x400), exponent - 25);
}
static float from_bf16(uint16_t h) {
  const uint32_t b = (uint32_t)h << 16;
  float f;
  memcpy(&f, &b, 4);
  return f;
}

/* `count` values of `dtype` into `out` (bytes). */
static void encode(const float* v, int64_t count, int32_t dtype, uint8_t* out) {
  for (int64_t i = 0; i < count; ++i) {
    if (dtype == IRG_DTYPE_F32) {
      memcpy(out + 4 * i, &v[i], 4);
    } else {
      const uint16_t h = dtype == IRG_DTYPE_BF16 ? to_bf16(v[i]) : to_half(v[i]);
      memcpy(out + 2 * i, &h, 2);
    }
  }
}
static float decode(const uint8_t* in, int64_t i, int32_t dtype) {
  if (dtype == IRG_DTYPE_F32) {
    float f;
    memcpy(&f, in + 4 * i, 4);
    return f;
  }
  uint16_t h;
  memcpy(&h, in + 2 * i, 2);
  return dtype == IRG_DTYPE_BF16 ? from_bf16(h) : from_half(h);
}
static int element_bytes(int32_t dtype) { return dtype == IRG_DTYPE_F32 ? 4 : 2; }
static int mantissa_bits(int32_t dtype) { return dtype == IRG_DTYPE_F32 ? 24 : dtype == IRG_DTYPE_BF16 ? 8 : 11; }

/* dW[k, r, s, c] = sum over n, ho, wo of dY[n, ho, wo, k] * X[n, hi, wi, g * cpg + c] (k in group
 * g), X NHWC, dY NHWK, dW KRSC (docs/kernels.md); `bound` gets the largest sum of |products|. */
static void reference(const irg_problem_t* p, const float* x, const float* dy, double* dw, double* bound) {
  const int64_t ho_n = (p->hi + 2 * p->pad_h - (int64_t)p->dilation_h * (p->filter_h - 1) - 1) / p->stride_h + 1;
  const int64_t wo_n = (p->wi + 2 * p->pad_w - (int64_t)p->dilation_w * (p->filter_w - 1) - 1) / p->stride_w + 1;
  const int64_t c_all = p->groups * p->cpg, k_all = p->groups * p->kpg;
  *bound = 0;
  for (int64_t k = 0; k < k_all; ++k)
    for (int r = 0; r < p->filter_h; ++r)
      for (int s = 0; s < p->filter_w; ++s)
        for (int64_t c = 0; c < p->cpg; ++c) {
          double sum = 0, magnitude = 0;
          const int64_t channel = (k / p->kpg) * p->cpg + c;
          for (int64_t n = 0; n < p->n; ++n)
            for (int64_t ho = 0; ho < ho_n; ++ho) {
              const int64_t hi = ho * p->stride_h + (int64_t)r * p->dilation_h - p->pad_h;
              if (hi < 0 || hi >= p->hi) continue;
              for (int64_t wo = 0; wo < wo_n; ++wo) {
                const int64_t wi = wo * p->stride_w + (int64_t)s * p->dilation_w - p->pad_w;
                if (wi < 0 || wi >= p->wi) continue;
                const double product = (double)dy[((n * ho_n + ho) * wo_n + wo) * k_all + k] *
                                       (double)x[((n * p->hi + hi) * p->wi + wi) * c_all + channel];
                sum += product;
                magnitude += fabs(product);
              }
            }
          dw[((k * p->filter_h + r) * p->filter_w + s) * p->cpg + c] = sum;
          if (magnitude > *bound) *bound = magnitude;
        }
}

/* The function of `launch`, its code object loaded once per plan (the API hands the same bytes
 * for the same kernel). */
struct Module {
  const uint8_t* code_object;
  hipModule_t module;
};
static hipError_t function_of(const irg_serve_launch_t* l, struct Module* modules, int* n_modules, hipFunction_t* out) {
  int m = 0;
  while (m < *n_modules && modules[m].code_object != l->code_object) ++m;
  if (m == *n_modules) {
    if (*n_modules == MAX_MODULES) return hipErrorOutOfMemory;
    const hipError_t e = hipModuleLoadData(&modules[m].module, l->code_object);
    if (e != hipSuccess) return e;
    modules[m].code_object = l->code_object;
    ++*n_modules;
  }
  return hipModuleGetFunction(out, modules[m].module, l->kernel_name);
}

/* Every launch of the plan in order on the null stream, then synchronize. */
static int run_plan(const irg_serve_plan_t* plan, int32_t n_launches, void* const base[IRG_BUF_COUNT]) {
  struct Module modules[MAX_MODULES];
  int n_modules = 0, failed = 0;
  for (int32_t i = 0; i < n_launches && !failed; ++i) {
    irg_serve_launch_t l;
    irg_serve_error_t err;
    if (irg_serve_launch(plan, i, &l, &err) != IRG_SERVE_OK) {
      fprintf(stderr, "hip_serve: %s\n", err.message);
      failed = 1;
      break;
    }
    hipFunction_t fn;
    failed = hip_failed(function_of(&l, modules, &n_modules, &fn), l.kernel_name);
    if (failed) break;
    uint8_t* args = malloc(l.kernargs_size ? l.kernargs_size : 1);
    memcpy(args, l.kernargs, l.kernargs_size);
    for (int32_t k = 0; k < l.n_pointer_slots; ++k) {
      const irg_serve_pointer_slot_t* slot = &l.pointer_slots[k];
      const uint64_t address = (uint64_t)(uintptr_t)base[slot->buffer] + (uint64_t)slot->buffer_offset;
      memcpy(args + slot->offset, &address, 8);
    }
    size_t size = l.kernargs_size;
    void* extra[] = {HIP_LAUNCH_PARAM_BUFFER_POINTER, args, HIP_LAUNCH_PARAM_BUFFER_SIZE, &size, HIP_LAUNCH_PARAM_END};
    failed = hip_failed(hipModuleLaunchKernel(fn, l.grid[0], l.grid[1], l.grid[2], l.block[0], l.block[1], l.block[2], 0,
                                              NULL, NULL, extra),
                        l.kernel_name);
    free(args);
    printf("launch %d: %s grid %u,%u,%u block %u,%u,%u slice %d\n", i, l.kernel_name, l.grid[0], l.grid[1], l.grid[2],
           l.block[0], l.block[1], l.block[2], l.slice);
  }
  if (!failed) failed = hip_failed(hipDeviceSynchronize(), "hipDeviceSynchronize");
  for (int m = 0; m < n_modules; ++m) (void)hipModuleUnload(modules[m].module);
  return failed;
}

int main(int argc, char** argv) {
  if (argc != 4) {
    fprintf(stderr, "usage: hip_serve CACHE ARCH \"MIOPEN DRIVER LINE\"\n");
    return IRG_SERVE_BAD_INPUT;
  }
  irg_serve_error_t err;
  irg_serve_cache_t* cache = NULL;
  irg_serve_plan_t* plan = NULL;
  if (irg_serve_open(argv[1], argv[2], NULL, &cache, &err) != IRG_SERVE_OK ||
      irg_serve_plan_line(cache, argv[3], &plan, &err) != IRG_SERVE_OK) {
    fprintf(stderr, "hip_serve: %s\n", err.message);
    irg_serve_close(cache);
    return err.code;
  }
  irg_serve_summary_t s;
  irg_serve_plan_summary(plan, &s);
  const irg_problem_t* p = &s.problem;
  hipDeviceProp_t prop;
  int device = 0, status = 1;
  if (hip_failed(hipGetDevice(&device), "hipGetDevice") || hip_failed(hipGetDeviceProperties(&prop, device), "hipGetDeviceProperties"))
    goto close;
  printf("device %d: %s (%s)\nserved by %s (%s): %d launch(es), %d slice(s)\n", device, prop.name, prop.gcnArchName, s.kernel,
         s.family, s.n_launches, s.n_slices);

  const int64_t ho_n = (p->hi + 2 * p->pad_h - (int64_t)p->dilation_h * (p->filter_h - 1) - 1) / p->stride_h + 1;
  const int64_t wo_n = (p->wi + 2 * p->pad_w - (int64_t)p->dilation_w * (p->filter_w - 1) - 1) / p->stride_w + 1;
  const int64_t x_count = p->n * p->hi * p->wi * p->groups * p->cpg, dy_count = p->n * ho_n * wo_n * p->groups * p->kpg;
  const int64_t dw_count = p->groups * p->kpg * p->filter_h * p->filter_w * p->cpg;
  float* x = malloc((size_t)x_count * sizeof(float));
  float* dy = malloc((size_t)dy_count * sizeof(float));
  double* want = malloc((size_t)dw_count * sizeof(double));
  uint8_t* bytes = malloc((size_t)(x_count > dy_count ? x_count : dy_count) * 4 + (size_t)dw_count * 4);
  for (int64_t i = 0; i < x_count; ++i) x[i] = (float)((i * 7 + 3) % 5 - 2);
  for (int64_t i = 0; i < dy_count; ++i) dy[i] = (float)((i * 5 + 1) % 7 - 3) * 0.25f;

  void* base[IRG_BUF_COUNT] = {NULL, NULL, NULL, NULL, NULL};
  for (int b = IRG_BUF_X; b < IRG_BUF_COUNT; ++b) {
    if (s.buffer_bytes[b] <= 0) continue;
    if (hip_failed(hipMalloc(&base[b], (size_t)s.buffer_bytes[b]), "hipMalloc")) goto release;
    if ((s.zeroed >> b & 1u) && hip_failed(hipMemset(base[b], 0, (size_t)s.buffer_bytes[b]), "hipMemset")) goto release;
  }
  encode(x, x_count, p->dtype, bytes);
  if (hip_failed(hipMemcpy(base[IRG_BUF_X], bytes, (size_t)(x_count * element_bytes(p->dtype)), hipMemcpyHostToDevice), "X"))
    goto release;
  encode(dy, dy_count, p->dtype, bytes);
  if (hip_failed(hipMemcpy(base[IRG_BUF_DY], bytes, (size_t)(dy_count * element_bytes(p->dtype)), hipMemcpyHostToDevice), "dY"))
    goto release;
  if (run_plan(plan, s.n_launches, base)) goto release;
  if (hip_failed(hipMemcpy(bytes, base[IRG_BUF_DW], (size_t)(dw_count * element_bytes(p->dw_dtype)), hipMemcpyDeviceToHost), "dW"))
    goto release;

  double bound;
  reference(p, x, dy, want, &bound);
  /* Exact while the largest sum of |products| stays below 2^mantissa quarter units. */
  const double exact_limit = ldexp(0.25, mantissa_bits(p->dw_dtype));
  const double tolerance = bound < exact_limit ? 0 : ldexp(bound, 1 - mantissa_bits(p->dw_dtype));
  int64_t wrong = 0;
  for (int64_t i = 0; i < dw_count; ++i) {
    uint8_t rounded[4];
    const float w = (float)want[i];
    encode(&w, 1, p->dw_dtype, rounded);
    const float got = decode(bytes, i, p->dw_dtype), expect = decode(rounded, 0, p->dw_dtype);
    if (!(fabs((double)got - (double)expect) <= tolerance)) {
      if (wrong < 5) fprintf(stderr, "hip_serve: dW[%lld] = %g, the reference %g\n", (long long)i, got, expect);
      ++wrong;
    }
  }
  printf("dW: %lld elements, %lld differ from the host reference (%s)\n", (long long)dw_count, (long long)wrong,
         tolerance == 0 ? "bit for bit after rounding to dW's dtype" : "within the dtype's rounding");
  status = wrong != 0;
release:
  for (int b = 0; b < IRG_BUF_COUNT; ++b)
    if (base[b]) (void)hipFree(base[b]);
  free(x), free(dy), free(want), free(bytes);
close:
  irg_serve_plan_free(plan);
  irg_serve_close(cache);
  return status;
}
