// registry/spec_json.h — specs (registry::SpecValues, registry/spec_fields.h) to and from JSON, as
// parity configs, `--spec` files, grid tables and the kernel cache's index write them
// ({"waves": 8, "dtype": "bf16"}). The one place a spec meets the JSON library: the headers that
// carry a spec hold the plain SpecValues, and their loaders convert here.
//
//   auto spec = registry::spec_values_from_json(entry["spec"], path + " /configs/3/spec");
//   if (!spec) return spec.error();                       // not an object: names where
//   for (const auto& [name, value] : *spec)
//     if (auto s = registry::set_spec_field(request, name, value); !s) ...  // a wrong type, by field
//   nlohmann::json j = {{"spec", *spec}};                 // to_json below: {"dtype":"bf16","waves":8}
#pragma once

#include <string>

#include <nlohmann/json_fwd.hpp>

#include "registry/spec_fields.h"
#include "support/result.h"

namespace irgate::registry {

// An integer or a string as itself; anything else (a bool, a float, an array) is Kind::Other,
// which set_spec_field refuses in the field's words. An unsigned value past int64 reads as the
// largest int64, which set_spec_field refuses as not fitting an int32.
SpecValue spec_value_from_json(const nlohmann::json& value);
// A JSON object's fields; an Error naming `where` when j is not an object.
Result<SpecValues> spec_values_from_json(const nlohmann::json& j, const std::string& where);
// nlohmann's hook (found by argument-dependent lookup), so a SpecValues is written as a JSON
// object wherever a json is built from it; Other is written null.
void to_json(nlohmann::json& j, const SpecValue& v);
// The compact JSON text of a spec, for messages: {"dtype":"bf16","waves":8}.
std::string spec_values_text(const SpecValues& spec);

}  // namespace irgate::registry
