// serve/cost_model.cpp — see cost_model.h.
#include "serve/cost_model.h"

#include <algorithm>
#include <cmath>
#include <set>

#include <nlohmann/json.hpp>

#include "registry/families.h"
#include "registry/spec_fields.h"
#include "support/files.h"
#include "support/json.h"

namespace irgate::serve {
namespace {

using nlohmann::json;

const MachineFigures kFigures[] = {
#define IRG_MACHINE(arch, units, simds, mhz, published, vgprs, granule, waves) {arch, units, simds, mhz, published != 0, vgprs, granule, waves},
#include "serve/machine_figures.def"
#undef IRG_MACHINE
};

Result<KernelProfile> profile_from(const json& v, const std::string& where) {
  if (!v.is_object()) return Error{where + ": not an object"};
  KernelProfile p;
  p.object_sha256 = string_field(v, "object_sha256");
  if (p.object_sha256.empty()) return Error{where + ": no object_sha256"};
  if (!v.contains("occupancy") || !v["occupancy"].is_number_integer() || v["occupancy"].get<int>() < 1)
    return Error{where + ": occupancy must be a positive integer"};
  if (!v.contains("waves_per_block") || !v["waves_per_block"].is_number_integer() || v["waves_per_block"].get<int>() < 1)
    return Error{where + ": waves_per_block must be a positive integer"};
  p.occupancy = v["occupancy"].get<int>();
  p.waves_per_block = v["waves_per_block"].get<int>();
  if (!v.contains("runs") || !v["runs"].is_array() || v["runs"].empty()) return Error{where + ": no runs"};
  for (size_t i = 0; i < v["runs"].size(); ++i) {
    const json& r = v["runs"][i];
    const std::string at = where + "/runs/" + std::to_string(i);
    if (!r.is_object() || !r.contains("reduction_per_block") || !r["reduction_per_block"].is_number() ||
        !r.contains("blocks") || !r["blocks"].is_number_integer() || !r.contains("cycles_per_block") ||
        !r["cycles_per_block"].is_object())
      return Error{at + ": wants reduction_per_block, blocks and a cycles_per_block object"};
    ProfileRun run{r["reduction_per_block"].get<double>(), r["blocks"].get<int64_t>(), {}};
    for (auto& [pipe, cycles] : r["cycles_per_block"].items()) {
      if (!cycles.is_number() || cycles.get<double>() < 0) return Error{at + "/cycles_per_block/" + pipe + ": not a count"};
      run.cycles_per_block[pipe] = cycles.get<double>();
    }
    p.runs.push_back(std::move(run));
  }
  p.per_block = fit_per_block(p.runs);  // derived, never read back: the runs are the record
  return p;
}

json profile_json(const KernelProfile& p) {
  json runs = json::array();
  for (const ProfileRun& r : p.runs)
    runs.push_back({{"reduction_per_block", r.reduction_per_block}, {"blocks", r.blocks}, {"cycles_per_block", r.cycles_per_block}});
  json fit = json::object();
  for (auto& [pipe, ab] : p.per_block) fit[pipe] = {ab.first, ab.second};
  return {{"object_sha256", p.object_sha256}, {"occupancy", p.occupancy}, {"waves_per_block", p.waves_per_block},
          {"runs", runs}, {"per_block_fit", fit}};
}

}  // namespace

int64_t iterated_row_positions(const irg_request_t& request, int64_t wo) {
  auto sub_steps = registry::spec_field_value(request, "sub_steps");
  if (!sub_steps) return wo;
  const int64_t step = int64_t(std::max(1, *sub_steps)) * kChunkPositions;
  return (std::max<int64_t>(wo, 1) + step - 1) / step * step;
}

// A stage-1 launch adds every reduction position of its slice into its dW tiles once, split
// over grid.y x grid.z blocks (docs/kernels.md §Launch plans); other launches reduce nothing.
double reduction_per_block(const irg_plan_t& plan, const irg_launch_t& l, const irg_problem_t& problem) {
  const registry::Family* family = registry::family_by_id(l.request.family);
  if (!family || !family->stage1) return 0;
  const int64_t slices = std::max(1, plan.n_slices);
  const double images = double((problem.n + slices - 1) / slices);
  // Ho and Wo as the host reference sizes them (oracle/reference.h; serve_api links no emulator).
  const int64_t ho = (problem.hi + 2 * problem.pad_h - int64_t(problem.dilation_h) * (problem.filter_h - 1) - 1) / problem.stride_h + 1;
  const int64_t wo = (problem.wi + 2 * problem.pad_w - int64_t(problem.dilation_w) * (problem.filter_w - 1) - 1) / problem.stride_w + 1;
  return images * double(ho) * double(iterated_row_positions(l.request, wo)) / (double(l.grid[1]) * l.grid[2]);
}

const MachineFigures* machine_figures(const std::string& arch) {
  const std::string base = arch.substr(0, arch.find(':'));
  for (const MachineFigures& f : kFigures)
    if (f.arch == base) return &f;
  return nullptr;
}

std::map<std::string, std::pair<double, double>> fit_per_block(const std::vector<ProfileRun>& runs) {
  std::set<std::string> pipes;
  for (const ProfileRun& r : runs)
    for (auto& [pipe, c] : r.cycles_per_block) pipes.insert(pipe);
  std::map<std::string, std::pair<double, double>> fit;
  for (const std::string& pipe : pipes) {
    double n = 0, sr = 0, sy = 0, srr = 0, sry = 0;
    for (const ProfileRun& r : runs) {
      auto it = r.cycles_per_block.find(pipe);
      const double y = it == r.cycles_per_block.end() ? 0 : it->second;
      n += 1, sr += r.reduction_per_block, sy += y, srr += r.reduction_per_block * r.reduction_per_block;
      sry += r.reduction_per_block * y;
    }
    const double spread = n * srr - sr * sr;
    double a = sy / n, b = 0;
    if (spread > 1e-9 * std::max(1.0, n * srr)) {
      b = (n * sry - sr * sy) / spread;
      a = (sy - b * sr) / n;
      if (b < 0) a = sy / n, b = 0;                     // cycles that shrink with work: the mean
      else if (a < 0) a = 0, b = srr > 0 ? sry / srr : 0;  // through the origin
    }
    fit[pipe] = {a, b};
  }
  return fit;
}

Result<CostProfiles> CostProfiles::load(const std::filesystem::path& dir) {
  CostProfiles out;
  const auto file = path(dir);
  if (!std::filesystem::exists(file)) return out;
  auto j = load_json(file);
  if (!j) return j.error();
  const std::string schema = j->is_object() ? string_field(*j, "schema") : "";
  if (schema != kProfilesSchema && schema.rfind(kProfilesSchemaFamily, 0) == 0) {
    out.stale_schema = schema;  // an older model's runs: re-measured by the next grid profile
    return out;
  }
  if (schema != kProfilesSchema) return Error{file.string() + ": not a cost profile file (schema " + kProfilesSchema + ")"};
  out.model = string_field(*j, "model");
  if (!j->contains("kernels") || !(*j)["kernels"].is_object()) return Error{file.string() + ": no \"kernels\" object"};
  for (auto& [name, v] : (*j)["kernels"].items()) {
    auto p = profile_from(v, file.string() + " /kernels/" + name);
    if (!p) return p.error();
    out.kernels.emplace(name, std::move(*p));
  }
  return out;
}

nlohmann::json CostProfiles::to_json() const {
  json k = json::object();
  for (auto& [name, p] : kernels) k[name] = profile_json(p);
  return {{"schema", kProfilesSchema}, {"model", model}, {"kernels", k}};
}

Status CostProfiles::save(const std::filesystem::path& dir) const { return write_atomic(path(dir), dump_json(to_json())); }

size_t CostProfiles::merge_current(const CostProfiles& other, const std::map<std::string, std::string>& object_of) {
  size_t added = 0;
  for (auto& [name, p] : other.kernels) {
    auto object = object_of.find(name);
    if (object == object_of.end() || p.object_sha256 != object->second || find(name, object->second)) continue;
    kernels[name] = p;
    ++added;
  }
  if (added && model.empty()) model = other.model;
  return added;
}

const KernelProfile* CostProfiles::find(const std::string& kernel, const std::string& object_sha256) const {
  auto it = kernels.find(kernel);
  return it != kernels.end() && it->second.object_sha256 == object_sha256 ? &it->second : nullptr;
}

CostEstimate estimate_plan(const irg_plan_t& plan, const irg_problem_t& problem, const std::vector<std::string>& launch_kernels,
                           const std::vector<std::string>& objects, const CostProfiles& profiles, const std::string& arch) {
  CostEstimate e;
  const MachineFigures* machine = machine_figures(arch);
  if (!machine) return e.missing = "no machine figures for " + arch + " (serve/machine_figures.def)", e;
  if (launch_kernels.size() != size_t(plan.n_launches) || objects.size() != launch_kernels.size())
    return e.missing = "the plan's launches are not all cached kernels", e;
  for (int i = 0; i < plan.n_launches; ++i) {
    const irg_launch_t& l = plan.launches[i];
    const KernelProfile* p = profiles.find(launch_kernels[i], objects[i]);
    if (!p) return e.missing = "no profile of " + launch_kernels[i] + " (irgate grid profile)", e;
    LaunchEstimate le;
    le.kernel = launch_kernels[i];
    le.blocks = int64_t(l.grid[0]) * l.grid[1] * l.grid[2];
    le.reduction_per_block = reduction_per_block(plan, l, problem);
    const int64_t by_occupancy = std::max<int64_t>(1, int64_t(p->occupancy) * machine->simds_per_unit / p->waves_per_block);
    const int64_t needed = (le.blocks + machine->compute_units - 1) / machine->compute_units;
    le.resident_blocks = int(std::max<int64_t>(1, std::min(by_occupancy, needed)));
    le.rounds = (le.blocks + int64_t(machine->compute_units) * le.resident_blocks - 1) /
                (int64_t(machine->compute_units) * le.resident_blocks);
    const double simds = std::min<double>(machine->simds_per_unit, double(le.resident_blocks) * p->waves_per_block);
    double round = 0;
    for (auto& [pipe, ab] : p->per_block) {
      const double cycles = le.resident_blocks * (ab.first + ab.second * le.reduction_per_block) / simds;
      if (cycles > round) round = cycles, le.bound_by = pipe;
    }
    le.cycles = round * double(le.rounds);
    e.cycles += le.cycles;
    e.launches.push_back(std::move(le));
  }
  e.microseconds = e.cycles / machine->clock_mhz;
  return e;
}

}  // namespace irgate::serve
