// runtime/planted_bug.h — a bug planted in a launch plan on purpose, so a user can see what a
// verdict catches at the size they verify (issue 43: "a planted bug that drops one image's
// contribution or reads one image twice, at that size, caught by exact mode").
//
// The plant edits the plan the engine made, before any executor runs it, so the IR emulator and
// the ISA executor (and the run's references, dump and report) see the same broken plan. A run
// with a plant must fail; one that passes says the verdict cannot see that bug at that size
// (random inputs under the worst-case bound at 2 GiB: docs/emulator.md §Planted bugs).
//
//   irgate run --cache C --arch gfx1250 --miopen "convfp16 -n 1024 ..." --plant image-shift
//
//   if (auto s = plant_bug(PlantedBug::image_shift, problem, plan); !s) report(s.error());
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "irgate/abi.h"
#include "support/result.h"

namespace irgate::runtime {

enum class PlantedBug : uint8_t {
  none,
  // Every batch slice after the first reads its X and dY one image early: the image before each
  // slice boundary counts twice and the batch's last image not at all. The launch bug of a
  // framework (or a plan) that gets a slice's base offset wrong by one image.
  image_shift,
};

// "none", "image-shift"; nullopt for another name.
std::optional<PlantedBug> planted_bug_by_name(const std::string& name);
const char* planted_bug_name(PlantedBug bug);

// Plants `bug` in `plan` (made for `problem`). An error when the plan has nothing the bug could
// change (image-shift: fewer than two batch slices); the message says how to get one.
Status plant_bug(PlantedBug bug, const irg_problem_t& problem, irg_plan_t& plan);

}  // namespace irgate::runtime
