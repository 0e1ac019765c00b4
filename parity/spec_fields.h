// parity/spec_fields.h — the JSON field names of every family's spec and where they live in
// the ABI structs, so configs name knobs by their ABI names ("r_split", "out_dtype").
//
//   if (auto s = apply_spec_field(req, "waves", json(8)); !s) report(s.error());
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "irgate/abi.h"
#include "support/result.h"

namespace irgate::parity {

// Sets one field of request.spec (family already set). dtype fields take "fp32"/"fp16"/"bf16".
Status apply_spec_field(irg_request_t& request, const std::string& name, const nlohmann::json& value);
int dtype_by_name(const std::string& name);  // 0 if unknown

}  // namespace irgate::parity
