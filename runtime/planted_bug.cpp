// runtime/planted_bug.cpp — see planted_bug.h.
#include "runtime/planted_bug.h"

#include "oracle/reference.h"
#include "runtime/inputs.h"

namespace irgate::runtime {

std::optional<PlantedBug> planted_bug_by_name(const std::string& name) {
  if (name == "none") return PlantedBug::none;
  if (name == "image-shift") return PlantedBug::image_shift;
  return std::nullopt;
}

const char* planted_bug_name(PlantedBug bug) { return bug == PlantedBug::image_shift ? "image-shift" : "none"; }

namespace {

// Moves each X and dY pointer of a slice after the first back by one image of its tensor. Only a
// batch slice's offsets are whole images past the first (a row slice starts inside an image), so
// a launch whose offset is not a positive multiple of the image is left alone.
Status shift_slices_one_image_back(const irg_problem_t& problem, irg_plan_t& plan) {
  const int64_t n = std::max<int64_t>(1, problem.n);
  const int64_t image_bytes[IRG_BUF_COUNT] = {0, emu::x_elements(problem) / n * dtype_bytes(problem.dtype),
                                              emu::dy_elements(problem) / n * dtype_bytes(problem.dtype), 0, 0};
  int shifted = 0;
  for (int i = 0; i < plan.n_launches; ++i) {
    irg_launch_t& launch = plan.launches[i];
    if (launch.slice <= 0) continue;
    for (int k = 0; k < launch.n_kernargs; ++k) {
      irg_kernarg_value_t& arg = launch.kernargs[k];
      if (arg.buffer != IRG_BUF_X && arg.buffer != IRG_BUF_DY) continue;
      const int64_t image = image_bytes[arg.buffer];
      if (image <= 0 || arg.value < image || arg.value % image != 0) continue;
      arg.value -= image;
      ++shifted;
    }
  }
  if (shifted == 0)
    return Error{"--plant image-shift needs a plan of two or more batch slices; this problem's plan has " +
                     std::to_string(plan.n_slices) + " (--slice-bytes makes one at any size)",
                 2};
  return ok();
}

}  // namespace

Status plant_bug(PlantedBug bug, const irg_problem_t& problem, irg_plan_t& plan) {
  switch (bug) {
    case PlantedBug::none:
      return ok();
    case PlantedBug::image_shift:
      return shift_slices_one_image_back(problem, plan);
  }
  return Error{"unknown planted bug", 2};
}

}  // namespace irgate::runtime
