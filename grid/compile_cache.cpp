// grid/compile_cache.cpp — see compile_cache.h.
#include "grid/compile_cache.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <cstdio>
#include <memory>
#include <mutex>

#include "grid/cache_audit.h"
#include "grid/cache_execution.h"
#include "grid/cache_index.h"
#include "grid/cache_journal.h"
#include "grid/cache_lock.h"
#include "grid/request.h"
#include "toolchain/codegen_options.h"
#include "toolchain/in_process/build_service.h"
#include "support/files.h"
#include "support/sha256.h"
#include "toolchain/parallel.h"

namespace irgate::grid {
namespace {

// True when the index already holds this exact kernel (and its object, if cached, with bytes
// that hash to its name). A corrupt object is removed, so compiling the kernel again writes it
// afresh (compile_one.cpp skips an object whose file exists); `repaired` counts them.
bool up_to_date(const CacheIndex& idx, const std::filesystem::path& dir, const GridKernel& k, size_t& repaired) {
  const CacheEntry* e = idx.find(k.name);
  if (!e || e->llvm_sha256 != k.llvm_sha256) return false;
  if (!e->cached()) return true;
  const auto object = CacheIndex::object_path(dir, e->object_sha256);
  auto bytes = read_file(object);
  if (bytes && sha256_hex(*bytes) == e->object_sha256) return true;
  std::error_code ec;
  if (bytes && std::filesystem::remove(object, ec)) ++repaired;
  return false;
}

// A failure no other kernel can escape: an object that could not be stored, or a write the disk
// (or RLIMIT_FSIZE) refused, in this process or in a build worker's temp folder.
bool out_of_room(const std::string& failure) {
  return failure.rfind("store: ", 0) == 0 || failure.find(std::strerror(ENOSPC)) != std::string::npos ||
         failure.find(std::strerror(EFBIG)) != std::string::npos;
}

// One builder per worker thread. The in-process builder runs in a worker process per thread
// (in_process/build_service.h), so a backend abort fails that kernel only, as it does in the
// subprocess builder.
Result<std::vector<std::unique_ptr<toolchain::ObjectBuilder>>> make_builders(const CompileOptions& o,
                                                                             const toolchain::Toolchain& tc,
                                                                             const std::string& llc_version) {
  std::vector<std::unique_ptr<toolchain::ObjectBuilder>> builders;
  for (int w = 0; w < std::max(1, o.jobs); ++w) {
    if (o.codegen == Codegen::subprocess) {
      builders.push_back(std::make_unique<toolchain::SubprocessBuilder>(tc));
      continue;
    }
    auto b = toolchain::in_process::isolated_builder(tc.flavor, llc_version, o.timeout);
    if (!b) return b.error();
    builders.push_back(std::move(*b));
  }
  return builders;
}

// The batch's banked kernels on the ISA executor before they go into the index: one that fails
// is filed as excluded with the executor's verdict (its object stays in objects/, content
// addressed and unreferenced).
void gate_banked_kernels(const std::filesystem::path& dir, const CacheIndex& idx, const std::vector<const GridKernel*>& todo,
                         size_t begin, std::vector<Compiled>& out, const GateOptions& gate, CompileReport& rep) {
  std::vector<GateCase> cases;
  std::vector<size_t> which;
  for (size_t i = 0; i < out.size(); ++i)
    if (out[i].failure.empty() && needs_execution(out[i].entry)) {
      cases.push_back(GateCase{todo[begin + i]->name, todo[begin + i]->request, &out[i].entry});
      which.push_back(i);
    }
  const std::vector<GateRun> runs = execute_on_isa(dir, idx, cases, gate);
  rep.executed += cases.size();
  for (size_t c = 0; c < which.size(); ++c) {
    out[which[c]].seconds.execute = runs[c].seconds;
    if (cases[c].entry->cached() && !runs[c].loops_not_taken.empty())
      rep.loops_not_taken.emplace_back(cases[c].name, loops_not_taken_text(runs[c]));
  }
}

}  // namespace

Result<CompileReport> compile_into(const std::filesystem::path& dir, const std::vector<GridKernel>& kernels,
                                   const CompileOptions& o) {
  const auto t0 = std::chrono::steady_clock::now();
  auto lock = CacheLock::acquire(dir);
  if (!lock) return lock.error();
  auto idx = CacheIndex::load(dir);
  if (!idx) return idx.error();
  auto replayed = replay_journal(dir, *idx);  // what a killed compile finished after its last checkpoint
  if (!replayed) return replayed.error();
  auto tc = toolchain::find_toolchain(kGridFlavor);
  if (!tc) return tc.error();
  tc->timeout = o.timeout;
  auto version = toolchain::llc_version(*tc);
  if (!version) return version.error();
  // The llc release and the per-arch llc options it runs with: objects built with other options
  // are another toolchain's (compile into a new --out).
  const std::string llc_release = toolchain::version_number(*version);
  const std::string llc = llc_release + (toolchain::llc_options_signature().empty() ? "" : " ") +
                          toolchain::llc_options_signature();
  if (!idx->toolchain.empty() && idx->toolchain != llc)
    return Error{dir.string() + " was built by llc " + idx->toolchain + ", this toolchain is llc " + llc +
                 ": compile into a new --out"};
  idx->toolchain = llc;
  auto builders = make_builders(o, *tc, llc_release);
  if (!builders) return builders.error();

  CompileReport rep;
  const isa::Auditor auditor;  // one disassembler per arch, shared by the workers
  auto reaudited = audit_cached_objects(*idx, dir, auditor);  // a cache from before this audit
  if (!reaudited) return reaudited.error();
  rep.exclusions = std::move(*reaudited);
  const GateOptions gate{o.jobs, std::chrono::milliseconds(300000), o.gate_inputs};
  if (idx->isa_execution != kExecutionGateVersion && !idx->kernels.empty()) {
    if (!o.domain) return Error{dir.string() + ": the cache predates the ISA execution gate and no arch domain was given"};
    auto executed = execute_cached_objects(*idx, dir, o.domain, gate);
    if (!executed) return executed.error();
    rep.exclusions.insert(rep.exclusions.end(), executed->exclusions.begin(), executed->exclusions.end());
    rep.loops_not_taken.insert(rep.loops_not_taken.end(), executed->loops_not_taken.begin(),
                               executed->loops_not_taken.end());
    rep.executed += executed->executed;
    rep.seconds.execute += executed->seconds;
  }
  idx->isa_execution = kExecutionGateVersion;
  // The replayed journal becomes the index before this run journals anything of its own.
  if (auto s = compact_journal(dir, *idx); !s) return s.error();
  auto journal = CacheJournal::open(dir);
  if (!journal) return journal.error();
  rep.replayed = *replayed;
  std::vector<const GridKernel*> todo;
  for (const GridKernel& k : kernels) {
    if (up_to_date(*idx, dir, k, rep.repaired)) ++rep.reused;
    else todo.push_back(&k);
  }
  const auto objects = dir / "objects";
  std::mutex write_error_mutex;
  std::string write_error;  // the first journal record or object that could not be written (a full disk)
  auto record = [&](const std::string& name, const Compiled& c) {
    if (!c.failure.empty()) return;
    if (auto s = journal->record(name, c.entry); !s) {
      std::lock_guard<std::mutex> hold(write_error_mutex);
      if (write_error.empty()) write_error = s.error().message;
    }
  };
  for (size_t begin = 0; begin < todo.size(); begin += o.batch) {
    const size_t n = std::min(o.batch, todo.size() - begin);
    std::vector<Compiled> out(n);
    std::vector<char> gated(n, 0);  // banked: finished only once the ISA executor passed or excluded it
    toolchain::parallel_for_workers(
        n, o.jobs,
        [&](size_t w, size_t i) {
          out[i] = compile_kernel(*(*builders)[w], auditor, *todo[begin + i], objects);
          gated[i] = needs_execution(out[i].entry);
          if (!gated[i]) record(todo[begin + i]->name, out[i]);  // finished now
        },
        [&](size_t done, size_t) {
          if (o.progress)
            std::fprintf(stderr, "\rirgate grid compile: %zu/%zu", begin + done, todo.size()), std::fflush(stderr);
        });
    gate_banked_kernels(dir, *idx, todo, begin, out, gate, rep);
    for (size_t i = 0; i < n; ++i)
      if (gated[i]) record(todo[begin + i]->name, out[i]);
    for (size_t i = 0; i < n && write_error.empty(); ++i)  // a full disk fails every kernel: stop, not 1,536 times
      if (out_of_room(out[i].failure)) write_error = todo[begin + i]->name + ": " + out[i].failure;
    if (!write_error.empty())  // the index keeps its last checkpoint; the journal holds every whole line
      return Error{write_error + " (the cache keeps every kernel finished before; run again once there is room)"};
    for (size_t i = 0; i < n; ++i) {
      const std::string& name = todo[begin + i]->name;
      rep.seconds += out[i].seconds;
      const StepSeconds& t = out[i].seconds;
      rep.kernel_seconds.push_back(t.total());
      if (!out[i].failure.empty()) {
        rep.failures.emplace_back(name, out[i].failure);
        continue;
      }
      ++rep.compiled;
      if (!out[i].entry.cached()) rep.exclusions.emplace_back(name, out[i].entry.reason);
      idx->put(name, out[i].entry);
    }
    if (auto s = idx->save(dir); !s) return s.error();  // checkpoint: what readers see grows a batch at a time
  }
  if (auto s = compact_journal(dir, *idx); !s) return s.error();
  if (o.progress && !todo.empty()) std::fputc('\n', stderr);
  for (const GridKernel& k : kernels)
    if (const CacheEntry* e = idx->find(k.name); e && e->llvm_sha256 == k.llvm_sha256)
      ++(e->cached() ? rep.cached : rep.excluded);
  rep.wall_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return rep;
}

}  // namespace irgate::grid
