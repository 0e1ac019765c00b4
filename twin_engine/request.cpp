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

/* ---- spec stamp: the IRG_SPEC_FIELD rows of families.def, in ABI struct order ---- */

typedef struct tw_stamp_field {
  int family;
  const char* name;
  size_t offset;
  int is_dtype; /* printed by name */
} tw_stamp_field;

enum { TW_KIND_INT = 0, TW_KIND_DTYPE = 1 };
static const tw_stamp_field kStampFields[] = {
#define IRG_SPEC_FIELD(Enum, field, kind, ...) \
  {IRG_FAMILY_##Enum, #field, offsetof(irg_spec_of_##Enum, field), TW_KIND_##kind},
#include "irgate/families.def"
#undef IRG_SPEC_FIELD
};

static size_t spec_bytes(int family) {
  switch (family) {
#define IRG_FAMILY(Enum, value, token, name, member, spec_type, ...) \
  case value:                                                        \
    return sizeof(spec_type);
#include "irgate/families.def"
#undef IRG_FAMILY
    default:
      return 0;
  }
}

int tw_spec_stamp(const irg_request_t* request, const tw_arch_row* arch, tw_text* out) {
  tw_text_printf(out, "%s{", tw_family_name(request->family));
  const unsigned char* spec = (const unsigned char*)&request->spec;
  size_t printed = 0, next_offset = 0;
  for (size_t i = 0; i < sizeof kStampFields / sizeof kStampFields[0]; ++i) {
    const tw_stamp_field* f = &kStampFields[i];
    if (f->family != request->family) continue;
    if (f->offset != next_offset) return 0; /* a row out of ABI order: the table is wrong */
    int32_t value;
    memcpy(&value, spec + f->offset, sizeof value);
    char spelled[24];
    if (f->is_dtype)
      tw_dtype_spell(value, spelled, sizeof spelled);
    else
      snprintf(spelled, sizeof spelled, "%d", (int)value);
    tw_text_printf(out, "%s%s=%s", printed ? "," : "", f->name, spelled);
    ++printed;
    next_offset += sizeof value;
  }
  tw_text_printf(out, "}@%s", arch->name);
  return printed > 0 && next_offset == spec_bytes(request->family);
}
