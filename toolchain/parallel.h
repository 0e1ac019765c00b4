// toolchain/parallel.h — run n independent jobs on a small std::thread pool.
//
// Used by the arch-domain measurer and the toolchain lane: each job is already a subprocess, so
// a few threads keep the cores busy. fn(i) must touch only its own slot i; `done` (optional) is
// called under a lock after each job, for progress lines.
//
//   parallel_for(items.size(), 2, [&](size_t i) { results[i] = probe(items[i]); });
//   parallel_for_workers(n, 2, [&](size_t w, size_t i) { out[i] = builders[w]->build(...); });
#pragma once

#include <cstddef>
#include <functional>

namespace irgate::toolchain {

void parallel_for(size_t n, int jobs, const std::function<void(size_t)>& fn,
                  const std::function<void(size_t done, size_t index)>& done = {});

// Like parallel_for, and fn also gets its worker's number (0 .. jobs-1), so each worker can own
// per-thread state (an in-process compiler, say) without locking.
void parallel_for_workers(size_t n, int jobs, const std::function<void(size_t worker, size_t index)>& fn,
                          const std::function<void(size_t done, size_t index)>& done = {});

}  // namespace irgate::toolchain
