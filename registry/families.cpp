// registry/families.cpp — see families.h.
#include "registry/families.h"

#include <algorithm>
#include <functional>

#include "irgate/abi.h"

namespace irgate::registry {
namespace {

std::vector<std::string> split_arches(std::string_view list) {
  std::vector<std::string> out;
  while (!list.empty()) {
    const size_t comma = list.find(',');
    out.emplace_back(list.substr(0, comma));
    list = comma == std::string_view::npos ? std::string_view() : list.substr(comma + 1);
  }
  return out;
}

// The words families.def rows use; a word no row uses today (NO_GRID) is still a valid one.
[[maybe_unused]] constexpr bool kStage1_STAGE1 = true, kStage1_HELPER = false;
[[maybe_unused]] constexpr bool kGrid_GRID = true, kGrid_NO_GRID = false;
constexpr Grouping kGrouping_NONE = Grouping::None, kGrouping_DEPTHWISE = Grouping::Depthwise,
                   kGrouping_GROUPED = Grouping::Grouped, kGrouping_UNGROUPED = Grouping::Ungrouped;
constexpr int kHelper_NONE = 0;
#define IRG_FAMILY(Enum, value, ...) constexpr int kHelper_##Enum = value;
#include "irgate/families.def"
#undef IRG_FAMILY

std::vector<Family> build_family_rows() {
  std::vector<Family> rows;
#define IRG_FAMILY(Enum, value, token, name, member, spec_type, role, grouping, grid, serve_rank, helper, arches) \
  rows.push_back({value, name, #token, kStage1_##role, kGrouping_##grouping, kGrid_##grid, serve_rank,              \
                  kHelper_##helper, split_arches(arches), {}, {}, sizeof(spec_type)});
#define IRG_FAMILY_IDS(Enum, first, last)                                    \
  for (Family& f : rows)                                                     \
    if (f.id == IRG_FAMILY_##Enum) f.id_ranges.emplace_back(first, last);
// A family's file follows its row, so a refusal belongs to the last family read.
#define IRG_REFUSAL(id, pattern) rows.back().refusal_ids.push_back(#id);
#define IRG_KERNARG(Enum, name, kind)           \
  for (Family& f : rows)                        \
    if (f.id == IRG_FAMILY_##Enum) f.kernargs.push_back(name);
#include "irgate/families.def"
#undef IRG_FAMILY
#undef IRG_FAMILY_IDS
#undef IRG_REFUSAL
#undef IRG_KERNARG
  return rows;
}

const char* const kFlavorNames[] = {
#define IRG_FLAVOR(Enum, name, ...) name,
#include "irgate/flavors.def"
#undef IRG_FLAVOR
};

}  // namespace

bool Family::owns_id(int config_id) const {
  return std::any_of(id_ranges.begin(), id_ranges.end(),
                     [&](const auto& r) { return config_id >= r.first && config_id <= r.second; });
}

bool Family::reads_kernarg(std::string_view kernarg) const { return kernarg_index(kernarg) >= 0; }

int Family::kernarg_index(std::string_view kernarg) const {
  const auto at = std::find(kernargs.begin(), kernargs.end(), kernarg);
  return at == kernargs.end() ? -1 : int(at - kernargs.begin());
}

bool Family::admits_arch(std::string_view base_arch) const {
  return arches.empty() || std::find(arches.begin(), arches.end(), base_arch) != arches.end();
}

std::vector<std::string> Family::admitted_arches() const {
  static constexpr const char* kWired[] = {
#define IRG_ARCH(Enum, name, ...) name,
#include "irgate/arches.def"
#undef IRG_ARCH
  };
  std::vector<std::string> out;
  for (const char* arch : kWired)
    if (admits_arch(arch)) out.emplace_back(arch);
  return out;
}

const std::vector<Family>& families() {
  static const std::vector<Family> rows = build_family_rows();
  return rows;
}

const Family* family_by_name(std::string_view name) {
  for (const Family& f : families())
    if (f.name == name) return &f;
  return nullptr;
}

const Family* family_by_id(int id) {
  for (const Family& f : families())
    if (f.id == id) return &f;
  return nullptr;
}

int family_id(std::string_view name) {
  const Family* f = family_by_name(name);
  return f ? f->id : 0;
}

std::vector<const Family*> serving_order() {
  std::vector<const Family*> out;
  for (const Family& f : families())
    if (f.stage1 && f.serve_rank > 0) out.push_back(&f);
  // Equal ranks keep families.def order (their order in the one families() vector). std::sort with
  // that tie-break rather than std::stable_sort, whose temporary buffer libstdc++ 12 declares
  // deprecated: clang warns (-Wdeprecated-declarations) and a -Werror build would fail.
  std::sort(out.begin(), out.end(), [](const Family* a, const Family* b) {
    return a->serve_rank != b->serve_rank ? a->serve_rank < b->serve_rank : std::less<const Family*>{}(a, b);
  });
  return out;
}

int flavor_by_name(std::string_view name) {
  for (int f = 0; f < IRG_FLAVOR_COUNT; ++f)
    if (name == kFlavorNames[f]) return f;
  return -1;
}

const char* flavor_name(int flavor) { return flavor >= 0 && flavor < IRG_FLAVOR_COUNT ? kFlavorNames[flavor] : "?"; }

int dtype_by_name(std::string_view name) {
#define IRG_DTYPE_BY_NAME(Enum, value, text) \
  if (name == text) return value;
  IRG_DTYPES(IRG_DTYPE_BY_NAME)
#undef IRG_DTYPE_BY_NAME
  return 0;
}

std::string dtype_name(int dtype) {
#define IRG_DTYPE_NAME(Enum, value, text) \
  if (dtype == value) return text;
  IRG_DTYPES(IRG_DTYPE_NAME)
#undef IRG_DTYPE_NAME
  return "";
}

}  // namespace irgate::registry
