// grid/compile_one.cpp — see compile_one.h.
#include "grid/compile_one.h"

#include <chrono>

#include "arch_domain/catalog.h"
#include "grid/request.h"
#include "support/files.h"
#include "support/sha256.h"
#include "toolchain/lds_estimate.h"
#include "toolchain/steps.h"
#include "toolchain/tempdir.h"
#include "toolchain/validate.h"

namespace irgate::grid {
namespace {

using Clock = std::chrono::steady_clock;

double since(Clock::time_point t0) { return std::chrono::duration<double>(Clock::now() - t0).count(); }

// "<step>: why" from a step's outcome; the first non-blank diagnostic line is enough to act on.
std::string step_failure(const char* step, const Result<ProcessResult>& r) {
  std::string why;
  if (!r) why = r.error().message;
  else if (r->timed_out) why = "timed out";
  else if (r->signal) why = "killed by signal " + std::to_string(r->signal);
  else {
    const std::string text = r->err.empty() ? r->out : r->err;
    const size_t b = text.find_first_not_of(" \t\r\n");
    why = b == std::string::npos ? "exit " + std::to_string(r->exit_code) : text.substr(b, text.find('\n', b) - b);
  }
  return std::string(step) + ": " + why;
}

}  // namespace

StepSeconds& StepSeconds::operator+=(const StepSeconds& o) {
  emit += o.emit, as += o.as, llc += o.llc, lld += o.lld, notes += o.notes, store += o.store;
  return *this;
}

Compiled compile_kernel(const toolchain::Toolchain& tc, const GridKernel& k, const std::filesystem::path& objects_dir) {
  Compiled c;
  c.entry = CacheEntry{k.family, k.arch, k.dtype, k.stamp, k.spec};
  auto t0 = Clock::now();
  Emission em = emit_reference(k.request);
  c.seconds.emit = since(t0);
  if (em.status != IRG_STATUS_OK) return c.failure = "emit: " + em.refusal_id + ": " + em.refusal_text, c;
  c.entry.llvm_sha256 = sha256_hex(em.text);

  auto dir = toolchain::TempDir::create("irgate-grid");
  if (!dir) return c.failure = "toolchain: " + dir.error().message, c;
  if (auto w = toolchain::write_scratch(dir->path() / "kernel.ll", em.text); !w)
    return c.failure = "toolchain: " + w.error().message, c;
  auto v = toolchain::verify(tc, dir->path(), "kernel.ll");
  c.seconds.as = v ? v->seconds : 0;
  if (!v || !v->exited_ok()) return c.failure = step_failure("verify", v), c;
  auto o = toolchain::compile(tc, dir->path(), "kernel.ll", k.arch, "kernel.o");
  c.seconds.llc = o ? o->seconds : 0;
  if (!o || !o->exited_ok()) return c.failure = step_failure("compile", o), c;
  auto l = toolchain::link(tc, dir->path(), "kernel.o", "kernel.hsaco");
  c.seconds.lld = l ? l->seconds : 0;
  if (!l || !l->exited_ok()) return c.failure = step_failure("link", l), c;
  auto n = toolchain::read_notes(tc, dir->path(), "kernel.hsaco");
  c.seconds.notes = n ? n->seconds : 0;
  if (!n || !n->exited_ok()) return c.failure = step_failure("metadata", n), c;
  auto ks = toolchain::parse_kernel_resources(n->out);
  if (ks.size() != 1 || !ks[0].complete())
    return c.failure = "metadata: expected one kernel with every resource key, found " + std::to_string(ks.size()), c;
  const toolchain::KernelResources& r = ks[0];
  c.entry.vgpr = r.vgpr_count, c.entry.sgpr = r.sgpr_count;
  c.entry.vgpr_spills = r.vgpr_spill_count, c.entry.sgpr_spills = r.sgpr_spill_count;
  c.entry.scratch = r.private_segment_fixed_size, c.entry.lds = r.group_segment_fixed_size;

  // The measurement decides, never an estimate (the anchor cached 32 spilling binaries).
  const int arch = arch_domain::catalog::arch_from_name(k.arch);
  const auto over = toolchain::budget_violations(r, arch < 0 ? 0 : arch_domain::catalog::arch_lds_bytes(arch),
                                                 toolchain::declared_lds_bytes(em.text),
                                                 toolchain::declared_vgpr_estimate(em.text));
  for (const auto& why : over) c.entry.reason += (c.entry.reason.empty() ? "" : "; ") + why;
  if (!c.entry.cached()) return c;

  t0 = Clock::now();
  auto object = read_file(dir->path() / "kernel.hsaco");
  if (!object) return c.failure = "store: " + object.error().message, c;
  c.entry.object_sha256 = sha256_hex(*object);
  const auto target = objects_dir / (c.entry.object_sha256 + ".hsaco");
  if (!std::filesystem::exists(target))  // content-addressed: equal bytes are stored once
    if (auto w = write_atomic(target, *object); !w) return c.failure = "store: " + w.error().message, c;
  c.seconds.store = since(t0);
  return c;
}

}  // namespace irgate::grid
