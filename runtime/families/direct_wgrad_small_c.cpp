// runtime/families/direct_wgrad_small_c.cpp — direct_wgrad_small_c's numerics: nothing beyond dW against the host reference. Its
// stage 1 adds with atomics in an order the hardware picks, so off exact inputs it keeps the
// per-element tolerance; on exact inputs every sum is exact and dW is checked bit for bit anyway.
#include "runtime/family_numerics.h"

extern const irgate::runtime::FamilyNumerics numerics_direct_wgrad_small_c;
const irgate::runtime::FamilyNumerics numerics_direct_wgrad_small_c{};
