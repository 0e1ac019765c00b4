// parity/spec_fields.h — the JSON field names of every family's spec and where they live in
// the ABI structs, so configs name knobs by their ABI names ("r_split", "out_dtype").
//
//   if (auto s = apply_spec_field(req, "waves", json(8)); !s) report(s.error());
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "irgate/abi.h"
#include "support/result.h"

namespace irgate::parity {

// Sets one field of request.spec (family already set). dtype fields take "fp32"/"fp16"/"bf16".
Status apply_spec_field(irg_request_t& request, const std::string& name, const nlohmann::json& value);
int dtype_by_name(const std::string& name);  // 0 if unknown

// The fields of a family's spec in ABI order (`irgate reduce` walks them).
struct SpecFieldName {
  std::string name;
  bool is_dtype = false;
};
std::vector<SpecFieldName> spec_field_names(int family);
// The value of one field of request.spec (family already set); dtypes as their enum value.
Result<int32_t> spec_field_value(const irg_request_t& request, const std::string& name);
// "fp32" / "fp16" / "bf16", or "" if unknown.
std::string dtype_name_of(int dtype);

}  // namespace irgate::parity
