// twin_engine/tables.h — the twin's view of the contract tables, generated from
// include/irgate/*.def with X-macros (no row is copied by hand).
//
// Used by every twin file that needs an op name, an arch fact, a flavor name, a refusal
// pattern, a kernarg row or an intrinsic's declare text for a flavor.
//
//   const tw_arch_row* a = tw_arch_by_base_name("gfx942:sramecc+:xnack-");   // -> gfx942 row
//   const char* text = tw_declare_text(IRG_INTRINSIC_BUFFER_LOAD_I16, IRG_FLAVOR_LLVM19);
//   printf("%s\n", tw_op_rows[TW_OP_ARITH_ADDI].name);                         // arith.addi
#ifndef IRGATE_TWIN_TABLES_H
#define IRGATE_TWIN_TABLES_H

#include "irgate/engine_api.h"

/* ---- ops (opcodes.def): the twin's op enum is the row index, the pinned value is kept ---- */
typedef enum tw_opcode {
#define IRG_OP(Enum, name, value, effect, n_operands, n_results, hint) TW_OP_##Enum,
#include "irgate/opcodes.def"
#undef IRG_OP
  TW_OP_COUNT
} tw_opcode;

typedef enum tw_effect {
  TW_EFFECT_PURE,
  TW_EFFECT_READS,
  TW_EFFECT_WRITES,
  TW_EFFECT_BARRIER,
  TW_EFFECT_CONTROL
} tw_effect;

typedef struct tw_op_row {
  const char* name;
  int pinned_value;
  tw_effect effect;
  int n_operands; /* -1: variadic */
  int n_results;  /* -1: variadic */
  const char* default_hint;
} tw_op_row;
extern const tw_op_row tw_op_rows[TW_OP_COUNT];
int tw_op_by_name(const char* name, size_t length); /* tw_opcode or -1 */

/* ---- flavors.def ---- */
typedef struct tw_flavor_row {
  const char* name;
  int toolchain_major;
} tw_flavor_row;
extern const tw_flavor_row tw_flavor_rows[IRG_FLAVOR_COUNT];
const char* tw_flavor_name(int flavor); /* "flavor#N" never: callers check the range first */

/* ---- arches.def ---- */
typedef struct tw_arch_row {
  int id; /* irg_arch_id */
  const char* name;
  int family; /* irg_arch_family */
  int wave_size;
  int lds_bytes;
  long long rsrc_dword3;
  int gfx12_cache_policy;
  int max_vgprs;
  int max_vgprs_large_block;
  long long grid_yz_groups; /* the most workgroups along grid y, and along z */
} tw_arch_row;
extern const tw_arch_row tw_arch_rows[IRG_ARCH_COUNT];
/* The row of a target ID's base name (text before the first ':'), or NULL. */
const tw_arch_row* tw_arch_by_base_name(const char* target_id);

/* ---- intrinsics.def ---- */
typedef struct tw_intrinsic_row {
  const char* key;
  const char* base_text; /* NULL: absent in the oldest flavor */
} tw_intrinsic_row;
extern const tw_intrinsic_row tw_intrinsic_rows[IRG_INTRINSIC_COUNT];
/* The declare text of `key` under `flavor` (newest IRG_DECLARE_FROM row at or below it), or NULL. */
const char* tw_declare_text(int key, int flavor);

/* ---- refusals.def ---- */
typedef enum tw_refusal {
#define IRG_REFUSAL(id, pattern) TW_REFUSAL_##id,
#include "irgate/refusals.def"
#undef IRG_REFUSAL
  TW_REFUSAL_COUNT
} tw_refusal;
typedef struct tw_refusal_row {
  const char* id;
  const char* pattern;
} tw_refusal_row;
extern const tw_refusal_row tw_refusal_rows[TW_REFUSAL_COUNT];

/* ---- kernargs (families.def IRG_KERNARG rows) ---- */
typedef enum tw_kernarg_kind {
  TW_KERNARG_PTR_IN,
  TW_KERNARG_PTR_OUT,
  TW_KERNARG_PTR_ACC,
  TW_KERNARG_I32
} tw_kernarg_kind;
typedef struct tw_kernarg_row {
  int family; /* irg_family */
  const char* name;
  tw_kernarg_kind kind;
} tw_kernarg_row;
extern const tw_kernarg_row tw_kernarg_rows[];
extern const int tw_kernarg_row_count;
/* Rows of one family, in order: writes up to `capacity` row pointers, returns the count. */
int tw_kernargs_of(int family, const tw_kernarg_row** rows, int capacity);

/* ---- kernarg_values.def: what a plan may hand a kernel, by name ---- */
typedef enum tw_kernarg_value {
#define IRG_KERNARG_VALUE(name, kind, meaning) TW_KV_##name,
#include "irgate/kernarg_values.def"
#undef IRG_KERNARG_VALUE
  TW_KV_COUNT
} tw_kernarg_value;
/* The vocabulary entry a kernarg row's name is, or -1 for a name kernarg_values.def lacks. */
int tw_kernarg_value_of(const char* name);

/* ---- domain_statuses.def ---- */
typedef enum tw_domain_class {
  TW_DOMAIN_ANSWER_OK,
  TW_DOMAIN_ANSWER_NO,
  TW_DOMAIN_NO_DATA,
  TW_DOMAIN_INTERNAL
} tw_domain_class;
/* Name and class of a status value; NULL name for a value not in the table. */
const char* tw_domain_status_name(int status, tw_domain_class* klass);

/* ---- families and dtypes (abi.h X-macros) ---- */
const char* tw_family_name(int family); /* NULL when not a families.def row */
/* 1 when the families.def row of `family` lists the arch's name in its "arches" column (or
 * leaves the column empty: every wired arch), else 0. The families' arch rules ask this. */
int tw_family_runs_on(int family, const tw_arch_row* arch);
/* The families.def `helper` column of `family`: the helper family its two-step plans append, or 0. */
int tw_helper_of(int family);
const char* tw_dtype_name(int dtype);   /* NULL when unknown */

#endif
