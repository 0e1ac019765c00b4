// lanes/coverage_lane.h — the coverage lane: every intrinsic key either engine can need has a
// measured cell for every wired arch in every flavor's arch-domain table (arch_domain/coverage.h).
//
//   LaneReport r = run_coverage_lane(root);   // 0 pass, 1 a missing or stale cell, 2 a bad table
#pragma once

#include <filesystem>

#include "lanes/lane_report.h"

namespace irgate::lanes {

LaneReport run_coverage_lane(const std::filesystem::path& root);

}  // namespace irgate::lanes
