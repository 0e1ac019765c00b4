// lanes/engines.h — what the lanes and the command line share to run the engines: the engines by
// name, and the committed arch-domain view of every flavor, loaded once per call.
//
//   auto views = lanes::load_views(root);          // Error names the bad table file
//   const irg_engine* twin = lanes::engine_by_name("twin");   // nullptr in a build without it
//   irg_request_t req = config.request(flavor, (*views)[flavor]->get());
//   auto grid_only = lanes::load_flavor_view(root, IRG_FLAVOR_LLVM22);   // opens llvm22.json alone
#pragma once

#include <array>
#include <filesystem>
#include <memory>
#include <string>

#include "arch_domain/table.h"
#include "irgate/engine_api.h"
#include "support/result.h"

namespace irgate::lanes {

const irg_engine* engine_by_name(const std::string& name);  // "reference" | "twin"; nullptr if unknown

using Views = std::array<std::shared_ptr<const arch_domain::View>, IRG_FLAVOR_COUNT>;
Result<Views> load_views(const std::filesystem::path& root);
// Only `flavor`'s view (the others stay null): what serving and the grid read (llvm22), so they
// open no other flavor's table.
Result<Views> load_flavor_view(const std::filesystem::path& root, int flavor);

}  // namespace irgate::lanes
