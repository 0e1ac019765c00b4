// tools/engines.cpp — see engines.h.
#include "tools/engines.h"

#include "registry/families.h"

#include <iostream>

namespace irgate::tools {

Result<ResolvedRequest> resolve_request(const std::filesystem::path& root, int config_id, const std::string& flavor,
                                        const std::string& engine, const std::string& spec_file) {
  auto corpus = spec_file.empty() ? parity::load_corpus(root) : parity::load_config_file(spec_file);
  if (!corpus) return corpus.error();
  const parity::Config* c = parity::find_config(*corpus, config_id);
  if (!c) return Error{"no config " + std::to_string(config_id) + (spec_file.empty() ? "" : " in " + spec_file)};
  int f = registry::flavor_by_name(flavor);
  if (f < 0) return Error{"unknown flavor " + flavor};
  ResolvedRequest r;
  r.engine = engine_by_name(engine);
  if (!r.engine) return Error{"unknown engine " + engine + " (reference | twin)"};
  auto views = load_views(root);
  if (!views) return views.error();
  r.views = *views;
  r.config = *c;
  r.request = c->request(f, r.views[f]->get());
  return r;
}

int report_not_ok(const char* command, int status, const std::string& id, const std::string& text) {
  const bool refused = status == IRG_STATUS_REFUSED;
  std::cerr << "irgate " << command << ": " << (refused ? "refused " : "error ") << id << ": " << text << "\n";
  return refused ? kExitRefused : 1;
}

}  // namespace irgate::tools
