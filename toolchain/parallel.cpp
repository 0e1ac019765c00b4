// toolchain/parallel.cpp — see parallel.h.
#include "toolchain/parallel.h"

#include <algorithm>
#include <atomic>
#include <mutex>
#include <thread>
#include <vector>

namespace irgate::toolchain {

void parallel_for_workers(size_t n, int jobs, const std::function<void(size_t, size_t)>& fn,
                          const std::function<void(size_t, size_t)>& done) {
  std::atomic<size_t> next{0}, finished{0};
  std::mutex mu;
  auto worker = [&](size_t w) {
    for (size_t i; (i = next.fetch_add(1)) < n;) {
      fn(w, i);
      size_t d = finished.fetch_add(1) + 1;
      if (done) {
        std::lock_guard<std::mutex> lock(mu);
        done(d, i);
      }
    }
  };
  size_t threads = std::min<size_t>(static_cast<size_t>(std::max(1, jobs)), std::max<size_t>(n, 1));
  std::vector<std::thread> pool;
  for (size_t t = 0; t < threads; ++t) pool.emplace_back(worker, t);
  for (auto& t : pool) t.join();
}

void parallel_for(size_t n, int jobs, const std::function<void(size_t)>& fn,
                  const std::function<void(size_t, size_t)>& done) {
  parallel_for_workers(n, jobs, [&](size_t, size_t i) { fn(i); }, done);
}

}  // namespace irgate::toolchain
