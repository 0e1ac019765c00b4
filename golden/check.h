// golden/check.h — compares what the engine produces now with the blessed goldens.
//
// Missing, new, changed and stale entries all fail, each named; so do a missing index file, a
// blessed text that no longer matches its hash, a golden folder of a flavor the ladder no longer
// has, and an index of a family without configs. A changed case carries old -> new hash, the
// byte delta, the IR diff against the blessed text, and the command that re-records just it.
// A passing check deletes stale pending (*.new) files.
//
//   auto findings = golden::check(data_dir, snapshots, corpus, selection, {.explain = false});
//   if (!findings) return findings.error();   // a corrupt golden file: exit 2
//   for (auto& f : *findings) std::cout << f.summary << "\n" << f.diff;
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "golden/snapshot.h"
#include "support/result.h"

namespace irgate::golden {

struct Finding {
  std::string kind;  // changed | new | missing | stale | corrupt_text | missing_file | stale_flavor | stale_family
  std::string target, family;
  int id = 0;
  std::string summary;  // one line
  std::string diff;     // the IR diff against the blessed text (changed cases)
  std::string rerecord; // the command that re-records just this entry
};

struct CheckOptions {
  bool explain = false;    // full diffs instead of bounded ones
  bool clean_pending = true;
};

Result<std::vector<Finding>> check(const std::filesystem::path& data, const Snapshots& now,
                                   const std::vector<parity::Config>& corpus, const Selection& sel,
                                   const CheckOptions& opts);

// Every pending file (*.json.new, *.ll.new, *.ir.new) under data.
std::vector<std::filesystem::path> pending_files(const std::filesystem::path& data);

}  // namespace irgate::golden
