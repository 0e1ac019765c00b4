// engine/kernels/family.cpp — see family.h.
#include "engine/kernels/family.h"

namespace irgate::engine {

const FamilyKernels* family_kernels(int family) {
  switch (family) {
#define IRG_FAMILY(Enum, value, token, ...) \
  case value:                               \
    return &token##_kernels;
#include "irgate/families.def"
#undef IRG_FAMILY
  }
  return nullptr;
}

namespace {
// The words of the `helper` column: NONE or a family's Enum.
constexpr int kHelper_NONE = 0;
#define IRG_FAMILY(Enum, value, ...) [[maybe_unused]] constexpr int kHelper_##Enum = value;
#include "irgate/families.def"
#undef IRG_FAMILY
}  // namespace

int helper_family(int family) {
  switch (family) {
#define IRG_FAMILY(Enum, value, token, name, member, spec_type, role, grouping, grid, serve_rank, helper, arches) \
  case value:                                                                                               \
    return kHelper_##helper;
#include "irgate/families.def"
#undef IRG_FAMILY
  }
  return 0;
}

}  // namespace irgate::engine
