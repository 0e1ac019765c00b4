// toolchain/validate_report.h — the toolchain lane's resource table, as JSON and Markdown.
//
// Used by `irgate validate`. One row per (config, flavor, kernel): VGPRs, AGPRs, SGPRs, spills,
// scratch, LDS against the arch limit, the ISA audit's verdict, and the verdict (the failing
// step and its first line); then every ISA audit finding (kernel, address, instruction,
// register), one line each.
//
//   std::cout << validate_markdown(outcomes);
//   write_atomic(json_path, dump_json(validate_json(outcomes)));
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "toolchain/validate.h"

namespace irgate::toolchain {

nlohmann::json validate_json(const std::vector<ValidateOutcome>& outcomes);
std::string validate_markdown(const std::vector<ValidateOutcome>& outcomes);

}  // namespace irgate::toolchain
