// toolchain/validate_report.cpp — see validate_report.h.
#include "toolchain/validate_report.h"
#include <nlohmann/json.hpp>

namespace irgate::toolchain {
namespace {

nlohmann::json kernel_json(const metadata::KernelResources& k) {
  return {{"name", k.name},
          {"vgpr_count", k.vgpr_count},
          {"agpr_count", k.agpr_count},
          {"sgpr_count", k.sgpr_count},
          {"vgpr_spill_count", k.vgpr_spill_count},
          {"sgpr_spill_count", k.sgpr_spill_count},
          {"private_segment_fixed_size", k.private_segment_fixed_size},
          {"group_segment_fixed_size", k.group_segment_fixed_size},
          {"wavefront_size", k.wavefront_size}};
}

nlohmann::json finding_json(const isa::Finding& f) {
  return {{"kind", isa::finding_kind_name(f.kind)}, {"kernel", f.kernel},          {"address", isa::hex(f.address)},
          {"offset", isa::hex(f.offset)},            {"instruction", f.instruction}, {"register", f.reg},
          {"detail", f.detail}};
}

std::string cell(long v) { return v < 0 ? "?" : std::to_string(v); }

std::string md_text(std::string s) {
  for (size_t at = 0; (at = s.find('|', at)) != std::string::npos; at += 2) s.replace(at, 1, "\\|");
  return s;
}

}  // namespace

nlohmann::json validate_json(const std::vector<ValidateOutcome>& outcomes) {
  nlohmann::json rows = nlohmann::json::array();
  size_t failed = 0, findings = 0;
  for (auto& o : outcomes) {
    nlohmann::json kernels = nlohmann::json::array(), audit_findings = nlohmann::json::array();
    for (auto& k : o.kernels) kernels.push_back(kernel_json(k));
    for (auto& f : o.findings) audit_findings.push_back(finding_json(f));
    findings += o.findings.size();
    rows.push_back({{"config", o.config_id},
                    {"flavor", flavor_name(o.flavor)},
                    {"arch", o.arch},
                    {"family", o.family},
                    {"stage", o.stage},
                    {"message", o.message},
                    {"lds_estimate", o.lds_estimate},
                    {"vgpr_estimate", o.vgpr_estimate},
                    {"kernels", kernels},
                    {"audit", o.audit},
                    {"findings", audit_findings}});
    failed += !o.passed();
  }
  return {{"schema", "irgate.validate/v1"}, {"validated", outcomes.size()}, {"failed", failed},
          {"audit_findings", findings}, {"results", rows}};
}

std::string validate_markdown(const std::vector<ValidateOutcome>& outcomes) {
  std::string md =
      "| config | flavor | arch | kernel | VGPR | VGPR est | AGPR | SGPR | VGPR spill | SGPR spill | scratch B | LDS B | "
      "LDS est B | ISA audit | result |\n"
      "|---:|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|\n";
  for (auto& o : outcomes) {
    std::string result = o.passed() ? "ok" : "**FAIL** " + o.stage + ": " + md_text(o.message);
    std::string head = "| " + std::to_string(o.config_id) + " | " + flavor_name(o.flavor) + " | " + o.arch + " | ";
    if (o.kernels.empty()) {
      md += head + "– | | | | | | | | | | | " + result + " |\n";
      continue;
    }
    for (auto& k : o.kernels)
      md += head + k.name + " | " + cell(k.vgpr_count) + " | " + cell(o.vgpr_estimate) + " | " + cell(k.agpr_count) + " | " + cell(k.sgpr_count) +
            " | " + cell(k.vgpr_spill_count) + " | " + cell(k.sgpr_spill_count) + " | " +
            cell(k.private_segment_fixed_size) + " | " + cell(k.group_segment_fixed_size) + " | " +
            cell(o.lds_estimate) + " | " + md_text(o.audit) + " | " + result + " |\n";
  }
  std::string found;
  for (auto& o : outcomes)
    for (auto& f : o.findings)
      found += "- config " + std::to_string(o.config_id) + " " + flavor_name(o.flavor) + ": " + md_text(f.message()) + "\n";
  if (!found.empty()) md += "\nISA audit findings:\n\n" + found;
  return md;
}

}  // namespace irgate::toolchain
