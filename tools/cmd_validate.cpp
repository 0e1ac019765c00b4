// tools/cmd_validate.cpp — `irgate validate`: the toolchain lane. Every emitting (config, flavor)
// of the parity corpus, as the reference engine prints it, through the flavor's real llvm-as,
// llc, ld.lld and llvm-readelf (toolchain/validate.*); a resource table on stdout.
//
//   irgate validate [--flavor F] [--only ID]... [--jobs N] [--json FILE] [--out DIR]
// Exit: 0 every kernel accepted and within budget; 1 a failure, or nothing validated; 2 bad input.
#include <CLI/CLI.hpp>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <iostream>

#include "arch_domain/catalog.h"
#include "parity/corpus.h"
#include "parity/corpus_emission.h"
#include "support/files.h"
#include "toolchain/lds_estimate.h"
#include "toolchain/validate.h"
#include "toolchain/validate_report.h"
#include "tools/context.h"
#include "tools/engines.h"
#include "registry/families.h"

namespace irgate::tools {
namespace {

struct ValidateFlags {
  std::string flavor, json, out;
  std::vector<int> only;
  int jobs = 2;
  double timeout_s = 60;
};

long lds_limit_of(const std::string& arch) {
  int a = arch_domain::catalog::arch_from_name(arch.substr(0, arch.find(':')));
  return a < 0 ? 0 : arch_domain::catalog::arch_lds_bytes(a);
}

// Emits every selected (config, flavor); refusals are skipped (the parity lane owns them), an
// engine error or crash becomes a failed outcome of that (config, flavor).
Result<std::vector<toolchain::ValidateItem>> emit_items(const Context& ctx, const ValidateFlags& f,
                                                        std::vector<toolchain::ValidateOutcome>& errors,
                                                        size_t& refused) {
  int only_flavor = f.flavor.empty() ? -1 : registry::flavor_by_name(f.flavor);
  if (!f.flavor.empty() && only_flavor < 0) return Error{"--flavor: unknown flavor '" + f.flavor + "'"};
  auto corpus = parity::load_corpus(ctx.root());
  if (!corpus) return corpus.error();
  for (int id : f.only)
    if (!parity::find_config(*corpus, id)) return Error{"--only: no config " + std::to_string(id) + " in parity/configs"};
  auto views = load_views(ctx.root());
  if (!views) return views.error();
  std::vector<const parity::Config*> selected;
  for (auto& c : *corpus)
    if (f.only.empty() || std::find(f.only.begin(), f.only.end(), c.id) != f.only.end()) selected.push_back(&c);
  parity::Domains domains{};
  for (int flavor = 0; flavor < IRG_FLAVOR_COUNT; ++flavor) domains[flavor] = (*views)[flavor]->get();
  // Out of process: an engine crash on one config fails that config's items, not the lane.
  const auto emitted = parity::emit_corpus_isolated(irg_reference_engine(), selected, domains);
  std::vector<toolchain::ValidateItem> items;
  for (size_t k = 0; k < selected.size(); ++k) {
    const parity::Config& c = *selected[k];
    for (size_t i = 0; i < c.flavors.size(); ++i) {
      const int flavor = c.flavors[i];
      if (only_flavor >= 0 && flavor != only_flavor) continue;
      const parity::Emitted& e = emitted[k].ll[i];
      if (e.status == IRG_STATUS_REFUSED) {
        ++refused;
        continue;
      }
      if (e.status != IRG_STATUS_OK) {
        errors.push_back({c.id, flavor, c.arch, c.family_name, "emit", e.refusal_id + ": " + e.refusal_text, {}});
        continue;
      }
      long estimate = toolchain::declared_lds_bytes(e.text);
      if (estimate < 0) {  // the lane cannot compare what it cannot read: fail, never skip
        errors.push_back({c.id, flavor, c.arch, c.family_name, "emit",
                          "an addrspace(3) global that is not a [N x i8] array: no LDS estimate", {}});
        continue;
      }
      items.push_back({c.id, flavor, c.arch, c.family_name, e.text, lds_limit_of(c.arch), estimate,
                       toolchain::declared_vgpr_estimate(e.text)});
    }
  }
  return items;
}

int run_validate(const Context& ctx, const ValidateFlags& f) {
  std::vector<toolchain::ValidateOutcome> outcomes;
  size_t refused = 0;
  auto items = emit_items(ctx, f, outcomes, refused);
  if (!items) return std::cerr << "irgate validate: " << items.error().message << "\n", items.error().exit_code;
  auto results = toolchain::validate_all(*items, f.jobs, std::chrono::milliseconds(static_cast<long>(f.timeout_s * 1000)));
  outcomes.insert(outcomes.end(), results.begin(), results.end());
  size_t failed = 0;
  for (auto& o : outcomes) failed += !o.passed();

  std::string md = toolchain::validate_markdown(outcomes);
  std::cout << md << "\n" << outcomes.size() << " kernel(s) validated, " << failed << " failed, " << refused
            << " refused config/flavor pair(s) skipped\n";
  auto json = toolchain::validate_json(outcomes);
  if (!f.json.empty())
    if (auto s = write_atomic(f.json, dump_json(json)); !s) return std::cerr << s.error().message << "\n", 2;
  if (!f.out.empty()) {
    std::filesystem::create_directories(f.out);
    auto a = write_atomic(std::filesystem::path(f.out) / "resources.md", md);
    auto b = write_atomic(std::filesystem::path(f.out) / "resources.json", dump_json(json));
    if (!a || !b) return std::cerr << "irgate validate: cannot write into " << f.out << "\n", 2;
    for (auto& it : *items)  // keep the modules that failed, named from integers and flavor names only
      for (auto& o : results)
        if (!o.passed() && o.config_id == it.config_id && o.flavor == it.flavor)
          (void)write_atomic(std::filesystem::path(f.out) /
                                 (std::to_string(it.config_id) + "." + registry::flavor_name(it.flavor) + ".ll"),
                             it.text);
  }
  if (outcomes.empty()) {
    std::cerr << "irgate validate: nothing was validated (every selected config refused or none selected)\n";
    return 1;
  }
  return failed == 0 ? 0 : 1;
}

}  // namespace

void add_validate_command(CLI::App& app, Context& ctx) {
  auto f = std::make_shared<ValidateFlags>();
  auto* sub = app.add_subcommand("validate", "the toolchain lane: llvm-as, llc, ld.lld --no-undefined and resources");
  sub->add_option("--flavor", f->flavor, "only this flavor (default: every flavor a config runs under)");
  sub->add_option("--only", f->only, "only this config id (repeatable)");
  sub->add_option("--jobs", f->jobs, "parallel kernels (default 2)")->check(CLI::Range(1, 64));
  sub->add_option("--timeout", f->timeout_s, "seconds per subprocess (default 60)")->check(CLI::PositiveNumber);
  sub->add_option("--json", f->json, "write the JSON report here");
  sub->add_option("--out", f->out, "write resources.md, resources.json and failing modules into this folder");
  sub->callback([&ctx, f] { ctx.exit_code = run_validate(ctx, *f); });
}

}  // namespace irgate::tools
