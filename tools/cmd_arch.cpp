// tools/cmd_arch.cpp — `irgate arch {measure, check, audit}`: flags only; the work is in
// arch_domain/ (measure.*, check.*, audit.*).
//
//   irgate arch measure --flavor llvm22 [--only KEY]... [--arch A]... [--jobs N] [--out FILE]
//   irgate arch check [--flavor F]          exit 1 on drift
//   irgate arch audit [--html FILE]         Markdown on stdout
#include <CLI/CLI.hpp>
#include <unistd.h>

#include <cstdio>
#include <iostream>
#include <map>

#include "arch_domain/audit.h"
#include "arch_domain/check.h"
#include "arch_domain/measure.h"
#include "support/files.h"
#include "toolchain/tools.h"
#include "tools/context.h"

namespace irgate::tools {
namespace {

struct MeasureFlags {
  std::string flavor;
  std::vector<std::string> only, arches;
  int jobs = 2;
  double timeout_s = 60;
  std::string out;
  bool no_cache = false;
};

arch_domain::MeasureOptions options_for(int flavor, const MeasureFlags& f) {
  arch_domain::MeasureOptions o;
  o.flavor = flavor;
  o.only = f.only;
  o.arches = f.arches;
  o.jobs = f.jobs;
  o.timeout = std::chrono::milliseconds(static_cast<long>(f.timeout_s * 1000));
  o.cache = f.no_cache ? arch_domain::Cache::disabled() : arch_domain::Cache::open_default();
  if (::isatty(2))
    o.progress = [](size_t done, size_t total, const std::string& what) {
      std::fprintf(stderr, "\r[%zu/%zu] %s\x1b[K", done, total, what.c_str());
      if (done == total) std::fputc('\n', stderr);
    };
  return o;
}

int fail(const Error& e) {
  std::cerr << "irgate arch: " << e.message << "\n";
  return e.exit_code;
}

int run_measure(const Context& ctx, const MeasureFlags& f) {
  int flavor = toolchain::flavor_from_name(f.flavor);
  if (flavor < 0) return fail(Error{"--flavor: unknown flavor '" + f.flavor + "' (see include/irgate/flavors.def)"});
  auto start = std::chrono::steady_clock::now();
  auto m = arch_domain::measure(options_for(flavor, f));
  if (!m) return fail(m.error());
  if (!m->probe_errors.empty()) {
    std::cerr << "FAIL: " << m->probe_errors.size() << " cell(s) unclassified (probe_error); nothing written\n";
    for (size_t i = 0; i < m->probe_errors.size() && i < 20; ++i) std::cerr << "  " << m->probe_errors[i] << "\n";
    return 1;
  }
  std::filesystem::path out = f.out.empty() ? arch_domain::table_path(ctx.root(), flavor) : std::filesystem::path(f.out);
  std::optional<arch_domain::Table> existing;
  if (m->partial && std::filesystem::exists(out)) {
    auto t = arch_domain::load_table(out);
    if (!t) return fail(t.error());
    existing = std::move(*t);
  }
  auto table = arch_domain::merge_into(existing, *m);
  if (auto s = arch_domain::save_table(out, table); !s) return fail(s.error());
  double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::map<std::string, int> counts;
  for (auto& [key, row] : m->table.keys)
    for (auto& [arch, cell] : row) ++counts[arch_domain::status_name(cell.status)];
  std::cout << f.flavor << ": " << m->cells << " cells (" << m->from_cache << " cached, " << m->retried
            << " retried) in " << secs << " s:";
  for (auto& [name, n] : counts) std::cout << " " << name << "=" << n;
  std::cout << "\nwrote " << out.string() << "\n";
  return 0;
}

// --flavor F, or every flavor of flavors.def; -1 in the result on an unknown name.
std::vector<int> flavors_of(const std::string& name) {
  if (!name.empty()) return {toolchain::flavor_from_name(name)};
  std::vector<int> all;
  for (int f = 0; f < IRG_FLAVOR_COUNT; ++f) all.push_back(f);
  return all;
}

int run_check(const Context& ctx, const MeasureFlags& f) {
  int rc = 0;
  for (int flavor : flavors_of(f.flavor)) {
    if (flavor < 0) return fail(Error{"--flavor: unknown flavor '" + f.flavor + "'"});
    const char* name = toolchain::flavor_name(flavor);
    auto path = arch_domain::table_path(ctx.root(), flavor);
    auto committed = arch_domain::load_table(path);
    if (!committed) return fail(committed.error());
    auto m = arch_domain::measure(options_for(flavor, f));
    if (!m) return fail(m.error());
    if (!m->probe_errors.empty()) {
      std::cout << name << ": FAIL: " << m->probe_errors.size() << " cell(s) unclassified (probe_error)\n";
      for (size_t i = 0; i < m->probe_errors.size() && i < 20; ++i) std::cout << "  " << m->probe_errors[i] << "\n";
      rc = 1;
      continue;
    }
    auto lines = arch_domain::drift(*committed, m->table);
    if (lines.empty()) {
      std::cout << name << ": OK: " << m->cells << " cells as committed (" << m->from_cache << " from cache)\n";
      continue;
    }
    rc = 1;
    std::cout << name << ": DRIFT: " << lines.size() << " difference(s) from " << path.string() << "\n";
    for (auto& l : lines) std::cout << "  " << l << "\n";
    std::cout << "  re-measure: irgate arch measure --flavor " << name << "\n";
  }
  return rc;
}

int run_audit(const Context& ctx, const std::string& flavor_name, const std::string& html) {
  std::vector<arch_domain::Table> tables;
  for (int flavor : flavors_of(flavor_name)) {
    if (flavor < 0) return fail(Error{"--flavor: unknown flavor '" + flavor_name + "'"});
    auto t = arch_domain::load_table(arch_domain::table_path(ctx.root(), flavor));
    if (!t) return fail(t.error());
    tables.push_back(std::move(*t));
  }
  std::cout << arch_domain::audit_markdown(tables);
  if (!html.empty())
    if (auto s = write_atomic(html, arch_domain::audit_html(tables)); !s) return fail(s.error());
  return 0;
}

}  // namespace

void add_arch_command(CLI::App& app, Context& ctx) {
  auto* arch = app.add_subcommand("arch", "the measured arch-domain tables: measure, check, audit");
  arch->require_subcommand(1);

  auto mf = std::make_shared<MeasureFlags>();
  auto* measure = arch->add_subcommand("measure", "measure a flavor's table with its real llc/ld.lld");
  measure->add_option("--flavor", mf->flavor, "llvm16 | llvm19 | llvm22")->required();
  measure->add_option("--only", mf->only, "measure only this decl key (repeatable); merges into the table");
  measure->add_option("--arch", mf->arches, "measure only this arch (repeatable); merges into the table");
  measure->add_option("--jobs", mf->jobs, "parallel probes (default 2)")->check(CLI::Range(1, 64));
  measure->add_option("--timeout", mf->timeout_s, "seconds per subprocess (default 60)")->check(CLI::PositiveNumber);
  measure->add_option("--out", mf->out, "table file (default arch_domain/tables/<flavor>.json)");
  measure->add_flag("--no-cache", mf->no_cache, "ignore and do not fill the cell cache");
  measure->callback([&ctx, mf] { ctx.exit_code = run_measure(ctx, *mf); });

  auto cf = std::make_shared<MeasureFlags>();
  auto* check = arch->add_subcommand("check", "re-measure and report drift from the committed tables (exit 1)");
  check->add_option("--flavor", cf->flavor, "only this flavor (default: every flavor)");
  check->add_option("--jobs", cf->jobs, "parallel probes (default 2)")->check(CLI::Range(1, 64));
  check->add_option("--timeout", cf->timeout_s, "seconds per subprocess (default 60)")->check(CLI::PositiveNumber);
  check->add_flag("--no-cache", cf->no_cache, "re-run every probe instead of reusing cached cells");
  check->callback([&ctx, cf] { ctx.exit_code = run_check(ctx, *cf); });

  auto af = std::make_shared<std::pair<std::string, std::string>>();
  auto* audit = arch->add_subcommand("audit", "print the support matrix (Markdown) and optionally an HTML page");
  audit->add_option("--flavor", af->first, "only this flavor (default: every flavor)");
  audit->add_option("--html", af->second, "also write a self-contained HTML page here");
  audit->callback([&ctx, af] { ctx.exit_code = run_audit(ctx, af->first, af->second); });

}

}  // namespace irgate::tools
