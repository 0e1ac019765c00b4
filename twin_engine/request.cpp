// twin_engine/request.cpp — see request.h.
#include "twin_engine/request.h"

#include <stdio.h>
#include <string.h>

void tw_dtype_spell(int dtype, char* out, size_t capacity) {
  const char* name = tw_dtype_name(dtype);
  if (name)
    snprintf(out, capacity, "%s", name);
  else
    snprintf(out, capacity, "dtype#%d", dtype);
}

const tw_arch_row* tw_check_arch(const char* target_id, tw_fail* fail) {
  if (fail->status) return NULL;
  const tw_arch_row* arch = tw_arch_by_base_name(target_id);
  if (!arch) {
    tw_refuse(fail, TW_REFUSAL_arch_unknown, target_id);
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
  if (!tw_family_name(request->family)) {
    tw_refuse(fail, TW_REFUSAL_family_unknown, (int)request->family);
    return NULL;
  }
  /* arch[] is a fixed buffer: never read past it even when the caller forgot the NUL. */
  char target_id[sizeof request->arch + 1];
  memcpy(target_id, request->arch, sizeof request->arch);
  target_id[sizeof request->arch] = '\0';
  return tw_check_arch(target_id, fail);
}

/* ---- spec stamp: fields in ABI struct order ---- */

/* Every spec field is an int32_t, appended in order (abi.h), so field i sits at byte 4*i; a
 * name list whose length disagrees with the struct size is caught at the first stamp. A
 * leading '*' marks a dtype field (printed by name). */
typedef struct tw_spec_fields {
  int family;
  size_t struct_bytes;
  const char* names;
} tw_spec_fields;

static const tw_spec_fields kSpecFields[] = {
    {IRG_FAMILY_DIRECT_WGRAD, sizeof(irg_direct_wgrad_spec_t),
     "*dtype filter_h filter_w pad_h pad_w stride_h stride_w cpg kpg waves_k waves_c wave_tiles_k wave_tiles_c "
     "rows_per_sync row_blocks lds_epilogue tdm_stages ws_replicas"},
    {IRG_FAMILY_SMALL_C, sizeof(irg_small_c_wgrad_spec_t),
     "*dtype filter_h filter_w pad_h pad_w stride_h stride_w c kpg vec_x sub_steps uniform_wave waves wave_tiles "
     "ws_replicas"},
    {IRG_FAMILY_DEPTHWISE, sizeof(irg_depthwise_wgrad_spec_t),
     "*dtype filter_h filter_w pad_h pad_w stride_h stride_w waves r_split ho_per_block ws_replicas"},
    {IRG_FAMILY_REDUCE, sizeof(irg_wgrad_reduce_spec_t), "ws_replicas *out_dtype block_size"},
};

int tw_spec_stamp(const irg_request_t* request, const tw_arch_row* arch, tw_text* out) {
  const tw_spec_fields* fields = NULL;
  for (size_t i = 0; i < sizeof kSpecFields / sizeof kSpecFields[0]; ++i) {
    if (kSpecFields[i].family == request->family) fields = &kSpecFields[i];
  }
  if (!fields) return 0;
  tw_text_printf(out, "%s{", tw_family_name(request->family));
  const unsigned char* spec = (const unsigned char*)&request->spec;
  size_t index = 0;
  for (const char* name = fields->names; *name; ++index) {
    size_t length = strcspn(name, " ");
    int is_dtype = *name == '*';
    int32_t value;
    memcpy(&value, spec + 4 * index, sizeof value);
    char spelled[24];
    if (is_dtype)
      tw_dtype_spell(value, spelled, sizeof spelled);
    else
      snprintf(spelled, sizeof spelled, "%d", (int)value);
    tw_text_printf(out, "%s%.*s=%s", index ? "," : "", (int)(length - is_dtype), name + is_dtype, spelled);
    name += length;
    while (*name == ' ') ++name;
  }
  tw_text_printf(out, "}@%s", arch->name);
  return 4 * index == fields->struct_bytes;
}
