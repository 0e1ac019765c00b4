// parity/report.cpp — see report.h.
#include "parity/report.h"

#include <cstdio>
#include <sstream>

#include <nlohmann/json.hpp>

#include "parity/verdict.h"
#include "support/json.h"

namespace irgate::parity {

std::string summary_table(const GateReport& g) {
  std::ostringstream out;
  char line[160];
  std::snprintf(line, sizeof line, "%-26s %-7s %9s %9s %8s %7s\n", "family", "flavor", "compared", "identical",
                "refused", "failed");
  out << line;
  for (const auto& [family, flavors] : g.tally) {
    for (const auto& [flavor, t] : flavors) {
      std::snprintf(line, sizeof line, "%-26s %-7s %9d %9d %8d %7d\n", family.c_str(), flavor.c_str(), t.compared,
                    t.identical, t.refused, t.failed);
      out << line;
    }
  }
  return out.str();
}

nlohmann::json report_json(const std::vector<PairResult>& results, const GateReport& g,
                           const std::vector<std::string>& requested_flavors) {
  nlohmann::json j;
  j["schema"] = kReportSchema;
  j["pass"] = g.pass;
  j["failures"] = g.failures;
  j["requested_flavors"] = requested_flavors;
  j["results"] = nlohmann::json::array();
  for (const PairResult& r : results) {
    j["results"].push_back({{"id", r.id}, {"family", r.family}, {"arch", r.arch}, {"flavor", r.flavor},
                            {"verdict", r.verdict}, {"detail", r.detail}, {"refusal_id", r.refusal_id},
                            {"refusal_text", r.refusal_text},
                            {"reference_sha256", r.reference_sha256}, {"twin_sha256", r.twin_sha256},
                            {"ir_identical", r.ir_identical}, {"report", r.report}});
  }
  return j;
}

Result<std::vector<PairResult>> results_from_json(const nlohmann::json& j, const std::string& origin,
                                                  std::vector<std::string>* requested_flavors) {
  if (!j.is_object() || string_field(j, "schema") != kReportSchema)
    return Error{origin + ": /schema: expected \"" + std::string(kReportSchema) + "\""};
  std::vector<PairResult> out;
  try {
    if (requested_flavors) *requested_flavors = j.at("requested_flavors").get<std::vector<std::string>>();
    for (const auto& e : j.at("results")) {
      PairResult r;
      r.id = e.at("id");
      r.family = e.at("family");
      r.arch = e.at("arch");
      r.flavor = e.at("flavor");
      r.verdict = e.at("verdict");
      r.detail = e.value("detail", "");
      r.refusal_id = e.value("refusal_id", "");
      r.refusal_text = e.value("refusal_text", "");
      r.reference_sha256 = e.value("reference_sha256", "");
      r.twin_sha256 = e.value("twin_sha256", "");
      r.ir_identical = e.value("ir_identical", false);  // absent: nothing is claimed compared
      r.report = e.value("report", "");
      out.push_back(std::move(r));
    }
  } catch (const std::exception& e) {
    return Error{origin + ": " + e.what()};
  }
  return out;
}

}  // namespace irgate::parity
