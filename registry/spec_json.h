// registry/spec_json.h — one spec field set from a JSON value, as parity configs, `--spec` files
// and grid tables write them ({"waves": 8, "dtype": "bf16"}).
//
//   if (auto s = registry::apply_spec_json(request, "waves", value); !s)
//     return Error{path + ": spec field 'waves': " + s.error().message};
#pragma once

#include <string_view>

#include <nlohmann/json_fwd.hpp>

#include "irgate/abi.h"
#include "support/result.h"

namespace irgate::registry {

// Sets one field of request.spec (request.family already set); a dtype field takes its name.
Status apply_spec_json(irg_request_t& request, std::string_view name, const nlohmann::json& value);
// The JSON a config would write for the field's current value (a dtype by name).
nlohmann::json spec_json_value(int family, std::string_view name, int32_t value);

}  // namespace irgate::registry
