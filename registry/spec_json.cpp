// registry/spec_json.cpp — see spec_json.h.
#include "registry/spec_json.h"

#include <cstdint>
#include <limits>

#include <nlohmann/json.hpp>

namespace irgate::registry {

SpecValue spec_value_from_json(const nlohmann::json& value) {
  if (value.is_string()) return SpecValue(value.get<std::string>());
  if (value.is_number_unsigned() && value.get<uint64_t>() > uint64_t(std::numeric_limits<int64_t>::max()))
    return SpecValue(std::numeric_limits<int64_t>::max());  // get<int64_t>() would wrap it to a small value
  if (value.is_number_integer()) return SpecValue(value.get<int64_t>());
  return SpecValue();
}

Result<SpecValues> spec_values_from_json(const nlohmann::json& j, const std::string& where) {
  if (!j.is_object()) return Error{where + ": an object of spec fields is expected"};
  SpecValues out;
  for (const auto& [name, value] : j.items()) out.emplace(name, spec_value_from_json(value));
  return out;
}

void to_json(nlohmann::json& j, const SpecValue& v) {
  switch (v.kind) {
    case SpecValue::Kind::Integer: j = v.number; return;
    case SpecValue::Kind::Text: j = v.text; return;
    case SpecValue::Kind::Other: j = nullptr; return;
  }
}

std::string spec_values_text(const SpecValues& spec) { return nlohmann::json(spec).dump(); }

}  // namespace irgate::registry
