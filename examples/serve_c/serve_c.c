/* examples/serve_c/serve_c.c — plan a MIOpen driver line from an irgate kernel cache through the C
 * serving API and print what a runtime would launch: per launch the kernel symbol, its code
 * object, grid, block, batch slice, the kernarg bytes and the pointer slots to patch.
 *
 *   serve_c CACHE ARCH "LINE"   e.g. serve_c cache gfx1250 "convfp16 -n 2 -c 37 -H 9 -W 9 -k 37 -y 3 -x 3 -p 1 -q 1 -g 37 -F 4"
 * Exit: the irg_serve_code (0 served, 1 damaged cache, 2 bad input, 3 not served). The data root
 * (the llvm22 arch table) is $IRGATE_ROOT or the one installed with the library.
 */
#include <stdio.h>

#include "irgate/serve.h"

static const char* const kBuffers[] = {"-", "X", "dY", "dW", "WS"};

int main(int argc, char** argv) {
  if (argc != 4) {
    fprintf(stderr, "usage: serve_c CACHE ARCH \"MIOPEN DRIVER LINE\"\n");
    return IRG_SERVE_BAD_INPUT;
  }
  irg_serve_error_t err;
  irg_serve_cache_t* cache = NULL;
  if (irg_serve_open(argv[1], argv[2], NULL, &cache, &err) != IRG_SERVE_OK) {
    fprintf(stderr, "serve_c: %s\n", err.message);
    return err.code;
  }
  irg_serve_plan_t* plan = NULL;
  if (irg_serve_plan_line(cache, argv[3], &plan, &err) != IRG_SERVE_OK) {
    fprintf(stderr, "serve_c: %s\n", err.message);
    irg_serve_close(cache);
    return err.code;
  }
  irg_serve_summary_t s;
  irg_serve_plan_summary(plan, &s);
  printf("served by %s (%s): %d launch(es), %d slice(s)\n", s.kernel, s.family, s.n_launches, s.n_slices);
  for (int b = IRG_BUF_X; b < IRG_BUF_COUNT; ++b)
    printf("buffer %s: %lld bytes%s\n", kBuffers[b], (long long)s.buffer_bytes[b], (s.zeroed >> b & 1u) ? ", zeroed" : "");
  int code = IRG_SERVE_OK;
  for (int32_t i = 0; i < s.n_launches; ++i) {
    irg_serve_launch_t l;
    if (irg_serve_launch(plan, i, &l, &err) != IRG_SERVE_OK) {
      fprintf(stderr, "serve_c: %s\n", err.message);
      code = err.code;
      break;
    }
    printf("launch %d: kernel %s (cache %s, code object %zu bytes) grid %u,%u,%u block %u,%u,%u slice %d\n", i,
           l.kernel_name, l.cache_kernel, l.code_object_size, l.grid[0], l.grid[1], l.grid[2], l.block[0], l.block[1],
           l.block[2], l.slice);
    printf("  kernargs (%zu bytes):", l.kernargs_size);
    for (size_t k = 0; k < l.kernargs_size; ++k) printf("%s%02x", k % 4 ? "" : " ", l.kernargs[k]);
    printf("\n");
    for (int32_t p = 0; p < l.n_pointer_slots; ++p)
      printf("  pointer at %u: %s + %lld\n", l.pointer_slots[p].offset, kBuffers[l.pointer_slots[p].buffer],
             (long long)l.pointer_slots[p].buffer_offset);
  }
  irg_serve_plan_free(plan);
  irg_serve_close(cache);
  return code;
}
