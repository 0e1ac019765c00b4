/* include/irgate/serve.h — the C serving API of libirgate_serve (serve_api/): open an AOT kernel
 * cache (irgate grid compile --out), plan a wgrad problem from it (the irg_problem_t struct or a
 * MIOpen driver line), read the launches (code object bytes, kernel symbol, grid, block, kernarg
 * bytes with buffer-relative pointer slots, the buffers to zero, batch slices), free, close.
 *
 * Used by frameworks that serve wgrad from the cache (examples/serve_c/ is one), linked through
 * find_package(irgate CONFIG) as irgate::serve. Every function is thread-safe: an open cache is
 * read-only, any thread may plan from it at the same time; a plan belongs to its caller. No C++
 * exception crosses this interface; a failure is a code and a message in *err (err may be NULL).
 *
 *   irg_serve_error_t err;
 *   irg_serve_cache_t* cache = NULL;
 *   if (irg_serve_open("cache", "gfx1250", NULL, &cache, &err)) { puts(err.message); return err.code; }
 *   irg_serve_plan_t* plan = NULL;
 *   if (irg_serve_plan_line(cache, "convfp16 -n 2 -c 32 -H 56 -W 56 -k 32 -y 3 -x 3 -p 1 -q 1 -F 4",
 *                           &plan, &err) == IRG_SERVE_OK) {
 *     irg_serve_launch_t l;
 *     for (int32_t i = 0; irg_serve_launch(plan, i, &l, &err) == IRG_SERVE_OK; ++i) launch(&l);
 *     irg_serve_plan_free(plan);
 *   }
 *   irg_serve_close(cache);
 */
#ifndef IRGATE_SERVE_H
#define IRGATE_SERVE_H

#include <stddef.h>
#include <stdint.h>

#include "irgate/abi.h"

#ifdef __cplusplus
extern "C" {
#endif

#if defined(IRGATE_SERVE_BUILDING)
#define IRG_SERVE_API __attribute__((visibility("default")))
#else
#define IRG_SERVE_API
#endif

/* The codes every function returns (and err->code holds); the irgate command line exits with the same. */
typedef enum irg_serve_code {
  IRG_SERVE_OK = 0,
  IRG_SERVE_ERROR = 1,      /* the cache is damaged (an object missing or not its hash), an internal error */
  IRG_SERVE_BAD_INPUT = 2,  /* a bad argument, arch, driver line, cache folder or data root */
  IRG_SERVE_NOT_SERVED = 3  /* no cached kernel serves the problem: the message says why, family by family */
} irg_serve_code;

typedef struct irg_serve_error {
  int32_t code;        /* an irg_serve_code */
  char message[4096];  /* NUL-terminated, cut to fit */
} irg_serve_error_t;

typedef struct irg_serve_cache irg_serve_cache_t;
typedef struct irg_serve_plan irg_serve_plan_t;

/* Opens the cache folder `cache_dir` (its index.json) for `arch` (a row of arches.def; target-ID
 * features allowed, gfx942:sramecc+). `data_root` holds the llvm22 arch-domain table the engine's
 * plans read: NULL = $IRGATE_ROOT, else the data installed next to this library
 * (<prefix>/share/irgate), docs/installing.md. */
IRG_SERVE_API int irg_serve_open(const char* cache_dir, const char* arch, const char* data_root, irg_serve_cache_t** out,
                                 irg_serve_error_t* err);
IRG_SERVE_API void irg_serve_close(irg_serve_cache_t* cache); /* NULL is a no-op */

/* The plan of the cheapest cached kernel that serves the problem (serve/serve.h's rule: by
 * estimated time when the cache holds current profiles of the candidates, as `irgate grid
 * compile` leaves it; else by the static estimate, and the summary's `ranked_by_profile` is 0).
 * A cache with a stage-1 kernel lacking a current profile is said once, on stderr, when opened. */
IRG_SERVE_API int irg_serve_plan_problem(const irg_serve_cache_t* cache, const irg_problem_t* problem,
                                         irg_serve_plan_t** out, irg_serve_error_t* err);
/* The same for a MIOpen driver line (its dW in the line's dtype, as MIOpen writes it). */
IRG_SERVE_API int irg_serve_plan_line(const irg_serve_cache_t* cache, const char* miopen_line, irg_serve_plan_t** out,
                                      irg_serve_error_t* err);
IRG_SERVE_API void irg_serve_plan_free(irg_serve_plan_t* plan); /* NULL is a no-op */

/* What a plan launches, overall. Strings live as long as the plan. */
typedef struct irg_serve_summary {
  const char* kernel;                   /* the cache's name of the serving stage-1 kernel */
  const char* family;                   /* its families.def name */
  int32_t n_launches;                   /* executed in order on one stream */
  int32_t n_slices;                     /* batch slices of the stage-1 launches (1 when the batch fits) */
  uint32_t zeroed;                      /* bit (1u << irg_buffer): zero that buffer once, before launch 0 */
  int64_t buffer_bytes[IRG_BUF_COUNT];  /* bytes of X, dY, dW, WS (the workspace; 0 = none) */
  irg_problem_t problem;                /* the problem planned */
  int32_t ranked_by_profile;            /* 1: the candidates were ranked by their measured profiles;
                                           0: some lacked one (an unprofiled cache): by the static estimate */
} irg_serve_summary_t;
IRG_SERVE_API void irg_serve_plan_summary(const irg_serve_plan_t* plan, irg_serve_summary_t* out);

/* A kernel argument holding a device pointer: write base(buffer) + buffer_offset, as 8 bytes
 * little-endian, at kernargs[offset]. */
typedef struct irg_serve_pointer_slot {
  uint32_t offset;
  int32_t buffer; /* irg_buffer: X, dY, dW or WS */
  int64_t buffer_offset;
} irg_serve_pointer_slot_t;

/* One launch. Pointers live as long as the plan. `kernargs` are the kernel's explicit arguments
 * in the AMDGPU kernarg layout (each at its natural alignment: an i32 4 bytes, a pointer 8); the
 * pointer slots hold their buffer_offset until the caller adds the base. The hidden arguments a
 * code object v5 kernel also reads follow them: the runtime fills those (HIP does for
 * hipModuleLaunchKernel's HIP_LAUNCH_PARAM_BUFFER_POINTER). */
typedef struct irg_serve_launch {
  const char* kernel_name;  /* the kernel's symbol in the code object (hipModuleGetFunction) */
  const char* cache_kernel; /* its name in the cache */
  const uint8_t* code_object;
  size_t code_object_size;
  uint32_t grid[3];  /* workgroups */
  uint32_t block[3]; /* work-items per workgroup */
  int32_t slice;     /* batch slice index, or -1 for a launch after the slices */
  const uint8_t* kernargs;
  size_t kernargs_size;
  int32_t n_pointer_slots;
  const irg_serve_pointer_slot_t* pointer_slots;
} irg_serve_launch_t;
/* Launch `index` (0 .. n_launches-1); IRG_SERVE_BAD_INPUT past the end. */
IRG_SERVE_API int irg_serve_launch(const irg_serve_plan_t* plan, int32_t index, irg_serve_launch_t* out,
                                   irg_serve_error_t* err);

#ifdef __cplusplus
}
#endif
#endif /* IRGATE_SERVE_H */
