// hip_emu/kernarg_fill.cpp — see kernarg_fill.h.
#include "hip_emu/kernarg_fill.h"

#include <cstring>
#include <string_view>

namespace irgate::hipemu {

namespace {

// The hidden kinds that hold a pointer to a runtime object or an aperture base: 0 here.
constexpr std::string_view kZeroKinds[] = {
    "hidden_none",         "hidden_printf_buffer",     "hidden_hostcall_buffer",    "hidden_heap_v1",
    "hidden_default_queue", "hidden_completion_action", "hidden_multigrid_sync_arg", "hidden_queue_ptr",
    "hidden_private_base", "hidden_shared_base"};

// 0, 1, 2 for a kind ending in _x, _y, _z after `prefix`; -1 otherwise.
int axis_of(std::string_view kind, std::string_view prefix) {
  if (kind.size() != prefix.size() + 1 || !kind.starts_with(prefix)) return -1;
  const char c = kind.back();
  return c >= 'x' && c <= 'z' ? c - 'x' : -1;
}

unsigned dimensions_from_sizes(const Dispatch& d) {
  return d.grid[2] * d.block[2] > 1 ? 3 : d.grid[1] * d.block[1] > 1 ? 2 : 1;
}

// The value the runtime writes for hidden argument `kind`; false for a kind it does not fill.
bool hidden_value(std::string_view kind, const Dispatch& d, HiddenFault fault, uint64_t& v) {
  if (int a = axis_of(kind, "hidden_block_count_"); a >= 0) {
    v = fault == HiddenFault::block_count_in_work_items ? uint64_t(d.grid[a]) * d.block[a] : d.grid[a];
  } else if (int g = axis_of(kind, "hidden_group_size_"); g >= 0) {
    v = d.block[g];
  } else if (axis_of(kind, "hidden_remainder_") >= 0 || axis_of(kind, "hidden_global_offset_") >= 0) {
    v = 0;
  } else if (kind == "hidden_grid_dims") {
    v = fault == HiddenFault::grid_dims_from_sizes ? dimensions_from_sizes(d) : kHipDispatchDimensions;
  } else if (kind == "hidden_dynamic_lds_size") {
    v = d.dynamic_lds;
  } else {
    bool zero = false;
    for (std::string_view z : kZeroKinds) zero |= kind == z;
    if (!zero) return false;
    v = 0;
  }
  return true;
}

}  // namespace

bool hidden_fault_by_name(const std::string& name, HiddenFault& out) {
  if (name.empty() || name == "none") return out = HiddenFault::none, true;
  if (name == "block_count_in_work_items") return out = HiddenFault::block_count_in_work_items, true;
  if (name == "grid_dims_from_sizes") return out = HiddenFault::grid_dims_from_sizes, true;
  return false;
}

Result<std::vector<uint8_t>> runtime_kernarg_segment(const isa::exec::Program& p, const ExplicitArguments& args,
                                                     const Dispatch& dispatch, HiddenFault fault) {
  std::vector<uint8_t> segment(p.kernarg_bytes, 0);
  size_t explicit_index = 0;
  for (const isa::exec::KernArg& a : p.args) {
    const std::string where = p.kernel + ": kernel argument at " + std::to_string(a.offset) + " (" +
                              (a.name.empty() ? a.value_kind : a.name) + ", " + std::to_string(a.size) + " bytes)";
    if (uint64_t(a.offset) + a.size > segment.size())
      return Error{where + " lies outside the " + std::to_string(segment.size()) + "-byte kernarg segment", 1};
    uint8_t* to = segment.data() + a.offset;
    if (!a.value_kind.starts_with("hidden_")) {
      const size_t index = explicit_index++;
      if (args.params) {
        if (!args.params[index]) return Error{where + ": kernelParams[" + std::to_string(index) + "] is null"};
        std::memcpy(to, args.params[index], a.size);
      } else {
        if (uint64_t(a.offset) + a.size > args.buffer_size)
          return Error{where + " lies past the end of the " + std::to_string(args.buffer_size) +
                       "-byte HIP_LAUNCH_PARAM_BUFFER_POINTER buffer"};
        std::memcpy(to, args.buffer + a.offset, a.size);
      }
      continue;
    }
    uint64_t v = 0;
    if (!hidden_value(a.value_kind, dispatch, fault, v))
      return Error{where + ": the emulated device does not fill hidden arguments of this kind", 1};
    if (a.size > sizeof v) return Error{where + ": a hidden argument wider than 8 bytes", 1};
    std::memcpy(to, &v, a.size);  // little endian: the low bytes
  }
  return segment;
}

}  // namespace irgate::hipemu
