// serve_reports/coverage_report.cpp — the Markdown and JSON forms of a coverage report (coverage.h).
#include <cstdio>

#include <nlohmann/json.hpp>

#include "serve_reports/coverage.h"
#include "support/markdown.h"

namespace irgate::serve {
namespace {

constexpr size_t kLayersShown = 3;  // layer names a Markdown row lists before "+N more"

std::string percent(int64_t part, int64_t whole) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f%%", whole > 0 ? 100.0 * double(part) / double(whole) : 0.0);
  return buf;
}

std::string fixed(double value, int decimals) {
  char buf[48];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, value);
  return buf;
}

std::string gmacs(int64_t macs) { return fixed(double(macs) / 1e9, 3); }

std::string layers_cell(const std::vector<std::string>& layers) {
  std::string out;
  for (size_t i = 0; i < layers.size() && i < kLayersShown; ++i) out += (i ? ", " : "") + layers[i];
  if (layers.size() > kLayersShown) out += " (+" + std::to_string(layers.size() - kLayersShown) + " more)";
  return markdown_cell(out);
}

std::string why_not_cell(const CoverageRow& row) {
  if (!row.parse_error.empty()) return "**not read**: " + markdown_cell(row.parse_error);
  std::string out = "**not served**:";
  for (const Declined& d : row.declined) out += "<br>" + markdown_cell(d.family + ": " + d.reason);
  return out;
}

}  // namespace

std::string coverage_markdown(const CoverageReport& r) {
  std::string md = "# Coverage of " + r.source + " on " + r.arch + "\n\n";
  md += "| | served | of | share |\n|---|---:|---:|---:|\n";
  md += "| problems (distinct driver lines) | " + std::to_string(r.problems_served) + " | " + std::to_string(r.problems) +
        " | " + percent(r.problems_served, r.problems) + " |\n";
  md += "| layers (input lines) | " + std::to_string(r.lines_served) + " | " + std::to_string(r.lines) + " | " +
        percent(r.lines_served, r.lines) + " |\n";
  md += "| GMACs | " + gmacs(r.macs_served) + " | " + gmacs(r.macs) + " | " + percent(r.macs_served, r.macs) + " |\n\n";
  md += std::to_string(r.lines_read) + " input lines read; skipped: " + std::to_string(r.other_directions) +
        " convolutions with no backward-weights pass, " + std::to_string(r.other_commands) +
        " other MIOpenDriver commands.\n\n";
  if (r.lines_estimated > 0)
    md += "Estimated wgrad time on " + r.arch + ": " + fixed(r.estimated_microseconds / 1000, 2) + " ms over " +
          std::to_string(r.lines_estimated) + " of " + std::to_string(r.lines_served) +
          " served layers (serving's cost model, docs/grid.md; no hardware has checked it).\n\n";
  if (r.rules.layers > 0) md += rule_totals_markdown(r.rules) + "\n";
  md += "| # | layers | lines | problem | GMACs a line | served by | launches | atomic adds a dW element | estimated µs a line |\n";
  md += "|---:|---|---:|---|---:|---|---:|---:|---:|\n";
  for (size_t i = 0; i < r.rows.size(); ++i) {
    const CoverageRow& row = r.rows[i];
    md += "| " + std::to_string(i + 1) + " | " + layers_cell(row.layers) + " | " + std::to_string(row.lines) + " | `" +
          markdown_cell(row.problem) + "` | " + gmacs(row.macs) + " | ";
    if (row.served)
      md += row.served->family + ": `" + row.served->kernel + "` | " + std::to_string(row.served->launches) + " | " +
            std::to_string(row.served->atomics_per_dw_element) + " | " +
            (row.served->estimate.ok() ? fixed(row.served->estimate.microseconds, 1) : std::string("–")) + " |\n";
    else
      md += why_not_cell(row) + " | | | |\n";
  }
  return md;
}

