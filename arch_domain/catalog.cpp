// arch_domain/catalog.cpp — see catalog.h.
#include "arch_domain/catalog.h"

#include "irgate/abi.h"

namespace irgate::arch_domain::catalog {
namespace {

constexpr const char* kKeys[] = {
#define IRG_INTRINSIC(Enum, key, text) key,
#define IRG_DECLARE_FROM(Enum, flavor, text)
#include "irgate/intrinsics.def"
#undef IRG_INTRINSIC
#undef IRG_DECLARE_FROM
};

struct DeclareRow {
  int key;
  int from_flavor;
  const char* text;  // nullptr: absent from this flavor on
};
constexpr DeclareRow kDeclares[] = {
#define IRG_ABSENT nullptr
#define IRG_INTRINSIC(Enum, key, text) {IRG_INTRINSIC_##Enum, 0, text},
#define IRG_DECLARE_FROM(Enum, flavor, text) {IRG_INTRINSIC_##Enum, IRG_FLAVOR_##flavor, text},
#include "irgate/intrinsics.def"
#undef IRG_INTRINSIC
#undef IRG_DECLARE_FROM
#undef IRG_ABSENT
};

struct ArchRow {
  const char* name;
  int first_flavor;
  long lds;
};
constexpr ArchRow kArches[] = {
#define IRG_ARCH(Enum, name, family, wave, lds, first, dword3, cpol12, vgprs, vgprs_big, grid_yz) \
  {name, IRG_FLAVOR_##first, lds},
#include "irgate/arches.def"
#undef IRG_ARCH
};

}  // namespace

int key_count() { return IRG_INTRINSIC_COUNT; }
const char* key_name(int key) { return key >= 0 && key < IRG_INTRINSIC_COUNT ? kKeys[key] : "?"; }
int key_from_name(const std::string& name) {
  for (int k = 0; k < IRG_INTRINSIC_COUNT; ++k)
    if (name == kKeys[k]) return k;
  return -1;
}

int arch_count() { return IRG_ARCH_COUNT; }
const char* arch_name(int arch) { return arch >= 0 && arch < IRG_ARCH_COUNT ? kArches[arch].name : "?"; }
int arch_from_name(const std::string& name) {
  for (int a = 0; a < IRG_ARCH_COUNT; ++a)
    if (name == kArches[a].name) return a;
  return -1;
}
int arch_first_flavor(int arch) { return kArches[arch].first_flavor; }
long arch_lds_bytes(int arch) { return kArches[arch].lds; }
std::vector<std::string> arch_names() {
  std::vector<std::string> v;
  for (auto& a : kArches) v.emplace_back(a.name);
  return v;
}

std::optional<std::string> declare_text(int key, int flavor) {
  const char* text = nullptr;
  int best = -1;
  for (auto& r : kDeclares)
    if (r.key == key && r.from_flavor <= flavor && r.from_flavor >= best) {
      best = r.from_flavor;
      text = r.text;
    }
  if (text == nullptr) return std::nullopt;
  return std::string(text);
}

ProbeDeclare probe_declare(int key, int flavor) {
  if (auto own = declare_text(key, flavor)) return {*own, true};
  for (int f = flavor + 1; f < IRG_FLAVOR_COUNT; ++f)
    if (auto newer = declare_text(key, f)) return {*newer, false};
  return {"", false};
}

}  // namespace irgate::arch_domain::catalog
