// tools/main.cpp — the `irgate` command line: parses flags (CLI11) and calls the libraries.
// Exit codes: 0 pass, 1 the check failed, 2 usage or bad input.
#include <CLI/CLI.hpp>

#include <csignal>
#include <cstdlib>
#include <iostream>

#include "support/data_root.h"
#include "support/worker.h"
#include "tools/context.h"

namespace irgate::tools {
#define IRGATE_COMMAND(name) void add_##name##_command(CLI::App&, Context&);
#include "tools/commands.def"
#undef IRGATE_COMMAND

std::filesystem::path Context::root() const {
  auto root = find_data_root(data_root_inputs(root_flag));
  if (!root) {
    std::cerr << root.error().message << "\n";
    std::exit(root.error().exit_code);
  }
  return *root;
}
}  // namespace irgate::tools

int main(int argc, char** argv) {
  irgate::offer_self_as_worker();  // before any thread: the lanes' workers are this program
  // A file-size limit (RLIMIT_FSIZE) is a full disk to irgate: the write fails with EFBIG and the
  // command ends with that error (the cache's journal and index stay whole, docs/grid.md), where
  // the default SIGXFSZ would kill it mid-way. Workers do the same (support/worker_serve.cpp).
  std::signal(SIGXFSZ, SIG_IGN);
  CLI::App app{"irgate: the pre-merge gate of the AMDGPU wgrad kernel engines"};
  app.require_subcommand(1);
  irgate::tools::Context ctx;
  app.add_option("--root", ctx.root_flag, "The data root (corpus, goldens, arch tables); default: $IRGATE_ROOT, the checkout "
                                          "of a build-tree binary, <prefix>/share/irgate of an installed one");
  app.fallthrough();  // --root also after the subcommand: `irgate plan --root DIR ...`
#define IRGATE_COMMAND(name) irgate::tools::add_##name##_command(app, ctx);
#include "tools/commands.def"
#undef IRGATE_COMMAND
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    app.exit(e);
    return 2;
  }
  return ctx.exit_code;
}
