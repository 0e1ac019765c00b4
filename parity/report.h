// parity/report.h — how a parity run is reported: the summary table (family x flavor) and the
// JSON report (also the input of `irgate merge`); JUnit comes from lanes/parity_lane.h.
//
//   std::cout << summary_table(g);
//   write_atomic(json_path, dump_json(report_json(results, g)));
//   auto back = results_from_json(j, "shard0.json");   // for merging shard reports
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "parity/gate.h"
#include "support/result.h"

namespace irgate::parity {

inline constexpr const char* kReportSchema = "irgate.parity_report/v1";

std::string summary_table(const GateReport& g);
nlohmann::json report_json(const std::vector<PairResult>& results, const GateReport& g,
                           const std::vector<std::string>& requested_flavors);
Result<std::vector<PairResult>> results_from_json(const nlohmann::json& j, const std::string& origin,
                                                  std::vector<std::string>* requested_flavors);

}  // namespace irgate::parity
