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

}  // namespace irgate::engine
