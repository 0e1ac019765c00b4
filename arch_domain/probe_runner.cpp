// arch_domain/probe_runner.cpp — see probe_runner.h.
#include "arch_domain/probe_runner.h"

#include <algorithm>

#include "arch_domain/classify.h"
#include "arch_domain/probe.h"
#include "toolchain/steps.h"
#include "toolchain/tempdir.h"

namespace irgate::arch_domain {

Result<std::string> write_probe_module(const toolchain::Toolchain& tc, const std::filesystem::path& dir,
                                       const std::string& declare, int flavor,
                                       std::optional<std::vector<int>>& literals) {
  bool settled = literals.has_value();
  std::vector<int> literal = literals.value_or(std::vector<int>{});
  for (int round = 0;; ++round) {
    auto module = probe::build_module(declare, flavor, literal);
    if (!module) return module.error();
    if (auto w = toolchain::write_scratch(dir / "probe.ll", *module); !w) return w.error();
    if (settled) return *module;
    auto v = toolchain::verify(tc, dir, "probe.ll");
    if (!v) return v.error();
    size_t before = literal.size();
    for (int i : probe::immarg_params_from_verifier(v->err))
      if (std::find(literal.begin(), literal.end(), i) == literal.end()) literal.push_back(i);
    std::sort(literal.begin(), literal.end());
    // Settled once the verifier names no new operand; only a clean verifier exit is cacheable.
    if (literal.size() == before || round > 16) {
      if (v->exited_ok() || v->exit_code == 1) literals = literal;
      return *module;
    }
  }
}

Cell run_probe_cell(const toolchain::Toolchain& tc, const std::filesystem::path& dir, const std::string& arch,
                    bool cpu_known) {
  std::string llc_name = "llc-" + std::to_string(tc.major);
  Observed o;
  o.cpu_known = cpu_known;
  if (!cpu_known) return classify(o, llc_name, arch);
  auto llc = toolchain::compile(tc, dir, "probe.ll", arch, arch + ".o");
  if (!llc) return Cell{IRG_DOMAIN_PROBE_ERROR, "cannot run " + tc.llc + ": " + llc.error().message};
  o.llc = *llc;
  if (o.llc.exited_ok()) {
    auto link = toolchain::link(tc, dir, arch + ".o", arch + ".hsaco");
    if (!link) return Cell{IRG_DOMAIN_PROBE_ERROR, "cannot run " + tc.lld + ": " + link.error().message};
    o.link = *link;
  }
  return classify(o, llc_name, arch);
}

}  // namespace irgate::arch_domain
