// reduce/spec_space.h — a request (and optionally a problem) as a point of reduce/minimize.h's
// axes, and back; the reduced point printed as a ready parity config entry.
//
// Axes: every field of the family's spec (registry/spec_fields.h), values[0] = the family default
// (irg_request_default), then the other values of a small range in ascending order (dtypes:
// default, fp16, bf16, fp32); then, when the search covers a problem, n, hi, wi, groups, cpg, kpg
// (1 first, ascending up to the start value; a 0 — the family's default — never moves). Arch and
// flavor are part of the finding and never change.
//
// Used by tools/cmd_reduce.cpp and the differential spec fuzz.
//
//   SpecSpace s = make_spec_space(request, &shape);           // shape: n, h, w, groups, cpg, kpg
//   auto r = minimize(s.axes, s.start, [&](const Point& p) { return finding(s.request_at(p)) == want; });
//   std::cout << config_entry_json(s, r.point, 9001, "llvm22", "why").dump();
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "irgate/abi.h"
#include "reduce/minimize.h"
#include "runtime/numerics.h"

namespace irgate::reduce {

struct SpecSpace {
  irg_request_t base{};            // the starting request (arch, flavor, domain kept)
  std::vector<Axis> axes;
  std::vector<bool> is_dtype;      // per axis
  size_t spec_axes = 0;            // axes [0, spec_axes) are spec fields; then n, hi, wi, groups, cpg, kpg
  Point start;

  irg_request_t request_at(const Point& p) const;
  // The problem dims of a point (zeros when the space has no problem axes).
  runtime::ProblemShape shape_at(const Point& p) const;
  bool has_problem() const { return axes.size() > spec_axes; }
};

// problem == nullptr: spec fields only. A problem's 0 fields are left out of the search.
SpecSpace make_spec_space(const irg_request_t& request, const runtime::ProblemShape* problem);

// The non-default spec fields of a point, by their ABI names (dtypes as "fp16"...).
nlohmann::json spec_fields_json(const SpecSpace& s, const Point& p);
// {"id", "arch", "flavors": [flavor], "purpose", "spec"} — the form of parity/configs/*.json.
nlohmann::json config_entry_json(const SpecSpace& s, const Point& p, int id, const std::string& flavor,
                                 const std::string& purpose);
// The entry on one line in the corpus's key order (id, arch, flavors, purpose, spec).
std::string config_entry_text(const nlohmann::json& entry);
// A whole corpus-format file holding that one entry (`irgate run --spec FILE --config id`).
nlohmann::json config_file_json(const SpecSpace& s, const nlohmann::json& entry);

}  // namespace irgate::reduce
