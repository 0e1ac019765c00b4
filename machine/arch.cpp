// machine/arch.cpp — arches.def rows -> ArchInfo.
#include "machine/arch.h"

#include "irgate/abi.h"

namespace irgate::emu {

namespace {
ArchFamily family_of(irg_arch_family f) {
  switch (f) {
    case IRG_ARCH_FAMILY_GFX9: return ArchFamily::Gfx9;
    case IRG_ARCH_FAMILY_GFX11: return ArchFamily::Gfx11;
    case IRG_ARCH_FAMILY_GFX12: return ArchFamily::Gfx12;
    case IRG_ARCH_FAMILY_GFX1250: return ArchFamily::Gfx1250;
  }
  return ArchFamily::Gfx9;
}
}  // namespace

Result<ArchInfo> arch_info(std::string_view target_id) {
  std::string_view base = target_id.substr(0, target_id.find(':'));
#define IRG_ARCH(Enum, NAME, FAMILY, WAVE, LDS, FIRST, DWORD3, CPOL12, VGPRS, VGPRS_BIG, GRID_YZ) \
  if (base == NAME) {                                                               \
    ArchInfo a;                                                                     \
    a.name = NAME;                                                                  \
    a.family = family_of(IRG_ARCH_FAMILY_##FAMILY);                                 \
    a.wave_size = WAVE;                                                             \
    a.lds_bytes = LDS;                                                              \
    a.rsrc_dword3 = uint32_t(DWORD3);                                               \
    a.gfx12_cache_policy = CPOL12 != 0;                                             \
    a.oor_atomic_faults = a.family == ArchFamily::Gfx1250;                          \
    return a;                                                                       \
  }
#include "irgate/arches.def"
#undef IRG_ARCH
  return Error{"unknown arch '" + std::string(target_id) + "' (not in arches.def)"};
}

}  // namespace irgate::emu
