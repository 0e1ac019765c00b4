// engine/target.cpp — see target.h.
#include "engine/target.h"

#include "irgate/abi.h"

namespace irgate::engine {
namespace {

constexpr ArchInfo kArches[] = {
#define IRG_ARCH(Enum, name, family, wave, lds, first, dword3, cpol12, vgprs, vgprs_big, grid_yz)                  \
  {IRG_ARCH_##Enum, name, IRG_ARCH_FAMILY_##family, wave, lds, dword3, cpol12 != 0, \
   vgprs, vgprs_big, grid_yz},
#include "irgate/arches.def"
#undef IRG_ARCH
};

constexpr FlavorInfo kFlavors[] = {
#define IRG_FLAVOR(Enum, name, major, first, last) {name, major},
#include "irgate/flavors.def"
#undef IRG_FLAVOR
};

std::string_view arches_column(int family) {
  switch (family) {
#define IRG_FAMILY(Enum, value, token, name, member, spec_type, role, grouping, grid, serve_rank, helper, arches) \
  case IRG_FAMILY_##Enum:                                                                                   \
    return arches;
#include "irgate/families.def"
#undef IRG_FAMILY
  }
  return "";
}

}  // namespace

bool family_admits_arch(int family, const ArchInfo& arch) {
  std::string_view rest = arches_column(family);
  if (rest.empty()) return true;
  while (!rest.empty()) {
    const size_t comma = rest.find(',');
    if (rest.substr(0, comma) == arch.name) return true;
    rest = comma == std::string_view::npos ? std::string_view() : rest.substr(comma + 1);
  }
  return false;
}

std::string_view base_arch_name(std::string_view target_id) {
  return target_id.substr(0, target_id.find(':'));
}

const ArchInfo* find_arch(std::string_view target_id) {
  std::string_view base = base_arch_name(target_id);
  for (const ArchInfo& a : kArches)
    if (a.name == base) return &a;
  return nullptr;
}

bool flavor_in_range(int flavor) { return flavor >= 0 && flavor < IRG_FLAVOR_COUNT; }

const FlavorInfo& flavor_info(int flavor) { return kFlavors[flavor]; }

}  // namespace irgate::engine
