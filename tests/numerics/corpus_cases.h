// tests/numerics/corpus_cases.h — the emitting (config, flavor) cases of one family of the
// shipped corpus, with each flavor's arch-domain view, for the numerics tests.
//
//   auto cases = numerics_test::emitting_cases("direct_depthwise_wgrad");
//   for (auto& c : *cases) check_numerics(*irg_reference_engine(), c.request, {});
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "arch_domain/table.h"
#include "irgate/engine_api.h"
#include "parity/corpus.h"
#include "runtime/numerics.h"
#include "registry/families.h"

namespace irgate::numerics_test {

inline std::filesystem::path root() {
  const char* r = std::getenv("IRGATE_ROOT");
  return r && *r ? std::filesystem::path(r) : std::filesystem::current_path();
}

struct Case {
  int id;
  int flavor;
  std::string arch;
  irg_request_t request;
  std::shared_ptr<const arch_domain::View> view;  // keeps request.domain alive
};

inline Result<std::vector<Case>> emitting_cases(const std::string& family) {
  auto corpus = parity::load_corpus(root());
  if (!corpus) return corpus.error();
  std::vector<Case> out;
  std::shared_ptr<const arch_domain::View> views[IRG_FLAVOR_COUNT];
  for (int f = 0; f < IRG_FLAVOR_COUNT; ++f) {
    auto v = arch_domain::load_view(root(), f);
    if (!v) return v.error();
    views[f] = *v;
  }
  for (const parity::Config& c : *corpus) {
    if (c.family_name != family) continue;
    for (int f : c.flavors) {
      if (!c.expected(f).empty()) continue;
      out.push_back({c.id, f, c.arch, c.request(f, views[f]->get()), views[f]});
    }
  }
  return out;
}

// The first config of each stage-1 family (families.def order) that emits under llvm22, with
// the family's name; a family without one is an error (every stage-1 family must run).
inline Result<std::vector<std::pair<std::string, Case>>> first_llvm22_case_of_each_stage1_family() {
  std::vector<std::pair<std::string, Case>> out;
  for (const registry::Family& family : registry::families()) {
    if (!family.stage1) continue;
    auto cases = emitting_cases(family.name);
    if (!cases) return cases.error();
    const auto c = std::find_if(cases->begin(), cases->end(), [](const Case& k) { return k.flavor == IRG_FLAVOR_LLVM22; });
    if (c == cases->end()) return Error{family.name + " has no config emitting under llvm22", 1};
    out.emplace_back(family.name, *c);
  }
  if (out.empty()) return Error{"families.def has no stage-1 family", 1};
  return out;
}

// A rewrite of a kernel's LLVM text that counts the runs in which it changed something: a
// broken-kernel test first checks that its mutation applied.
struct CountingEdit {
  std::function<std::string(const std::string&)> edit;
  mutable int applied = 0;
  std::string operator()(const std::string& text) const {
    std::string out = edit(text);
    applied += out != text;
    return out;
  }
};

// The reference engine's kernel of `c` on the emulator, its LLVM text rewritten by `edit` first
// (nullptr: unbroken).
inline runtime::NumericsResult run_edited(const Case& c, const CountingEdit* edit) {
  runtime::NumericsOptions o;
  if (edit) o.rewrite_kernel = [edit](const std::string& t) { return (*edit)(t); };
  return runtime::check_numerics(*irg_reference_engine(), c.request, o);
}

// The llvm22 cases of a family by config id (the gfx1250 families emit only there).
class Llvm22Cases : public ::testing::Test {
 protected:
  explicit Llvm22Cases(std::string family) : family_(std::move(family)) {}
  void SetUp() override {
    auto cases = emitting_cases(family_);
    ASSERT_TRUE(cases) << cases.error().message;
    for (auto& c : *cases)
      if (c.flavor == IRG_FLAVOR_LLVM22) by_id_[c.id] = c;
  }
  const Case& at(int id) {
    EXPECT_TRUE(by_id_.count(id)) << "config " << id << " does not emit under llvm22";
    return by_id_.at(id);
  }

 private:
  std::string family_;
  std::map<int, Case> by_id_;
};

// The larger of one image of X and one of dY in bytes (16-bit activations): a batch of five cut
// by a slice window of 2 * this + 1 runs as 2 + 2 + 1 images (the sliced-plan tests).
inline int64_t image_bytes(const irg_problem_t& p) {
  auto extent = [](int64_t in, int pad, int filter, int stride, int dilation) {
    return (in + 2 * int64_t(pad) - int64_t(dilation) * (filter - 1) - 1) / stride + 1;
  };
  const int64_t ho = extent(p.hi, p.pad_h, p.filter_h, p.stride_h, p.dilation_h);
  const int64_t wo = extent(p.wi, p.pad_w, p.filter_w, p.stride_w, p.dilation_w);
  return std::max(p.hi * p.wi * p.groups * p.cpg * 2, ho * wo * p.groups * p.kpg * 2);
}

inline std::string describe(const Case& c) {
  return "config " + std::to_string(c.id) + " (" + c.arch + ") flavor " + registry::flavor_name(c.flavor);
}

}  // namespace irgate::numerics_test
