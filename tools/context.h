// tools/context.h — what every `irgate` subcommand shares: the exit code it sets, the
// repository root it reads data from, and the arch-domain views it hands to the engines.
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
  // The checkout irgate reads parity/configs, golden/data and arch_domain/tables from:
  // $IRGATE_ROOT, else the nearest parent of the working directory holding parity/configs.
  std::filesystem::path root() const;
};

}  // namespace irgate::tools
