// grid/compile_one.cpp — see compile_one.h.
#include "grid/compile_one.h"

#include <chrono>

#include "arch_domain/catalog.h"
#include "grid/cache_audit.h"
#include "grid/request.h"
#include "metadata/kernel_resources.h"
#include "support/files.h"
#include "support/sha256.h"
#include "toolchain/lds_estimate.h"
#include "toolchain/tempdir.h"
#include "toolchain/validate.h"

namespace irgate::grid {
namespace {

using Clock = std::chrono::steady_clock;

double since(Clock::time_point t0) { return std::chrono::duration<double>(Clock::now() - t0).count(); }

}  // namespace

StepSeconds& StepSeconds::operator+=(const StepSeconds& o) {
  emit += o.emit, as += o.as, llc += o.llc, lld += o.lld, notes += o.notes, audit += o.audit, store += o.store;
  execute += o.execute;
  return *this;
}

Compiled compile_kernel(toolchain::ObjectBuilder& builder, const isa::Auditor& auditor, const GridKernel& k,
                        const std::filesystem::path& objects_dir) {
  Compiled c;
  c.entry = CacheEntry{k.family, k.arch, k.dtype, k.stamp, k.spec};
  auto t0 = Clock::now();
  Emission em = emit_reference(k.request);
  c.seconds.emit = since(t0);
  if (em.status != IRG_STATUS_OK) return c.failure = "emit: " + em.refusal_id + ": " + em.refusal_text, c;
  c.entry.llvm_sha256 = sha256_hex(em.text);

  auto dir = toolchain::TempDir::create("irgate-grid");
  if (!dir) return c.failure = "toolchain: " + dir.error().message, c;
  toolchain::BuiltObject built = builder.build(dir->path(), em.text, k.arch);
  c.seconds.as = built.seconds.verify, c.seconds.llc = built.seconds.compile;
  c.seconds.lld = built.seconds.link, c.seconds.notes = built.seconds.metadata;
  if (!built.failure.empty()) return c.failure = built.failure, c;
  auto ks = metadata::parse_kernel_resources(built.notes);
  if (ks.size() != 1 || !ks[0].complete())
    return c.failure = "metadata: expected one kernel with every resource key, found " + std::to_string(ks.size()), c;
  const metadata::KernelResources& r = ks[0];
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

  // ... and so does the machine code: llc-22 can bank a VGPR operand past the allocation.
  t0 = Clock::now();
  auto audit = auditor.audit(built.code_object, k.name);
  c.seconds.audit = since(t0);
  if (!audit) return c.failure = "audit: " + audit.error().message, c;
  if (!audit->clean()) c.entry.reason = audit_exclusion_reason(*audit);
  if (!c.entry.cached()) return c;

  t0 = Clock::now();
  c.entry.object_sha256 = sha256_hex(built.code_object);
  const auto target = objects_dir / (c.entry.object_sha256 + ".hsaco");
  if (!std::filesystem::exists(target))  // content-addressed: equal bytes are stored once
    if (auto w = write_atomic(target, built.code_object); !w) return c.failure = "store: " + w.error().message, c;
  c.seconds.store = since(t0);
  return c;
}

}  // namespace irgate::grid
