// twin_engine/families.cpp — the family table and the pieces every family builder shares.
#include "twin_engine/families.h"

#include <string.h>

const tw_family* tw_family_of(int family) {
  switch (family) {
#define IRG_FAMILY(Enum, value, token, ...) \
  case value:                               \
    return &tw_family_##token;
#include "irgate/families.def"
#undef IRG_FAMILY
    default:
      return NULL;
  }
}

int tw_build_params(tw_builder* b, int family, int (*align_of)(const char* name, const void* ctx), const void* ctx,
                    int* ids) {
  const tw_kernarg_row* rows[IRG_PLAN_MAX_KERNARGS];
  int count = tw_kernargs_of(family, rows, IRG_PLAN_MAX_KERNARGS);
  if (count > IRG_PLAN_MAX_KERNARGS) {
    tw_internal(b->fail, "family %d has %d kernargs (at most %d)", family, count, IRG_PLAN_MAX_KERNARGS);
    return 0;
  }
  for (int i = 0; i < count; ++i) {
    tw_attr attrs[3];
    int n_attrs = 0;
    tw_type type = TW_TYPE_I32;
    if (rows[i]->kind != TW_KERNARG_I32) {
      type = TW_TYPE_PTR_GLOBAL;
      attrs[n_attrs++] = tw_attr_int("align", align_of(rows[i]->name, ctx));
      attrs[n_attrs++] = tw_attr_bool("noalias", 1);
      if (rows[i]->kind == TW_KERNARG_PTR_IN) attrs[n_attrs++] = tw_attr_bool("readonly", 1);
      if (rows[i]->kind == TW_KERNARG_PTR_OUT) attrs[n_attrs++] = tw_attr_bool("writeonly", 1);
    }
    ids[i] = tw_b_param(b, rows[i]->name, type, attrs, n_attrs);
  }
  return count;
}

int tw_element_align_of(const char* name, const void* ctx) {
  const int32_t* dtype = (const int32_t*)ctx;
  return strcmp(name, "ws") == 0 || (dtype && *dtype == IRG_DTYPE_F32) ? 4 : 2;
}

int tw_params_by_name(int family, const int* ids, const char* const* names, int n_names, int* out) {
  const tw_kernarg_row* rows[IRG_PLAN_MAX_KERNARGS];
  int count = tw_kernargs_of(family, rows, IRG_PLAN_MAX_KERNARGS);
  if (count > IRG_PLAN_MAX_KERNARGS) return 0;
  for (int f = 0; f < n_names; ++f) {
    out[f] = -1;
    for (int i = 0; i < count && out[f] < 0; ++i) {
      if (strcmp(rows[i]->name, names[f]) == 0) out[f] = ids[i];
    }
    if (out[f] < 0) return 0;
  }
  return 1;
}

const char* const tw_geo_names[TW_GEO_COUNT] = {"filter_h", "filter_w", "pad_h",      "pad_w",
                                                "stride_h", "stride_w", "dilation_h", "dilation_w"};

void tw_build_kernel_header(tw_builder* b, const char* name, const tw_arch_row* arch, long long block_size,
                            const char* stamp) {
  tw_attr attrs[3] = {tw_attr_string("arch", arch->name), tw_attr_int("block_size", block_size),
                      tw_attr_string("spec", stamp)};
  tw_b_kernel_attrs(b, name, attrs, 3);
}
