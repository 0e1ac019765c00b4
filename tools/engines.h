// tools/engines.h — what the `irgate` subcommands share to run the engines: the engines by
// name, and the arch-domain views of every flavor, loaded once per process.
//
//   auto views = load_views(ctx.root());           // Error names the bad table file
//   irg_request_t req = config.request(flavor, (*views)[flavor]->get());
//   const irg_engine* e = engine_by_name("twin");
#pragma once

#include <array>
#include <filesystem>
#include <memory>
#include <string>

#include "arch_domain/table.h"
#include "irgate/engine_api.h"
#include "support/result.h"

namespace irgate::tools {

const irg_engine* engine_by_name(const std::string& name);  // nullptr if unknown

using Views = std::array<std::shared_ptr<const arch_domain::View>, IRG_FLAVOR_COUNT>;
Result<Views> load_views(const std::filesystem::path& root);

}  // namespace irgate::tools
