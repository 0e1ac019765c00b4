// grid/tables.cpp — see tables.h. Each family's grid is its own file, grid/tables/<family>.cpp;
// this file only walks the families.def rows that say GRID, stage-1 families first, so a helper's
// grid (derived from theirs) sees every stage-1 candidate.
#include "grid/tables.h"

#include "grid/tables/family_tables.h"
#include "registry/families.h"

namespace irgate::grid {
namespace {

using RowsFn = void (*)(const std::vector<GridEntry>& stage1, std::vector<GridEntry>& out);

RowsFn rows_of(int family) {
  switch (family) {
#define IRG_FAMILY(Enum, value, token, ...) \
  case value:                               \
    return grid_rows_##token;
#include "irgate/families.def"
#undef IRG_FAMILY
  }
  return nullptr;
}

}  // namespace

const std::vector<std::string>& grid_families() {
  static const std::vector<std::string> families = [] {
    std::vector<std::string> out;
    for (const registry::Family& f : registry::families())
      if (f.has_grid) out.push_back(f.name);
    return out;
  }();
  return families;
}

std::vector<GridEntry> grid_entries() {
  std::vector<GridEntry> out;
  for (const registry::Family& f : registry::families())
    if (f.has_grid && f.stage1) rows_of(f.id)({}, out);
  const std::vector<GridEntry> stage1 = out;
  for (const registry::Family& f : registry::families())
    if (f.has_grid && !f.stage1) rows_of(f.id)(stage1, out);
  return out;
}

}  // namespace irgate::grid
