// include/irgate/arch_domain_view.h — the read-only arch-domain table an engine consults.
//
// The caller loads arch_domain/tables/<flavor>.json once (arch_domain::load_view) and hands the
// same view to both engines through irg_request_t::domain, so emission stays a pure function of
// its inputs and neither engine links the measurer. cells[key][arch] answers "does this
// flavor's LLVM accept intrinsic KEY on ARCH" (domain_statuses.def).
//
//   const irg_domain_cell_t* c = &req->domain->cells[IRG_INTRINSIC_FMA_F32][IRG_ARCH_GFX1100];
//   if (c->status != IRG_DOMAIN_OK) refuse(arch_intrinsic_absent, ..., c->evidence);
#ifndef IRGATE_ARCH_DOMAIN_VIEW_H
#define IRGATE_ARCH_DOMAIN_VIEW_H

#include "irgate/abi.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum irg_domain_status {
#define IRG_DOMAIN_STATUS(Enum, name, value, klass) IRG_DOMAIN_##Enum = value,
#include "irgate/domain_statuses.def"
#undef IRG_DOMAIN_STATUS
} irg_domain_status;

typedef struct irg_domain_cell {
  int32_t status;       /* irg_domain_status */
  const char* evidence; /* first diagnostic line of a non-ok cell; "" when ok */
} irg_domain_cell_t;

typedef struct irg_arch_domain {
  int32_t flavor; /* the flavor this table was measured with */
  irg_domain_cell_t cells[IRG_INTRINSIC_COUNT][IRG_ARCH_COUNT];
} irg_arch_domain_t;

#ifdef __cplusplus
}
#endif
#endif /* IRGATE_ARCH_DOMAIN_VIEW_H */
