// twin_engine/tables.cpp — rows generated from include/irgate/*.def; see tables.h.
#include "twin_engine/tables.h"

#include <string.h>

#define IRG_ABSENT NULL

const tw_op_row tw_op_rows[TW_OP_COUNT] = {
#define IRG_OP(Enum, name, value, effect, n_operands, n_results, hint) \
  {name, value, TW_EFFECT_##effect, n_operands, n_results, hint},
#include "irgate/opcodes.def"
#undef IRG_OP
};

int tw_op_by_name(const char* name, size_t length) {
  for (int op = 0; op < TW_OP_COUNT; ++op) {
    if (strlen(tw_op_rows[op].name) == length && memcmp(tw_op_rows[op].name, name, length) == 0) return op;
  }
  return -1;
}

const tw_flavor_row tw_flavor_rows[IRG_FLAVOR_COUNT] = {
#define IRG_FLAVOR(Enum, name, major, first, last) {name, major},
#include "irgate/flavors.def"
#undef IRG_FLAVOR
};

const char* tw_flavor_name(int flavor) {
  return flavor >= 0 && flavor < IRG_FLAVOR_COUNT ? tw_flavor_rows[flavor].name : "";
}

const tw_arch_row tw_arch_rows[IRG_ARCH_COUNT] = {
#define IRG_ARCH(Enum, name, family, wave, lds, first, dword3, cpol12, vgprs, vgprs_big, grid_yz) \
  {IRG_ARCH_##Enum, name, IRG_ARCH_FAMILY_##family, wave, lds, dword3, cpol12, vgprs, vgprs_big, grid_yz},
#include "irgate/arches.def"
#undef IRG_ARCH
};

const tw_arch_row* tw_arch_by_base_name(const char* target_id) {
  size_t base = strcspn(target_id, ":");
  for (int a = 0; a < IRG_ARCH_COUNT; ++a) {
    if (strlen(tw_arch_rows[a].name) == base && memcmp(tw_arch_rows[a].name, target_id, base) == 0)
      return &tw_arch_rows[a];
  }
  return NULL;
}

const tw_intrinsic_row tw_intrinsic_rows[IRG_INTRINSIC_COUNT] = {
#define IRG_INTRINSIC(Enum, key, text) {key, text},
#define IRG_DECLARE_FROM(Enum, flavor, text)
#include "irgate/intrinsics.def"
#undef IRG_INTRINSIC
#undef IRG_DECLARE_FROM
};

typedef struct tw_declare_override {
  int key;
  int flavor;
  const char* text;
} tw_declare_override;

static const tw_declare_override kOverrides[] = {
#define IRG_INTRINSIC(Enum, key, text)
#define IRG_DECLARE_FROM(Enum, flavor, text) {IRG_INTRINSIC_##Enum, IRG_FLAVOR_##flavor, text},
#include "irgate/intrinsics.def"
#undef IRG_INTRINSIC
#undef IRG_DECLARE_FROM
};

const char* tw_declare_text(int key, int flavor) {
  if (key < 0 || key >= IRG_INTRINSIC_COUNT) return NULL;
  const char* text = tw_intrinsic_rows[key].base_text;
  int newest = -1; /* the base row stands for the oldest flavor */
  for (size_t i = 0; i < sizeof kOverrides / sizeof kOverrides[0]; ++i) {
    const tw_declare_override* o = &kOverrides[i];
    if (o->key == key && o->flavor <= flavor && o->flavor > newest) {
      newest = o->flavor;
      text = o->text;
    }
  }
  return text;
}

const tw_refusal_row tw_refusal_rows[TW_REFUSAL_COUNT] = {
#define IRG_REFUSAL(id, pattern) {#id, pattern},
#include "irgate/refusals.def"
#undef IRG_REFUSAL
};

const tw_kernarg_row tw_kernarg_rows[] = {
#define IRG_KERNARG(family, name, kind) {IRG_FAMILY_##family, name, TW_KERNARG_##kind},
#include "irgate/families.def"
#undef IRG_KERNARG
};
const int tw_kernarg_row_count = (int)(sizeof tw_kernarg_rows / sizeof tw_kernarg_rows[0]);

int tw_kernargs_of(int family, const tw_kernarg_row** rows, int capacity) {
  int count = 0;
  for (int i = 0; i < tw_kernarg_row_count; ++i) {
    if (tw_kernarg_rows[i].family != family) continue;
    if (count < capacity) rows[count] = &tw_kernarg_rows[i];
    ++count;
  }
  return count;
}

int tw_kernarg_value_of(const char* name) {
  static const char* const kNames[TW_KV_COUNT] = {
#define IRG_KERNARG_VALUE(value_name, kind, meaning) #value_name,
#include "irgate/kernarg_values.def"
#undef IRG_KERNARG_VALUE
  };
  for (int v = 0; v < TW_KV_COUNT; ++v)
    if (strcmp(kNames[v], name) == 0) return v;
  return -1;
}

const char* tw_domain_status_name(int status, tw_domain_class* klass) {
  switch (status) {
#define IRG_DOMAIN_STATUS(Enum, name, value, cls) \
  case value:                                     \
    if (klass) *klass = TW_DOMAIN_##cls;          \
    return name;
#include "irgate/domain_statuses.def"
#undef IRG_DOMAIN_STATUS
    default:
      if (klass) *klass = TW_DOMAIN_INTERNAL;
      return NULL;
  }
}

const char* tw_family_name(int family) {
  switch (family) {
#define IRG_FAMILY(Enum, value, token, name, ...) \
  case value:                                     \
    return name;
#include "irgate/families.def"
#undef IRG_FAMILY
    default:
      return NULL;
  }
}

/* The `helper` column names a row by its Enum, or NONE. */
enum {
  TW_HELPER_NONE = 0,
#define IRG_FAMILY(Enum, value, ...) TW_HELPER_##Enum = value,
#include "irgate/families.def"
#undef IRG_FAMILY
};

int tw_helper_of(int family) {
  switch (family) {
#define IRG_FAMILY(Enum, value, token, name, member, spec_type, role, grouping, grid, serve_rank, helper, arches) \
  case value:                                                                                               \
    return TW_HELPER_##helper;
#include "irgate/families.def"
#undef IRG_FAMILY
    default:
      return 0;
  }
}

static const char* family_arch_list(int family) {
  switch (family) {
#define IRG_FAMILY(Enum, value, token, name, member, spec_type, role, grouping, grid, serve_rank, helper, arches) \
  case value:                                                                                               \
    return arches;
#include "irgate/families.def"
#undef IRG_FAMILY
    default:
      return "";
  }
}

int tw_family_runs_on(int family, const tw_arch_row* arch) {
  const char* item = family_arch_list(family);
  if (!*item) return 1;
  const size_t name_length = strlen(arch->name);
  for (;;) { /* walk the comma-separated items in place: no copy, no length limit */
    const size_t length = strcspn(item, ",");
    if (length == name_length && memcmp(item, arch->name, length) == 0) return 1;
    if (!item[length]) return 0;
    item += length + 1;
  }
}

const char* tw_dtype_name(int dtype) {
  switch (dtype) {
#define TW_DTYPE_CASE(Enum, value, name) \
  case value:                            \
    return name;
    IRG_DTYPES(TW_DTYPE_CASE)
#undef TW_DTYPE_CASE
    default:
      return NULL;
  }
}
