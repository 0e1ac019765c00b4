// tools/engines.h — what the `irgate` subcommands share to run the engines: the engines by
// name and the arch-domain views of every flavor (from lanes/engines.h), one config made into a
// request, and how a refusal is reported.
//
//   auto views = load_views(ctx.root());           // Error names the bad table file
//   irg_request_t req = config.request(flavor, (*views)[flavor]->get());
//   const irg_engine* e = engine_by_name("twin");
//   auto r = resolve_request(root, 233, "llvm22", "twin");   // r->request is ready to emit
#pragma once

#include <array>
#include <filesystem>
#include <memory>
#include <string>

#include "arch_domain/table.h"
#include "irgate/engine_api.h"
#include "lanes/engines.h"
#include "parity/corpus.h"
#include "support/result.h"

namespace irgate::tools {

// The engines by name and the views of every flavor (lanes/engines.h, shared with the lanes).
using lanes::engine_by_name;
using lanes::load_flavor_view;
using lanes::load_views;
using lanes::Views;

// One config of the corpus (or of a --spec file) made into a request for a flavor and engine.
struct ResolvedRequest {
  parity::Config config;
  const irg_engine* engine = nullptr;
  Views views;
  irg_request_t request{};
};
Result<ResolvedRequest> resolve_request(const std::filesystem::path& root, int config_id, const std::string& flavor,
                                        const std::string& engine, const std::string& spec_file = "");

// Exit code of `irgate emit` / `irgate plan` when the engine refuses the spec: an answer, but not
// the text or plan the caller asked for, so a script that redirects stdout into a .ll never
// mistakes a refusal for a kernel.
inline constexpr int kExitRefused = 3;

// Prints "irgate <command>: refused <id>: <text>" (exit kExitRefused) or "irgate <command>: error
// <id>: <text>" (exit 1) on stderr; stdout stays empty.
int report_not_ok(const char* command, int status, const std::string& id, const std::string& text);

}  // namespace irgate::tools
