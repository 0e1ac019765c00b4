// tools/context.h — what every `irgate` subcommand shares: the exit code it sets, the
// data root it reads from (support/data_root.h), and the arch-domain views it hands to the engines.
//
//   void add_emit_command(CLI::App& app, Context& ctx) {
//     auto* sub = app.add_subcommand("emit", "...");
//     sub->callback([&ctx] { ctx.exit_code = run_emit(ctx); });
//   }
#pragma once

#include <filesystem>
#include <string>

namespace irgate::tools {

struct Context {
  int exit_code = 0;
  std::string root_flag;  // --root DIR
  // The data root irgate reads parity/configs, golden/data and arch_domain/tables from: --root,
  // $IRGATE_ROOT, the checkout of a build-tree binary, <prefix>/share/irgate of an installed one
  // (support/data_root.h), never the current folder. Every caller needs the data to go on, so
  // when there is none this prints where it looked and exits 2 (nothing is written yet).
  std::filesystem::path root() const;
};

}  // namespace irgate::tools
