// tests/isa/corpus_objects.cpp — see corpus_objects.h.
#include "tests/isa/corpus_objects.h"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <mutex>

#include "arch_domain/table.h"
#include "grid/request.h"
#include "parity/corpus.h"
#include "support/files.h"
#include "support/subprocess.h"
#include "toolchain/codegen_options.h"
#include "toolchain/object_builder.h"
#include "toolchain/tempdir.h"
#include "toolchain/tools.h"

namespace irgate::isa::testing {
namespace {

std::string root() {
  const char* r = std::getenv("IRGATE_ROOT");
  return r ? r : ".";
}

const std::vector<parity::Config>& corpus() {
  static const std::vector<parity::Config> configs = [] {
    auto c = parity::load_corpus(root());
    return c ? *c : std::vector<parity::Config>{};
  }();
  return configs;
}

bool emits_under_llvm22(const parity::Config& c) {
  return std::find(c.flavors.begin(), c.flavors.end(), IRG_FLAVOR_LLVM22) != c.flavors.end() &&
         c.expected(IRG_FLAVOR_LLVM22).empty();
}

// llc-22 -O3 for the arch with no per-arch option, then ld.lld-22 as the lane links.
std::string build_plain(const toolchain::Toolchain& tc, const std::filesystem::path& dir, const std::string& text,
                        const std::string& arch, std::string& failure) {
  if (auto w = toolchain::write_scratch(dir / "k.ll", text); !w) return failure = w.error().message, "";
  const std::vector<std::string> llc = {tc.llc, "-O3", std::string("-mtriple=") + toolchain::kTargetTriple,
                                        "-mcpu=" + arch, "-filetype=obj", "k.ll", "-o", "k.o"};
  auto c = run_process(llc, toolchain::process_options(tc, dir.string()));
  if (!c || !c->exited_ok()) return failure = "llc-22 failed", "";
  auto l = run_process(toolchain::lld_argv(tc.lld, "k.o", "k.hsaco"), toolchain::process_options(tc, dir.string()));
  if (!l || !l->exited_ok()) return failure = "ld.lld-22 failed", "";
  auto bytes = read_file(dir / "k.hsaco");
  if (!bytes) return failure = bytes.error().message, "";
  return *bytes;
}

CorpusObject build(int id, bool arch_options = true) {
  CorpusObject o{id};
  const parity::Config* c = parity::find_config(corpus(), id);
  if (!c) return o.failure = "no config " + std::to_string(id), o;
  o.arch = c->arch, o.family = c->family_name;
  auto view = arch_domain::load_view(root(), IRG_FLAVOR_LLVM22);
  if (!view) return o.failure = view.error().message, o;
  const grid::Emission em = grid::emit_reference(c->request(IRG_FLAVOR_LLVM22, (*view)->get()));
  if (em.status != IRG_STATUS_OK) return o.failure = "refused: " + em.refusal_id, o;
  o.text = em.text;
  auto tc = toolchain::find_toolchain(IRG_FLAVOR_LLVM22);
  if (!tc) return o.failure = tc.error().message, o;
  auto dir = toolchain::TempDir::create("irgate-isa-test");
  if (!dir) return o.failure = dir.error().message, o;
  if (!arch_options) {
    o.bytes = build_plain(*tc, dir->path(), o.text, o.arch, o.failure);
    return o;
  }
  toolchain::SubprocessBuilder builder(*tc);
  toolchain::BuiltObject b = builder.build(dir->path(), o.text, o.arch);
  if (!b.failure.empty()) return o.failure = b.failure, o;
  o.bytes = std::move(b.code_object);
  return o;
}

}  // namespace

const CorpusObject& corpus_object(int id) {
  static std::mutex mutex;
  static std::map<int, CorpusObject> built;
  std::lock_guard<std::mutex> lock(mutex);
  auto it = built.find(id);
  if (it == built.end()) it = built.emplace(id, build(id)).first;
  return it->second;
}

CorpusObject corpus_object_without_arch_options(int id) { return build(id, /*arch_options=*/false); }

bool toolchain_available(std::string* why) {
  auto tc = toolchain::find_toolchain(IRG_FLAVOR_LLVM22);
  if (!tc && why) *why = tc.error().message;
  return static_cast<bool>(tc);
}

std::vector<int> llvm22_corpus_ids() {
  std::vector<int> ids;
  for (const parity::Config& c : corpus())
    if (emits_under_llvm22(c)) ids.push_back(c.id);
  return ids;
}

}  // namespace irgate::isa::testing
