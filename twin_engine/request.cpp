// twin_engine/request.cpp — see request.h.
#include "twin_engine/request.h"

#include <stddef.h>
#include <stdio.h>
#include <string.h>

void tw_dtype_spell(int dtype, char* out, size_t capacity) {
  const char* name = tw_dtype_name(dtype);
  if (name)
    snprintf(out, capacity, "%s", name);
  else
    snprintf(out, capacity, "dtype#%d", dtype);
}

const tw_arch_row* tw_check_arch(const char* target_id, int flavor, tw_fail* fail) {
  if (fail->status) return NULL;
  const tw_arch_row* arch = tw_arch_by_base_name(target_id);
  if (!arch) {
    tw_refuse(fail, TW_REFUSAL_arch_unknown, target_id);
    return NULL;
  }
  if (arch->first_flavor > flavor) {
    tw_refuse(fail, TW_REFUSAL_arch_flavor_unknown, arch->name, tw_flavor_name(arch->first_flavor), tw_flavor_name(flavor));
    return NULL;
  }
  return arch;
}

const tw_arch_row* tw_check_request(const irg_request_t* request, tw_fail* fail) {
  if (fail->status) return NULL;
  if (request->abi_version != IRGATE_ABI_VERSION) {
    tw_refuse(fail, TW_REFUSAL_abi_version_mismatch, (int)IRGATE_ABI_VERSION, (int)request->abi_version);
    return NULL;
  }
  if (request->flavor < 0 || request->flavor >= IRG_FLAVOR_COUNT) {
    tw_refuse(fail, TW_REFUSAL_flavor_unknown, (int)request->flavor);
    return NULL;
  }
  const char* family = tw_family_name(request->family);
  if (!family) {
    tw_refuse(fail, TW_REFUSAL_family_unknown, (int)request->family);
    return NULL;
  }
  if (request->family == IRG_FAMILY_DIRECT_WGRAD || request->family == IRG_FAMILY_SMALL_C) {
    tw_refuse(fail, TW_REFUSAL_family_unbuilt, family, family);
    return NULL;
  }
  /* arch[] is a fixed buffer: never read past it even when the caller forgot the NUL. */
  char target_id[sizeof request->arch + 1];
  memcpy(target_id, request->arch, sizeof request->arch);
  target_id[sizeof request->arch] = '\0';
  return tw_check_arch(target_id, request->flavor, fail);
}

/* ---- spec stamp: fields in ABI struct order ---- */

typedef struct tw_spec_field {
  const char* name;
  size_t offset;
  int is_dtype;
} tw_spec_field;

#define TW_FIELD(type, field) {#field, offsetof(type, field), 0}
#define TW_DTYPE_FIELD(type, field) {#field, offsetof(type, field), 1}

