// grid/tables/family_tables.h — what each family's grid file defines, and what they share.
//
// One file per family of families.def whose row says GRID: grid/tables/<family>.cpp defines
// grid_rows_<token>(), appending the family's candidates in a fixed order. grid/tables.cpp calls
// them through the families.def rows, so a GRID row without its file fails to link.
//
//   void grid_rows_direct_depthwise_wgrad(std::vector<GridEntry>& out);   // defined in tables/direct_depthwise_wgrad.cpp
#pragma once

#include <string>
#include <vector>

#include "grid/tables.h"
#include "registry/families.h"

namespace irgate::grid {

// Input dtypes of the stage-1 families (X and dY); accumulation is fp32 in every kernel. The
// 16-bit WMMA families take fp16 and bf16; depthwise (VALU) and implicit GEMM (gfx1250's fp32
// WMMA) take fp32 too (issue 42 §1).
inline const std::vector<std::string> kStage1InputDtypes = {"fp16", "bf16"};
inline const std::vector<std::string> kAnyInputDtypes = {"fp16", "bf16", "fp32"};

// A HELPER family's grid is derived from the stage-1 rows before it (`stage1`: every candidate
// of the stage-1 families, in order); a stage-1 family ignores it.
#define IRG_FAMILY(Enum, value, token, ...) \
  void grid_rows_##token(const std::vector<GridEntry>& stage1, std::vector<GridEntry>& out);
#include "irgate/families.def"
#undef IRG_FAMILY

}  // namespace irgate::grid
