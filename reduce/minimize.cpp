// reduce/minimize.cpp — see minimize.h.
#include "reduce/minimize.h"

#include <algorithm>
#include <map>
#include <set>

namespace irgate::reduce {
namespace {

class Minimizer {
 public:
  Minimizer(const std::vector<Axis>& axes, const Predicate& p, const MinimizeOptions& o) : axes_(axes), pred_(p), opt_(o) {}

  bool holds(const Point& p) {
    auto it = memo_.find(p);
    if (it != memo_.end()) return it->second;
    if (tests_ >= opt_.max_tests) {
      spent_ = true;
      return false;
    }
    ++tests_;
    return memo_[p] = pred_(p);
  }

  // ddmin over the axes that are not at values[0]: reset chunks (or keep only one chunk).
  bool reset_to_simplest(Point& point) {
    bool changed = false;
    std::vector<size_t> open;
    for (size_t a = 0; a < axes_.size(); ++a)
      if (!axes_[a].values.empty() && point[a] != axes_[a].values[0]) open.push_back(a);
    size_t n = 2;
    while (!open.empty() && !spent_) {
      n = std::min(n, open.size());
      std::vector<std::vector<size_t>> chunks(n);
      for (size_t i = 0; i < open.size(); ++i) chunks[i * n / open.size()].push_back(open[i]);
      bool progress = false;
      for (const auto& chunk : chunks) {  // reset one chunk
        Point cand = point;
        for (size_t a : chunk) cand[a] = axes_[a].values[0];
        if (holds(cand)) {
          point = cand, changed = progress = true;
          std::vector<size_t> rest;
          for (size_t a : open)
            if (std::find(chunk.begin(), chunk.end(), a) == chunk.end()) rest.push_back(a);
          open = rest;
          n = std::max<size_t>(n - 1, 2);
          break;
        }
      }
      if (!progress && n > 2) {
        for (const auto& chunk : chunks) {  // keep only one chunk: reset its complement
          Point cand = point;
          for (size_t a : open)
            if (std::find(chunk.begin(), chunk.end(), a) == chunk.end()) cand[a] = axes_[a].values[0];
          if (holds(cand)) {
            point = cand, changed = progress = true;
            open = chunk;
            n = 2;
            break;
          }
        }
      }
      if (!progress) {
        if (n >= open.size()) break;
        n = std::min(open.size(), 2 * n);
      }
    }
    return changed;
  }

  // Each axis to the simplest value (rank order) that still holds.
  bool lower_each(Point& point) {
    bool changed = false;
    for (size_t a = 0; a < axes_.size() && !spent_; ++a) {
      const Axis& axis = axes_[a];
      const size_t r = rank_of(axis, point[a]);
      if (r == 0 || axis.values.empty()) continue;
      std::set<size_t> ranks;
      if (r <= 64) {
        for (size_t k = 0; k < r && k < axis.values.size(); ++k) ranks.insert(k);
      } else {
        for (size_t k : {size_t(0), size_t(1), size_t(2), size_t(3), r / 4, r / 2, 3 * r / 4, r - 1})
          if (k < r && k < axis.values.size()) ranks.insert(k);
      }
      for (size_t k : ranks) {
        Point cand = point;
        cand[a] = axis.values[k];
        if (holds(cand)) {
          point = cand, changed = true;
          break;
        }
      }
    }
    return changed;
  }

  int tests_ = 0;
  bool spent_ = false;

 private:
  const std::vector<Axis>& axes_;
  const Predicate& pred_;
  MinimizeOptions opt_;
  std::map<Point, bool> memo_;
};

}  // namespace

size_t rank_of(const Axis& axis, int64_t v) {
  auto it = std::find(axis.values.begin(), axis.values.end(), v);
  return size_t(it - axis.values.begin());
}

MinimizeResult minimize(const std::vector<Axis>& axes, const Point& start, const Predicate& still_fails,
                        const MinimizeOptions& options) {
  MinimizeResult res;
  res.point = start;
  if (start.size() != axes.size()) return res;
  Minimizer m(axes, still_fails, options);
  res.start_holds = m.holds(start);
  if (res.start_holds) {
    for (;;) {
      const Point before = res.point;
      m.reset_to_simplest(res.point);
      m.lower_each(res.point);
      if (res.point == before || m.spent_) break;
    }
  }
  res.tests = m.tests_;
  res.budget_spent = m.spent_;
  for (size_t a = 0; a < axes.size(); ++a) res.accepted += res.point[a] != start[a];
  return res;
}

}  // namespace irgate::reduce
