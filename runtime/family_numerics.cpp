// runtime/family_numerics.cpp — see family_numerics.h.
#include "runtime/family_numerics.h"

#define IRG_FAMILY(Enum, value, token, ...) extern const irgate::runtime::FamilyNumerics numerics_##token;
#include "irgate/families.def"
#undef IRG_FAMILY

namespace irgate::runtime {

const FamilyNumerics& family_numerics(int family) {
  static const FamilyNumerics none{};
  switch (family) {
#define IRG_FAMILY(Enum, value, token, ...) \
  case IRG_FAMILY_##Enum: return ::numerics_##token;
#include "irgate/families.def"
#undef IRG_FAMILY
  }
  return none;
}

}  // namespace irgate::runtime
