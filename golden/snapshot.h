// golden/snapshot.h — what the engine produces now, in golden form: per (target, family) the
// cases (arch, kernel, bytes, sha256 and the text) and the refusals of the selected configs.
//
// Targets are the flavors (LLVM text of each config under that flavor) and "canonical" (the
// config's canonical IR, which must be the same under every flavor that emits it; a config that
// no flavor emits records the refusal of its newest flavor). Each config is emitted in a forked
// child: an engine that crashes or hangs on it is recorded as refusal id "crash" with the cause,
// which fails any golden check, and the other configs are still snapshotted.
//
//   Snapshots now = take_snapshots(corpus, domains, irg_reference_engine(), {});
//   for (auto& [key, snap] : now) ... key.first == "llvm22", key.second == family
#pragma once

#include <array>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "golden/index.h"
#include "irgate/engine_api.h"
#include "parity/corpus.h"
#include "parity/corpus_emission.h"

namespace irgate::golden {

struct Snapshot {
  Index index;
  std::map<int, std::string> texts;  // id -> the emitted text of each case
};

using Key = std::pair<std::string, std::string>;  // target, family
using Snapshots = std::map<Key, Snapshot>;
using Domains = std::array<const irg_arch_domain_t*, IRG_FLAVOR_COUNT>;

struct Selection {
  std::vector<std::string> only;     // family names and/or config ids; empty = all
  std::vector<std::string> targets;  // flavor names and/or "canonical"; empty = all
  bool selects(const parity::Config& c) const;
  bool selects_target(const std::string& target) const;
};

std::vector<std::string> all_targets();  // every flavor, then "canonical"

// problems receives engine inconsistencies (canonical IR that differs between flavors). Configs in
// `known` (`engine`'s answers, taken by an earlier run: the parity lane's) are not emitted again.
Snapshots take_snapshots(const std::vector<parity::Config>& corpus, const Domains& domains, const irg_engine* engine,
                         const Selection& selection, std::vector<std::string>* problems,
                         const parity::EmissionsById* known = nullptr);

}  // namespace irgate::golden
