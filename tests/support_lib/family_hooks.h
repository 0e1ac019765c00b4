// tests/support_lib/family_hooks.h — optional per-family hooks a generic test looks up by the
// family's families.def name: each hook lives in its own file and registers itself, so the test
// iterates the registry's rows and names no family.
//
// A test that draws from every family's IRG_SPEC_FIELD rows uses a family's hook, when its file
// defines one, for what the rows cannot say (joint constraints: padding below the filter, the
// problem's geometry equal to the spec's). A hook that names no families.def row fails the test
// (FamilyHooks::unknown_families), so a renamed family cannot leave its hook silently unused.
//
//   // tests/parity/spec_fuzz/direct_depthwise_wgrad.cpp
//   const bool kDepthwiseHook = SpecFuzzHooks::add("direct_depthwise_wgrad", {.draw_spec = draw});
//   // the test
//   if (const SpecFuzzHook* hook = SpecFuzzHooks::find(family.name)) hook->draw_spec(d, request);
#pragma once

#include <map>
#include <string>
#include <vector>

#include "registry/families.h"

namespace irgate::testing {

template <class Hook>
class FamilyHooks {
 public:
  // At static initialisation, from the hook's file; a second hook for one family is kept out
  // and reported by unknown_families().
  static bool add(const std::string& family, const Hook& hook) {
    if (!table().emplace(family, hook).second) duplicates().push_back(family);
    return true;
  }
  static const Hook* find(const std::string& family) {
    const auto at = table().find(family);
    return at == table().end() ? nullptr : &at->second;
  }
  // Hooks registered under a name no families.def row has, and families given two hooks.
  static std::vector<std::string> unknown_families() {
    std::vector<std::string> out = duplicates();
    for (const auto& [name, hook] : table())
      if (!registry::family_by_name(name)) out.push_back(name);
    return out;
  }

 private:
  static std::map<std::string, Hook>& table() {
    static std::map<std::string, Hook> hooks;
    return hooks;
  }
  static std::vector<std::string>& duplicates() {
    static std::vector<std::string> names;
    return names;
  }
};

}  // namespace irgate::testing