nlohmann::json coverage_json(const CoverageReport& r) {
  nlohmann::json rows = nlohmann::json::array();
  for (const CoverageRow& row : r.rows) {
    nlohmann::json j = {{"problem", row.problem}, {"layers", row.layers}, {"lines", row.lines}, {"macs", row.macs}};
    if (!row.parse_error.empty()) j["parse_error"] = row.parse_error;
    if (row.served) {
      j["served"] = {{"kernel", row.served->kernel}, {"family", row.served->family},
                     {"launches", row.served->launches},
                     {"atomics_per_dw_element", row.served->atomics_per_dw_element},
                     {"launch_kernels", row.served->launch_kernels},
                     {"estimated_microseconds", row.served->estimate.ok() ? nlohmann::json(row.served->estimate.microseconds)
                                                                          : nlohmann::json(nullptr)},
                     {"ranked_by", row.ranked_by}};
      if (row.picks.judged)
        j["rule_picks"] = {{"profiled", {{"kernel", row.picks.profiled_kernel}, {"microseconds", row.picks.profiled_us}}},
                           {"static", {{"kernel", row.picks.static_kernel}, {"microseconds", row.picks.static_us}}},
                           {"structure", {{"kernel", row.picks.structure_kernel}, {"microseconds", row.picks.structure_us}}}};
    } else {
      j["served"] = nullptr;
      nlohmann::json declined = nlohmann::json::array();
      for (const Declined& d : row.declined) declined.push_back({{"family", d.family}, {"reason", d.reason}});
      j["declined"] = declined;
    }
    rows.push_back(std::move(j));
  }
  return {{"schema", "irgate.grid_coverage/v1"},
          {"source", r.source},
          {"arch", r.arch},
          {"totals",
           {{"problems", r.problems}, {"problems_served", r.problems_served}, {"lines", r.lines},
            {"lines_served", r.lines_served}, {"macs", r.macs}, {"macs_served", r.macs_served},
            {"lines_estimated", r.lines_estimated}, {"estimated_microseconds", r.estimated_microseconds}}},
          {"skipped", {{"lines_read", r.lines_read}, {"other_directions", r.other_directions},
                       {"other_commands", r.other_commands}}},
          {"rules", rule_totals_json(r.rules)},
          {"rows", rows}};
}

Result<CoverageReport> coverage_report_from_json(const nlohmann::json& j, const std::string& file) {
  try {
    if (j.value("schema", "") != "irgate.grid_coverage/v1") return Error{file + ": not an irgate.grid_coverage/v1 report", 2};
    CoverageReport r;
    r.source = j.at("source").get<std::string>();
    r.arch = j.at("arch").get<std::string>();
    const nlohmann::json& t = j.at("totals");
    t.at("problems").get_to(r.problems), t.at("problems_served").get_to(r.problems_served);
    t.at("lines").get_to(r.lines), t.at("lines_served").get_to(r.lines_served);
    t.at("macs").get_to(r.macs), t.at("macs_served").get_to(r.macs_served);
    t.at("lines_estimated").get_to(r.lines_estimated), t.at("estimated_microseconds").get_to(r.estimated_microseconds);
    const nlohmann::json& skipped = j.at("skipped");
    skipped.at("lines_read").get_to(r.lines_read), skipped.at("other_directions").get_to(r.other_directions);
    skipped.at("other_commands").get_to(r.other_commands);
    r.rules = rule_totals_from_json(j.at("rules"));
    for (const nlohmann::json& jr : j.at("rows")) {
      CoverageRow row;
      jr.at("problem").get_to(row.problem), jr.at("layers").get_to(row.layers);
      jr.at("lines").get_to(row.lines), jr.at("macs").get_to(row.macs);
      row.parse_error = jr.value("parse_error", "");
      if (const nlohmann::json& served = jr.at("served"); !served.is_null()) {
        Served s;
        served.at("kernel").get_to(s.kernel), served.at("family").get_to(s.family);
        served.at("launches").get_to(s.launches), served.at("atomics_per_dw_element").get_to(s.atomics_per_dw_element);
        served.at("launch_kernels").get_to(s.launch_kernels);
        const nlohmann::json& us = served.at("estimated_microseconds");
        if (us.is_null()) s.estimate.missing = "no estimate in the report";
        else us.get_to(s.estimate.microseconds);
        served.at("ranked_by").get_to(row.ranked_by);
        row.served = std::move(s);
      } else {
        for (const nlohmann::json& d : jr.at("declined")) row.declined.push_back({d.at("family").get<std::string>(), d.at("reason").get<std::string>()});
      }
      r.rows.push_back(std::move(row));
    }
    return r;
  } catch (const nlohmann::json::exception& e) {
    return Error{file + ": not a coverage report irgate wrote: " + e.what(), 2};
  }
}

}  // namespace irgate::serve
