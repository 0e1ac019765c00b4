// lanes/lane_report.cpp — see lane_report.h.
#include "lanes/lane_report.h"

#include <algorithm>

#include <nlohmann/json.hpp>

#include "support/json.h"
#include "support/xml.h"

namespace irgate::lanes {
namespace {

const char* verdict(int exit_code) { return exit_code == 0 ? "PASS" : exit_code == 1 ? "FAIL" : "ERROR"; }

}  // namespace

LaneReport lane_not_run(const std::string& lane, const std::string& command, const std::string& message,
                        int exit_code) {
  LaneReport r;
  r.lane = lane;
  r.exit_code = exit_code;
  r.summary = message;
  r.text = command + ": " + message + "\n";
  return r;
}

int lanes_exit_code(const std::vector<LaneReport>& lanes) {
  if (lanes.empty()) return 1;
  int worst = 0;
  for (const LaneReport& l : lanes) worst = std::max(worst, l.exit_code);
  return worst;
}

std::string lanes_json(const std::vector<LaneReport>& lanes) {
  nlohmann::json j;
  j["schema"] = "irgate.check_report/v1";
  j["pass"] = lanes_exit_code(lanes) == 0;
  j["lanes"] = nlohmann::json::array();
  for (const LaneReport& l : lanes) {
    nlohmann::json lane = {{"lane", l.lane}, {"exit_code", l.exit_code}, {"summary", l.summary}};
    lane["report"] = l.json.empty() ? nlohmann::json(nullptr) : nlohmann::json::parse(l.json, nullptr, false);
    j["lanes"].push_back(std::move(lane));
  }
  return dump_json(j);
}

std::string lanes_junit(const std::vector<LaneReport>& lanes) {
  size_t tests = 0, failures = 0;
  for (const LaneReport& l : lanes) {
    tests += l.cases.size();
    failures += std::count_if(l.cases.begin(), l.cases.end(), [](const LaneCase& c) { return !c.passed; });
  }
  std::string out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"irgate check\" tests=\"" +
                    std::to_string(tests) + "\" failures=\"" + std::to_string(failures) + "\">\n";
  for (const LaneReport& l : lanes) {
    const size_t failed = std::count_if(l.cases.begin(), l.cases.end(), [](const LaneCase& c) { return !c.passed; });
    out += "  <testsuite name=\"" + xml_escape(l.lane) + "\" tests=\"" + std::to_string(l.cases.size()) +
           "\" failures=\"" + std::to_string(failed) + "\">\n";
    for (const LaneCase& c : l.cases) {
      out += "    <testcase classname=\"" + xml_escape(c.classname.empty() ? l.lane : c.classname) + "\" name=\"" +
             xml_escape(c.name) + "\"";
      if (!c.passed) {
        out += ">\n      <failure message=\"" + xml_escape(c.message) + "\">" +
               xml_escape(c.details.empty() ? c.message : c.details) + "</failure>\n    </testcase>\n";
      } else if (!c.details.empty()) {
        // A pass can still say why (an expected refusal's words), so a reviewer need not re-run it.
        out += "><system-out>" + xml_escape(c.details) + "</system-out></testcase>\n";
      } else {
        out += "/>\n";
      }
    }
    out += "  </testsuite>\n";
  }
  return out + "</testsuites>\n";
}

std::string lanes_markdown(const std::vector<LaneReport>& lanes) {
  std::string out = std::string("## irgate check: ") + verdict(lanes_exit_code(lanes)) + "\n\n";
  out += "| lane | verdict | summary |\n|---|---|---|\n";
  for (const LaneReport& l : lanes)
    out += "| " + l.lane + " | " + verdict(l.exit_code) + " | " + markdown_cell(l.summary) + " |\n";
  for (const LaneReport& l : lanes)
    if (!l.markdown.empty()) out += "\n### " + l.lane + "\n\n" + l.markdown;
  return out;
}

}  // namespace irgate::lanes
