// runtime/isolated_numerics.h — one numerics check in a forked child, so that a crash or a hang
// of an engine or of the emulator is this case's ERROR verdict and the caller goes on.
//
// `irgate numerics` runs every case through it: a config that brings the emulator down is named
// in the report ("killed by signal 11 (Segmentation fault)") next to the cases that ran.
//
//   NumericsResult r = check_numerics_isolated(*irg_reference_engine(), request, {}, std::chrono::minutes(2));
//   if (r.verdict == Verdict::Error) std::cerr << r.detail;
#pragma once

#include <chrono>

#include "runtime/numerics.h"

namespace irgate::runtime {

// The child's result crosses the pipe as JSON: verdict, detail, launches, lane instructions,
// seconds, the problem, the stage-1 rule and the comparison's counters (its first mismatches are in `detail`).
NumericsResult check_numerics_isolated(const irg_engine& engine, const irg_request_t& request,
                                       const NumericsOptions& options, std::chrono::milliseconds timeout);

}  // namespace irgate::runtime
