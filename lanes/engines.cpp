// lanes/engines.cpp — see engines.h.
#include "lanes/engines.h"

namespace irgate::lanes {

const irg_engine* engine_by_name(const std::string& name) {
  if (name == "reference") return irg_reference_engine();
#ifdef IRGATE_HAVE_TWIN
  if (name == "twin") return irg_twin_engine();
#endif
  return nullptr;
}

Result<Views> load_views(const std::filesystem::path& root) {
  Views views;
  for (int f = 0; f < IRG_FLAVOR_COUNT; ++f) {
    auto v = arch_domain::load_view(root, f);
    if (!v) return v.error();
    views[f] = *v;
  }
  return views;
}

Result<Views> load_flavor_view(const std::filesystem::path& root, int flavor) {
  Views views;
  auto v = arch_domain::load_view(root, flavor);
  if (!v) return v.error();
  views[flavor] = *v;
  return views;
}

}  // namespace irgate::lanes
