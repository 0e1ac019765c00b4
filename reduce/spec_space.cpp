// reduce/spec_space.cpp — see spec_space.h.
#include "reduce/spec_space.h"

#include <algorithm>

#include <nlohmann/json.hpp>

#include "parity/corpus.h"
#include "registry/families.h"
#include "registry/spec_fields.h"

namespace irgate::reduce {
namespace {

// def first, then lo..hi ascending (a sparse ladder past 256 values), cur included.
std::vector<int64_t> spec_space_ladder(int64_t def, int64_t cur, int64_t lo) {
  lo = std::min({lo, cur, def});
  const int64_t hi = std::max(cur, def);
  std::vector<int64_t> v{def};
  auto add = [&](int64_t x) {
    if (std::find(v.begin(), v.end(), x) == v.end()) v.push_back(x);
  };
  if (hi - lo <= 256) {
    for (int64_t x = lo; x <= hi; ++x) add(x);
  } else {
    for (int64_t x = lo; x <= lo + 64; ++x) add(x);
    for (int64_t x = 128; x < hi; x *= 2) add(x);
    add(cur);
    std::sort(v.begin() + 1, v.end());
  }
  return v;
}

}  // namespace

SpecSpace make_spec_space(const irg_request_t& r, const runtime::ProblemShape* problem) {
  SpecSpace s;
  s.base = r;
  const irg_request_t def = irg_request_default(r.family, r.flavor, r.arch);
  for (const registry::SpecField& f : registry::spec_fields(r.family)) {
    const int64_t cur = *registry::spec_field_value(r, f.name);
    const int64_t dv = *registry::spec_field_value(def, f.name);
    Axis a{f.name, {}};
    if (f.is_dtype) {
      a.values = {dv};
      for (int64_t d : {int64_t(IRG_DTYPE_F16), int64_t(IRG_DTYPE_BF16), int64_t(IRG_DTYPE_F32), cur})
        if (std::find(a.values.begin(), a.values.end(), d) == a.values.end()) a.values.push_back(d);
    } else {
      // Fields whose smallest meaningful value is 0 (paddings, switches: their fuzz range starts
      // there) go down to 0; the rest start at 1.
      a.values = spec_space_ladder(dv, cur, f.fuzz_lo == 0 ? 0 : 1);
    }
    s.axes.push_back(a);
    s.is_dtype.push_back(f.is_dtype);
    s.start.push_back(cur);
  }
  s.spec_axes = s.axes.size();
  if (problem) {
    const std::pair<const char*, int64_t> dims[] = {{"n", problem->n},          {"hi", problem->h},
                                                    {"wi", problem->w},         {"groups", problem->groups},
                                                    {"cpg", problem->cpg},      {"kpg", problem->kpg}};
    for (const auto& [name, v] : dims) {
      Axis a{name, {}};
      if (v > 0) a.values = spec_space_ladder(1, v, 1);
      s.axes.push_back(a);  // an empty axis (0: family default) never moves
      s.is_dtype.push_back(false);
      s.start.push_back(v);
    }
  }
  return s;
}

irg_request_t SpecSpace::request_at(const Point& p) const {
  irg_request_t r = base;
  for (size_t a = 0; a < spec_axes; ++a) {
    const registry::SpecValue v = is_dtype[a] ? registry::SpecValue(registry::dtype_name(int(p[a]))) : registry::SpecValue(p[a]);
    // A dtype outside fp32/fp16/bf16 (a fuzzer draws them) has no name: the base request holds
    // it already, and a point can only carry it as the start value, so it stays as it is.
    if (is_dtype[a] && registry::dtype_name(int(p[a])).empty()) continue;
    (void)registry::set_spec_field(r, axes[a].name, v);
  }
  return r;
}

runtime::ProblemShape SpecSpace::shape_at(const Point& p) const {
  runtime::ProblemShape shape;
  if (!has_problem()) return shape;
  shape.n = p[spec_axes], shape.h = p[spec_axes + 1], shape.w = p[spec_axes + 2], shape.groups = p[spec_axes + 3];
  shape.cpg = p[spec_axes + 4], shape.kpg = p[spec_axes + 5];
  return shape;
}

nlohmann::json spec_fields_json(const SpecSpace& s, const Point& p) {
  nlohmann::json spec = nlohmann::json::object();
  for (size_t a = 0; a < s.spec_axes; ++a) {
    if (p[a] == s.axes[a].values[0]) continue;
    if (s.is_dtype[a]) {
      const std::string n = registry::dtype_name(int(p[a]));
      spec[s.axes[a].name] = n.empty() ? nlohmann::json(p[a]) : nlohmann::json(n);
    } else {
      spec[s.axes[a].name] = p[a];
    }
  }
  return spec;
}

nlohmann::json config_entry_json(const SpecSpace& s, const Point& p, int id, const std::string& flavor,
                                 const std::string& purpose) {
  nlohmann::json e = nlohmann::json::object();
  e["id"] = id;
  e["arch"] = s.base.arch;
  e["flavors"] = nlohmann::json::array({flavor});
  e["purpose"] = purpose;
  e["spec"] = spec_fields_json(s, p);
  return e;
}

std::string config_entry_text(const nlohmann::json& entry) {
  nlohmann::ordered_json o;
  for (const char* key : {"id", "arch", "flavors", "purpose", "spec"})
    if (entry.contains(key)) o[key] = entry[key];
  return o.dump();
}

nlohmann::json config_file_json(const SpecSpace& s, const nlohmann::json& entry) {
  const registry::Family* f = registry::family_by_id(s.base.family);
  const std::string family = f ? f->name : "";
  return {{"schema", parity::kCorpusSchema}, {"family", family}, {"configs", nlohmann::json::array({entry})}};
}

}  // namespace irgate::reduce