static const tw_spec_field kDirectFields[] = {
    TW_DTYPE_FIELD(irg_direct_wgrad_spec_t, dtype), TW_FIELD(irg_direct_wgrad_spec_t, filter_h),
    TW_FIELD(irg_direct_wgrad_spec_t, filter_w),    TW_FIELD(irg_direct_wgrad_spec_t, pad_h),
    TW_FIELD(irg_direct_wgrad_spec_t, pad_w),       TW_FIELD(irg_direct_wgrad_spec_t, stride_h),
    TW_FIELD(irg_direct_wgrad_spec_t, stride_w),    TW_FIELD(irg_direct_wgrad_spec_t, cpg),
    TW_FIELD(irg_direct_wgrad_spec_t, kpg),         TW_FIELD(irg_direct_wgrad_spec_t, waves_k),
    TW_FIELD(irg_direct_wgrad_spec_t, waves_c),     TW_FIELD(irg_direct_wgrad_spec_t, wave_tiles_k),
    TW_FIELD(irg_direct_wgrad_spec_t, wave_tiles_c), TW_FIELD(irg_direct_wgrad_spec_t, rows_per_sync),
    TW_FIELD(irg_direct_wgrad_spec_t, row_blocks),  TW_FIELD(irg_direct_wgrad_spec_t, lds_epilogue),
    TW_FIELD(irg_direct_wgrad_spec_t, tdm_stages),  TW_FIELD(irg_direct_wgrad_spec_t, ws_replicas),
};
static const tw_spec_field kSmallCFields[] = {
    TW_DTYPE_FIELD(irg_small_c_wgrad_spec_t, dtype), TW_FIELD(irg_small_c_wgrad_spec_t, filter_h),
    TW_FIELD(irg_small_c_wgrad_spec_t, filter_w),    TW_FIELD(irg_small_c_wgrad_spec_t, pad_h),
    TW_FIELD(irg_small_c_wgrad_spec_t, pad_w),       TW_FIELD(irg_small_c_wgrad_spec_t, stride_h),
    TW_FIELD(irg_small_c_wgrad_spec_t, stride_w),    TW_FIELD(irg_small_c_wgrad_spec_t, c),
    TW_FIELD(irg_small_c_wgrad_spec_t, kpg),         TW_FIELD(irg_small_c_wgrad_spec_t, vec_x),
    TW_FIELD(irg_small_c_wgrad_spec_t, sub_steps),   TW_FIELD(irg_small_c_wgrad_spec_t, uniform_wave),
    TW_FIELD(irg_small_c_wgrad_spec_t, waves),       TW_FIELD(irg_small_c_wgrad_spec_t, wave_tiles),
    TW_FIELD(irg_small_c_wgrad_spec_t, ws_replicas),
};
static const tw_spec_field kDepthwiseFields[] = {
    TW_DTYPE_FIELD(irg_depthwise_wgrad_spec_t, dtype), TW_FIELD(irg_depthwise_wgrad_spec_t, filter_h),
    TW_FIELD(irg_depthwise_wgrad_spec_t, filter_w),    TW_FIELD(irg_depthwise_wgrad_spec_t, pad_h),
    TW_FIELD(irg_depthwise_wgrad_spec_t, pad_w),       TW_FIELD(irg_depthwise_wgrad_spec_t, stride_h),
    TW_FIELD(irg_depthwise_wgrad_spec_t, stride_w),    TW_FIELD(irg_depthwise_wgrad_spec_t, waves),
    TW_FIELD(irg_depthwise_wgrad_spec_t, r_split),     TW_FIELD(irg_depthwise_wgrad_spec_t, ho_per_block),
    TW_FIELD(irg_depthwise_wgrad_spec_t, ws_replicas),
};
static const tw_spec_field kReduceFields[] = {
    TW_FIELD(irg_wgrad_reduce_spec_t, ws_replicas),
    TW_DTYPE_FIELD(irg_wgrad_reduce_spec_t, out_dtype),
    TW_FIELD(irg_wgrad_reduce_spec_t, block_size),
};

#define TW_COUNT(array) (int)(sizeof(array) / sizeof((array)[0]))

void tw_spec_stamp(const irg_request_t* request, const tw_arch_row* arch, tw_text* out) {
  const tw_spec_field* fields = NULL;
  int n_fields = 0;
  switch (request->family) {
    case IRG_FAMILY_DIRECT_WGRAD: fields = kDirectFields, n_fields = TW_COUNT(kDirectFields); break;
    case IRG_FAMILY_SMALL_C: fields = kSmallCFields, n_fields = TW_COUNT(kSmallCFields); break;
    case IRG_FAMILY_DEPTHWISE: fields = kDepthwiseFields, n_fields = TW_COUNT(kDepthwiseFields); break;
    case IRG_FAMILY_REDUCE: fields = kReduceFields, n_fields = TW_COUNT(kReduceFields); break;
    default: break;
  }
  const char* family = tw_family_name(request->family);
  tw_text_printf(out, "%s{", family ? family : "");
  const unsigned char* spec = (const unsigned char*)&request->spec;
  for (int i = 0; i < n_fields; ++i) {
    int32_t value;
    memcpy(&value, spec + fields[i].offset, sizeof value);
    if (fields[i].is_dtype) {
      char dtype[24];
      tw_dtype_spell(value, dtype, sizeof dtype);
      tw_text_printf(out, "%s%s=%s", i ? "," : "", fields[i].name, dtype);
    } else {
      tw_text_printf(out, "%s%s=%d", i ? "," : "", fields[i].name, (int)value);
    }
  }
  tw_text_printf(out, "}@%s", arch ? arch->name : "");
}
