// tools/cmd_emit.cpp — `irgate emit`: the LLVM text (or canonical IR) of one config, or its refusal.
//
//   irgate emit --config 232 --flavor llvm22 [--engine twin] [--ir] [--out FILE]
//   irgate emit --spec my_try.json --config 9001 --flavor llvm19   # an entry not in the corpus
// Exit: 0 the text is on stdout (or in --out); 3 refused, the reason on stderr and nothing
// written; 1 an engine error; 2 usage or bad input.
#include <CLI/CLI.hpp>

#include <cstdlib>
#include <iostream>

#include "support/files.h"
#include "tools/context.h"
#include "registry/engine.h"
#include "tools/engines.h"

namespace irgate::tools {
namespace {

struct EmitOptions {
  int config = 0;
  std::string flavor = "llvm22";
  std::string engine = "reference";
  std::string spec_file;
  std::string out;
  bool ir = false;
};

int run_emit(const Context& ctx, const EmitOptions& o) {
  auto r = resolve_request(ctx.root(), o.config, o.flavor, o.engine, o.spec_file);
  if (!r) return std::cerr << "irgate emit: " << r.error().message << "\n", 2;
  const registry::Engine engine(r->engine);
  registry::Emission e = o.ir ? engine.emit_ir(r->request) : engine.emit_ll(r->request);
  if (!e.ok()) return report_not_ok("emit", e.status, e.refusal_id, e.refusal_text);
  const std::string& bytes = e.text;
  if (o.out.empty()) {
    std::cout << bytes;
    return 0;
  }
  if (auto s = write_atomic(o.out, bytes); !s) return std::cerr << "irgate emit: " << s.error().message << "\n", 2;
  return 0;
}

}  // namespace

void add_emit_command(CLI::App& app, Context& ctx) {
  auto o = std::make_shared<EmitOptions>();
  CLI::App* sub = app.add_subcommand("emit", "Print one config's LLVM text (or canonical IR), or its refusal");
  sub->add_option("--config", o->config, "Config id")->required();
  sub->add_option("--flavor", o->flavor, "llvm16 | llvm19 | llvm22")->capture_default_str();
  sub->add_option("--engine", o->engine, "reference | twin")->capture_default_str();
  sub->add_option("--spec", o->spec_file, "A file in the corpus format holding an entry not in the corpus");
  sub->add_option("--out", o->out, "Write the text here instead of stdout");
  sub->add_flag("--ir", o->ir, "Print the canonical tile IR instead of LLVM text");
  sub->callback([&ctx, o] { ctx.exit_code = run_emit(ctx, *o); });
}

}  // namespace irgate::tools
