// engine/kernels/request.h — the checks every request passes before its family's rules, the
// canonical spec stamp, and small naming helpers shared by the families.
//
// Order (docs/kernels.md §request): abi_version_mismatch, flavor_unknown, family_unknown,
// arch_unknown. Each throws its refusal.
//
//   const ArchInfo& arch = check_request(req);
//   std::string stamp = spec_stamp(req, arch);   // "direct_wgrad_reduce{ws_replicas=2,...}@gfx1250"
#pragma once

#include <string>

#include "engine/target.h"
#include "irgate/abi.h"

namespace irgate::engine {

const ArchInfo& check_request(const irg_request_t& request);
std::string spec_stamp(const irg_request_t& request, const ArchInfo& arch);
const char* family_name(int family);
std::string dtype_name(int dtype);  // "fp16"; an unknown value prints as "dtype#<n>"

}  // namespace irgate::engine
