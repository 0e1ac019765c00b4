// tools/cmd_worker.cpp — `irgate worker SERVICE`: the worker mode (support/worker.h). irgate
// starts it itself, by exec, whenever it runs irgate code out of process; it serves requests on
// the socket its parent left on fd 3 until the parent closes it. Not for people: hidden from
// --help, and without that socket it exits 2 with a message.
#include <CLI/CLI.hpp>

#include <memory>

#include "tools/context.h"
#include "tools/engines.h"
#include "tools/worker_services.h"

namespace irgate::tools {

void add_worker_command(CLI::App& app, Context& ctx) {
  auto service = std::make_shared<std::string>();
  CLI::App* sub = app.add_subcommand("worker", "Serve irgate's own worker requests (started by irgate)");
  sub->group("");  // hidden
  sub->add_option("service", *service, "emit, numerics or build")->required();
  sub->callback([&ctx, service] { ctx.exit_code = serve_worker(*service, worker_services(engine_by_name)); });
}

}  // namespace irgate::tools
