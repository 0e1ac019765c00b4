// parity/corpus.h — the parity config corpus: parity/configs/<family>.json -> requests.
//
// Both engines are fed from this one corpus. An entry names an id (append-only, never reused),
// an arch, the non-default spec fields, optional flavors (default all), a purpose, and an
// optional expect (a refusal id for every flavor, or per flavor). A malformed file is reported
// with file:line:col (syntax) or file + JSON pointer + config id (content), exit code 2.
//
//   auto corpus = parity::load_corpus(root);
//   if (!corpus) return corpus.error();
//   irg_request_t req = corpus->front().request(IRG_FLAVOR_LLVM22, view->get());
#pragma once

#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "irgate/abi.h"
#include "irgate/arch_domain_view.h"
#include "registry/spec_fields.h"
#include "support/result.h"

namespace irgate::parity {

inline constexpr const char* kCorpusSchema = "irgate.parity_configs/v1";

struct Config {
  int id = 0;
  int family = 0;
  std::string family_name;
  std::string arch;
  std::string purpose;
  registry::SpecValues spec;                       // the fields as written (non-default only)
  std::vector<int> flavors;                        // flavors this config runs under
  std::map<int, std::string> expect;               // flavor -> refusal id it must produce
  std::string origin;                              // "parity/configs/x.json /configs/3"

  irg_request_t request(int flavor, const irg_arch_domain_t* domain) const;
  // The refusal id expected under flavor, or "" when the config must emit.
  std::string expected(int flavor) const;
};

// Reads every parity/configs/*.json (sorted by name); ids unique across the corpus, each inside
// the id ranges families.def gives its family.
Result<std::vector<Config>> load_corpus(const std::filesystem::path& root);
// One file of the corpus format (also `irgate emit --spec FILE`).
Result<std::vector<Config>> load_config_file(const std::filesystem::path& path);

const Config* find_config(const std::vector<Config>& corpus, int id);
// An `--only` list ("direct_wgrad_reduce,233"), split at commas. Every item must name a family
// or a config id of the corpus: a typo is a usage error, not an empty selection.
Result<std::vector<std::string>> parse_only(const std::vector<Config>& corpus, const std::string& csv);
// True when `only` is empty or one of its items is c's family name or id.
bool only_selects(const std::vector<std::string>& only, const Config& c);

}  // namespace irgate::parity
