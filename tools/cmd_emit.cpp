// tools/cmd_emit.cpp — `irgate emit`: the LLVM text (or canonical IR) of one config, or its refusal.
//
//   irgate emit --config 232 --flavor llvm22 [--engine twin] [--ir] [--out FILE]
//   irgate emit --spec my_try.json --config 9001 --flavor llvm19   # an entry not in the corpus
#include <CLI/CLI.hpp>

#include <cstdlib>
#include <iostream>

#include "parity/corpus.h"
#include "support/files.h"
#include "tools/context.h"
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
  auto corpus = o.spec_file.empty() ? parity::load_corpus(ctx.root()) : parity::load_config_file(o.spec_file);
  if (!corpus) return std::cerr << "irgate emit: " << corpus.error().message << "\n", 2;
  const parity::Config* c = parity::find_config(*corpus, o.config);
  if (!c && !o.spec_file.empty() && o.config == 0 && corpus->size() == 1) c = &corpus->front();
  if (!c) return std::cerr << "irgate emit: no config " << o.config << "\n", 2;
  int flavor = parity::flavor_by_name(o.flavor);
  if (flavor < 0) return std::cerr << "irgate emit: unknown flavor " << o.flavor << "\n", 2;
  const irg_engine* engine = engine_by_name(o.engine);
  if (!engine) return std::cerr << "irgate emit: unknown engine " << o.engine << "\n", 2;
  auto views = load_views(ctx.root());
  if (!views) return std::cerr << "irgate emit: " << views.error().message << "\n", 2;

  irg_request_t req = c->request(flavor, (*views)[flavor]->get());
  irg_text_t text{};
  irg_refusal_t why{};
  int st = o.ir ? engine->emit_ir(&req, &text, &why) : engine->emit_ll(&req, &text, &why);
  if (st != IRG_STATUS_OK) {
    std::cout << (st == IRG_STATUS_REFUSED ? "refused " : "error ") << why.id << ": " << why.text << "\n";
    return st == IRG_STATUS_REFUSED ? 0 : 1;
  }
  std::string bytes(text.data, text.size);
  std::free(text.data);
  std::free(text.spec_stamp);
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
