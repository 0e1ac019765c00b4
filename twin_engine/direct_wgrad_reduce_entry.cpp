// twin_engine/direct_wgrad_reduce_entry.cpp — families.def row REDUCE: a helper, appended by other families'
// plans (plan.cpp) through its fold, so it has no plan view of its own.
#include <string.h>

#include "twin_engine/families.h"

enum { REDUCE_BLOCK = 256 }; /* one work-item per dW element */

static long long reduce_fold(const irg_request_t* stage1, int ws_replicas, int dw_dtype, irg_request_t* helper,
                             char kernel[TW_KERNEL_NAME_MAX]) {
  *helper = *stage1;
  helper->family = IRG_FAMILY_REDUCE;
  memset(&helper->spec, 0, sizeof helper->spec);
  helper->spec.reduce.ws_replicas = ws_replicas;
  helper->spec.reduce.out_dtype = dw_dtype;
  helper->spec.reduce.block_size = REDUCE_BLOCK;
  tw_direct_wgrad_reduce_kernel_name(&helper->spec.reduce, kernel);
  return REDUCE_BLOCK;
}

const tw_family tw_family_direct_wgrad_reduce = {IRG_FAMILY_REDUCE, tw_validate_direct_wgrad_reduce, tw_build_direct_wgrad_reduce, NULL, NULL, NULL,
                                    reduce_fold};
