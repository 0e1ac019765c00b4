// registry/spec_json.cpp — see spec_json.h.
#include "registry/spec_json.h"

#include <nlohmann/json.hpp>

#include "registry/families.h"
#include "registry/spec_fields.h"

namespace irgate::registry {

Status apply_spec_json(irg_request_t& request, std::string_view name, const nlohmann::json& value) {
  SpecValue v = SpecValue::other();
  if (value.is_string())
    v = SpecValue::name(value.get<std::string>());
  else if (value.is_number_integer())
    v = SpecValue::integer(value.get<int64_t>());
  return set_spec_field(request, name, v);
}

nlohmann::json spec_json_value(int family, std::string_view name, int32_t value) {
  const SpecField* f = find_spec_field(family, name);
  if (f && f->is_dtype && !dtype_name(value).empty()) return dtype_name(value);
  return value;
}

}  // namespace irgate::registry
