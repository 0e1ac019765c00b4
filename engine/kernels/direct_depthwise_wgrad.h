// engine/kernels/direct_depthwise_wgrad.h — direct_depthwise_wgrad: VALU depthwise weight gradient.
//
// Lanes own channels; each lane accumulates its filter taps in fp32 registers over the output
// positions of one image's row band; r_split splits the filter rows over wave groups; the waves
// of a group meet in an LDS reduction; the group's lead wave adds its sums into a scratch slab
// (or dW) with buffer fp32 atomics. A run-time-geometry spec reads the filter, stride, padding and
// dilation as kernargs and owns a tap tile of the filter a block (any filter size).
// docs/kernels/direct_depthwise_wgrad.md is the recipe.
//
//   const ArchInfo& arch = check_request(req);
//   validate_direct_depthwise_wgrad(req.spec.depthwise, arch);         // throws the first failing refusal
//   Kernel k = build_direct_depthwise_wgrad(req.spec.depthwise, arch, spec_stamp(req, arch));
#pragma once

#include <string>

#include "engine/ir/ir.h"
#include "engine/target.h"
#include "irgate/abi.h"

namespace irgate::engine {

// The most accumulators a run-time-geometry lane keeps: tap_rows * tap_cols (rule 11).
constexpr int kMostDepthwiseTaps = 64;

// Geometry derived from a valid spec on an arch.
struct DepthwiseShape {
  int wave_size;
  bool runtime_geometry;  // the six geometry fields are -1: the kernel reads them as kernargs
  int rows;        // filter rows a lane accumulates: ceil(filter_h / r_split), or tap_rows
  int cols;        // and columns: filter_w, or tap_cols
  int parts;       // waves per group: waves / r_split
  int block_size;  // waves * wave_size
  int lds_bytes;   // waves * rows * filter_w * wave_size * 4 when parts > 1, else 0
};

DepthwiseShape depthwise_shape(const irg_depthwise_wgrad_spec_t& spec, const ArchInfo& arch);
// The six geometry fields are IRG_GEOMETRY_RUNTIME: a tap-tile kernel of any filter.
bool depthwise_runtime_geometry(const irg_depthwise_wgrad_spec_t& spec);
void validate_direct_depthwise_wgrad(const irg_depthwise_wgrad_spec_t& spec, const ArchInfo& arch);
std::string direct_depthwise_wgrad_kernel_name(const irg_depthwise_wgrad_spec_t& spec);
Kernel build_direct_depthwise_wgrad(const irg_depthwise_wgrad_spec_t& spec, const ArchInfo& arch, const std::string& stamp);

}  // namespace irgate::engine
