// tools/cmd_audit.cpp — `irgate audit`: the ISA audit (isa/audit.h) of linked code objects named
// on the command line, e.g. objects of a kernel cache or a .hsaco built by hand: every register
// operand of every kernel, banked VGPRs included, inside the kernel's allocation, and no timing
// hazard (isa/hazards/: docs/isa-hazards.md). Advisories are printed and listed, not failing.
//
//   irgate audit k216.hsaco DIR/objects/*.hsaco [--json audit.json]
// Exit: 0 every object clean; 1 a finding; 2 a file that is not a readable code object.
#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include <iostream>

#include "isa/audit.h"
#include "support/files.h"
#include "support/json.h"
#include "tools/context.h"

namespace irgate::tools {
namespace {

nlohmann::json findings_json(const std::vector<isa::Finding>& list) {
  nlohmann::json out = nlohmann::json::array();
  for (const isa::Finding& f : list)
    out.push_back({{"kind", isa::finding_kind_name(f.kind)}, {"kernel", f.kernel}, {"address", isa::hex(f.address)},
                   {"offset", isa::hex(f.offset)}, {"instruction", f.instruction}, {"register", f.reg},
                   {"detail", f.detail}});
  return out;
}

nlohmann::json report_json(const std::string& file, const isa::AuditReport& r) {
  nlohmann::json kernels = nlohmann::json::array();
  for (const isa::KernelAudit& k : r.kernels)
    kernels.push_back({{"kernel", k.kernel}, {"vgpr_count", k.vgpr_count}, {"agpr_count", k.agpr_count},
                       {"sgpr_count", k.sgpr_count}, {"instructions", k.instructions}, {"reachable", k.reachable},
                       {"mode_sets", k.mode_sets}, {"vgprs_used", k.vgprs_used},
                       {"hazards_checked", k.hazards_checked}, {"hazard_findings", k.hazard_findings},
                       {"hazard_advisories", k.hazard_advisories}});
  return {{"file", file},         {"arch", r.arch},
          {"clean", r.clean()},   {"kernels", kernels},
          {"findings", findings_json(r.findings)}, {"advisories", findings_json(r.advisories)}};
}

int run_audit(const std::vector<std::string>& files, const std::string& json_path) {
  const isa::Auditor auditor;
  nlohmann::json all = nlohmann::json::array();
  size_t dirty = 0;
  for (const std::string& file : files) {
    auto bytes = read_file(file);
    if (!bytes) return std::cerr << "irgate audit: " << bytes.error().message << "\n", 2;
    auto r = auditor.audit(std::move(*bytes), file);
    if (!r) return std::cerr << "irgate audit: " << r.error().message << "\n", r.error().exit_code;
    std::cout << file << ": " << r->summary(0) << "\n";
    for (const isa::Finding& f : r->findings) std::cout << "  " << f.message() << "\n";
    for (const isa::Finding& f : r->advisories) std::cout << "  advisory: " << f.message() << "\n";
    dirty += !r->clean();
    all.push_back(report_json(file, *r));
  }
  if (!json_path.empty())
    if (auto s = write_atomic(json_path, dump_json({{"schema", "irgate.isa_audit_report/v1"},
                                                    {"audit", isa::kAuditVersion},
                                                    {"objects", all}}));
        !s)
      return std::cerr << "irgate audit: " << s.error().message << "\n", 2;
  std::cout << files.size() << " code object(s) audited, " << dirty << " with findings\n";
  return dirty == 0 ? 0 : 1;
}

}  // namespace

void add_audit_command(CLI::App& app, Context& ctx) {
  auto files = std::make_shared<std::vector<std::string>>();
  auto json = std::make_shared<std::string>();
  CLI::App* sub = app.add_subcommand("audit", "ISA audit of linked code objects: every register inside the allocation, no timing hazard");
  sub->add_option("objects", *files, ".hsaco files")->required();
  sub->add_option("--json", *json, "write the findings as JSON here");
  sub->callback([&ctx, files, json] { ctx.exit_code = run_audit(*files, *json); });
}

}  // namespace irgate::tools
