// arch_domain/measure.cpp — see measure.h.
#include "arch_domain/measure.h"

#include <set>

#include "arch_domain/catalog.h"
#include "arch_domain/probe_runner.h"
#include "toolchain/parallel.h"
#include "toolchain/tempdir.h"
#include "toolchain/tools.h"

namespace irgate::arch_domain {
namespace {

struct Item {
  int key = 0;
  std::string arch;
  std::filesystem::path dir;  // holds probe.ll; empty when the key has no declare at all
  std::string cache_key;
  bool cpu_known = false;
  Cell cell;
  bool cached = false;
};

bool no_data_or_internal(irg_domain_status s) {
  return s == IRG_DOMAIN_PROBE_ERROR || s == IRG_DOMAIN_TOOLCHAIN_CRASH || s == IRG_DOMAIN_TOOLCHAIN_TIMEOUT;
}

Result<std::vector<int>> select_keys(const std::vector<std::string>& only) {
  std::vector<int> keys;
  if (only.empty()) {
    for (int k = 0; k < catalog::key_count(); ++k) keys.push_back(k);
    return keys;
  }
  std::set<int> chosen;
  for (auto& name : only) {
    int k = catalog::key_from_name(name);
    if (k < 0) return Error{"--only: '" + name + "' is not a decl key of include/irgate/intrinsics.def"};
    chosen.insert(k);
  }
  return std::vector<int>(chosen.begin(), chosen.end());
}

Result<std::vector<std::string>> select_arches(const std::vector<std::string>& wanted) {
  if (wanted.empty()) return catalog::arch_names();
  std::vector<std::string> out;
  for (auto& a : catalog::arch_names())
    for (auto& w : wanted)
      if (a == w) out.push_back(a);
  for (auto& w : wanted)
    if (catalog::arch_from_name(w) < 0) return Error{"--arch: '" + w + "' is not an arch of include/irgate/arches.def"};
  return out;
}

void run_cell(const toolchain::Toolchain& tc, Item& it, const Cache& cache) {
  if (it.dir.empty()) return;  // no declare: the cell was filled in at planning time
  if (it.cpu_known) {
    if (auto hit = cache.get(it.cache_key)) {
      it.cell = *hit;
      it.cached = true;
      return;
    }
  }
  it.cell = run_probe_cell(tc, it.dir, it.arch, it.cpu_known);
  if (it.cpu_known) cache.put(it.cache_key, it.cell);
}

}  // namespace

Result<Measurement> measure(const MeasureOptions& opts) {
  auto tc = toolchain::find_toolchain(opts.flavor);
  if (!tc) return tc.error();
  tc->timeout = opts.timeout;
  auto version = toolchain::llc_version(*tc);
  if (!version) return version.error();
  auto cpus = toolchain::cpu_list(*tc);
  if (!cpus) return cpus.error();
  auto keys = select_keys(opts.only);
  if (!keys) return keys.error();
  auto arches = select_arches(opts.arches);
  if (!arches) return arches.error();
  auto tmp = toolchain::TempDir::create("irgate-measure");
  if (!tmp) return tmp.error();

  Measurement m;
  m.partial = !opts.only.empty() || !opts.arches.empty();
  m.table.flavor = opts.flavor;
  m.table.llvm_version = version->substr(0, version->find('\n'));
  m.table.arches = catalog::arch_names();
  m.table.generator = kGenerator;

  // Probe modules, one per key; settling immediates spawns llvm-as, so keys settle in parallel.
  struct Probe {
    std::string declare, module;
    std::filesystem::path dir;
    std::optional<Error> error;
  };
  std::vector<Probe> probes(keys->size());
  toolchain::parallel_for(keys->size(), opts.jobs, [&](size_t i) {
    Probe& p = probes[i];
    p.declare = catalog::probe_declare((*keys)[i], opts.flavor).text;
    if (p.declare.empty()) return;
    p.dir = tmp->path() / ("k" + std::to_string((*keys)[i]));
    std::error_code ec;
    std::filesystem::create_directories(p.dir, ec);
    std::string settle = settle_key(*version, p.declare, opts.flavor);
    std::optional<std::vector<int>> literals = opts.cache.get_literals(settle);
    bool was_cached = literals.has_value();
    auto built = write_probe_module(*tc, p.dir, p.declare, opts.flavor, literals);
    if (!built) {
      p.error = Error{"include/irgate/intrinsics.def: key '" + std::string(catalog::key_name((*keys)[i])) +
                      "': " + built.error().message};
      return;
    }
    if (!was_cached && literals) opts.cache.put_literals(settle, *literals);
    p.module = *built;
  });

  std::vector<Item> items;
  for (size_t i = 0; i < keys->size(); ++i) {
    const Probe& p = probes[i];
    if (p.error) return *p.error;
    std::string key = catalog::key_name((*keys)[i]);
    m.table.declares[key] = p.declare;
    for (auto& a : *arches) {
      Item it{(*keys)[i], a, p.dir, cache_key(*version, p.module, a), cpus->count(a) > 0, {}, false};
      if (p.dir.empty())
        it.cell = Cell{IRG_DOMAIN_NAME_ABSENT, "no declare text for '" + key + "' in " +
                                                  toolchain::flavor_name(opts.flavor) + " or any newer flavor"};
      items.push_back(std::move(it));
    }
  }

  toolchain::parallel_for(items.size(), opts.jobs, [&](size_t i) { run_cell(*tc, items[i], opts.cache); },
                          [&](size_t done, size_t i) {
                            if (opts.progress)
                              opts.progress(done, items.size(),
                                            std::string(catalog::key_name(items[i].key)) + "/" + items[i].arch);
                          });

  // One serial retry of everything that did not give an answer (resource flakes vs real crashes).
  for (auto& it : items) {
    if (it.cached || it.dir.empty() || !no_data_or_internal(it.cell.status)) continue;
    ++m.retried;
    it.cell = run_probe_cell(*tc, it.dir, it.arch, it.cpu_known);
    if (it.cpu_known) opts.cache.put(it.cache_key, it.cell);
  }

  for (auto& it : items) {
    std::string key = catalog::key_name(it.key);
    m.table.keys[key][it.arch] = it.cell;
    ++m.cells;
    m.from_cache += it.cached;
    if (it.cell.status == IRG_DOMAIN_PROBE_ERROR) m.probe_errors.push_back(key + "/" + it.arch + ": " + it.cell.evidence);
  }
  return m;
}

Table merge_into(const std::optional<Table>& existing, const Measurement& m) {
  if (!existing || !m.partial || existing->flavor != m.table.flavor) return m.table;
  Table t = *existing;
  t.llvm_version = m.table.llvm_version;
  t.arches = m.table.arches;
  t.generator = m.table.generator;
  for (auto& [key, text] : m.table.declares) t.declares[key] = text;
  for (auto& [key, row] : m.table.keys)
    for (auto& [arch, cell] : row) t.keys[key][arch] = cell;
  return t;
}

}  // namespace irgate::arch_domain
