// engine/lower/intrinsics.cpp — intrinsics.def resolved per flavor (base text + overrides).
#include <string_view>

#include "engine/lower/context.h"

namespace irgate::engine {
namespace {

struct Base {
  const char* key;
  const char* text;  // nullptr: absent in the oldest flavor
};
#define IRG_ABSENT nullptr
constexpr Base kBase[] = {
#define IRG_INTRINSIC(Enum, key, text) {key, text},
#define IRG_DECLARE_FROM(Enum, flavor, text)
#include "irgate/intrinsics.def"
#undef IRG_INTRINSIC
#undef IRG_DECLARE_FROM
};

struct Override {
  irg_intrinsic_id key;
  int from_flavor;
  const char* text;
};
constexpr Override kOverrides[] = {
#define IRG_INTRINSIC(Enum, key, text)
#define IRG_DECLARE_FROM(Enum, flavor, text) {IRG_INTRINSIC_##Enum, IRG_FLAVOR_##flavor, text},
#include "irgate/intrinsics.def"
#undef IRG_INTRINSIC
#undef IRG_DECLARE_FROM
};
#undef IRG_ABSENT

}  // namespace

std::string declare_text(irg_intrinsic_id key, int flavor) {
  const char* text = kBase[key].text;
  int best = -1;
  for (const Override& o : kOverrides) {
    if (o.key == key && o.from_flavor <= flavor && o.from_flavor > best) {
      best = o.from_flavor;
      text = o.text;
    }
  }
  return text ? text : "";
}

const char* intrinsic_key(irg_intrinsic_id key) { return kBase[key].key; }

std::string callee_of(const std::string& declare) {
  size_t at = declare.find('@');
  size_t paren = declare.find('(', at);
  return declare.substr(at + 1, paren - at - 1);
}

RsrcForm rsrc_form(int flavor) {
  const std::string declare = declare_text(IRG_INTRINSIC_MAKE_BUFFER_RSRC, flavor);
  RsrcForm form;
  if (declare.empty()) return form;
  // "declare <ret> @<name>(<p0>, <p1>, <p2>, <p3>)"
  constexpr std::string_view kDeclare = "declare ";
  form.by_hand = false;
  form.type = declare.substr(kDeclare.size(), declare.find(" @") - kDeclare.size());
  size_t params = declare.find('(') + 1;
  for (int skip = 0; skip < 2; ++skip) params = declare.find(", ", params) + 2;
  form.records_type = declare.substr(params, declare.find(", ", params) - params);
  return form;
}

}  // namespace irgate::engine
