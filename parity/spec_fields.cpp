// parity/spec_fields.cpp — see spec_fields.h.
#include "parity/spec_fields.h"

#include <cstddef>
#include <cstring>

namespace irgate::parity {
namespace {

struct Field {
  int family;
  const char* name;
  size_t offset;  // within the spec union
  bool is_dtype;
};

#define DW(f) {IRG_FAMILY_DEPTHWISE, #f, offsetof(irg_depthwise_wgrad_spec_t, f), false}
#define RD(f) {IRG_FAMILY_REDUCE, #f, offsetof(irg_wgrad_reduce_spec_t, f), false}
#define DI(f) {IRG_FAMILY_DIRECT_WGRAD, #f, offsetof(irg_direct_wgrad_spec_t, f), false}
#define SC(f) {IRG_FAMILY_SMALL_C, #f, offsetof(irg_small_c_wgrad_spec_t, f), false}
constexpr Field kFields[] = {
    {IRG_FAMILY_DEPTHWISE, "dtype", offsetof(irg_depthwise_wgrad_spec_t, dtype), true},
    DW(filter_h), DW(filter_w), DW(pad_h), DW(pad_w), DW(stride_h), DW(stride_w), DW(waves), DW(r_split),
    DW(ho_per_block), DW(ws_replicas),
    RD(ws_replicas), {IRG_FAMILY_REDUCE, "out_dtype", offsetof(irg_wgrad_reduce_spec_t, out_dtype), true},
    RD(block_size),
    {IRG_FAMILY_DIRECT_WGRAD, "dtype", offsetof(irg_direct_wgrad_spec_t, dtype), true},
    DI(filter_h), DI(filter_w), DI(pad_h), DI(pad_w), DI(stride_h), DI(stride_w), DI(cpg), DI(kpg), DI(waves_k),
    DI(waves_c), DI(wave_tiles_k), DI(wave_tiles_c), DI(rows_per_sync), DI(row_blocks), DI(lds_epilogue),
    DI(tdm_stages), DI(ws_replicas),
    {IRG_FAMILY_SMALL_C, "dtype", offsetof(irg_small_c_wgrad_spec_t, dtype), true},
    SC(filter_h), SC(filter_w), SC(pad_h), SC(pad_w), SC(stride_h), SC(stride_w), SC(c), SC(kpg), SC(vec_x),
    SC(sub_steps), SC(uniform_wave), SC(waves), SC(wave_tiles), SC(ws_replicas),
};
#undef DW
#undef RD
#undef DI
#undef SC

}  // namespace

int dtype_by_name(const std::string& name) {
#define IRG_DTYPE_BY_NAME(Enum, value, text) \
  if (name == text) return value;
  IRG_DTYPES(IRG_DTYPE_BY_NAME)
#undef IRG_DTYPE_BY_NAME
  return 0;
}

Status apply_spec_field(irg_request_t& r, const std::string& name, const nlohmann::json& value) {
  for (const Field& f : kFields) {
    if (f.family != r.family || name != f.name) continue;
    int32_t v;
    if (f.is_dtype) {
      if (!value.is_string() || dtype_by_name(value.get<std::string>()) == 0)
        return Error{"expected \"fp32\", \"fp16\" or \"bf16\""};
      v = dtype_by_name(value.get<std::string>());
    } else {
      if (!value.is_number_integer()) return Error{"expected an integer"};
      int64_t wide = value.get<int64_t>();
      if (wide < INT32_MIN || wide > INT32_MAX) return Error{"does not fit an int32"};
      v = static_cast<int32_t>(wide);
    }
    std::memcpy(reinterpret_cast<char*>(&r.spec) + f.offset, &v, sizeof v);
    return ok();
  }
  return Error{"is not a field of this family's spec"};
}

std::vector<SpecFieldName> spec_field_names(int family) {
  std::vector<SpecFieldName> out;
  for (const Field& f : kFields)
    if (f.family == family) out.push_back({f.name, f.is_dtype});
  return out;
}

Result<int32_t> spec_field_value(const irg_request_t& r, const std::string& name) {
  for (const Field& f : kFields) {
    if (f.family != r.family || name != f.name) continue;
    int32_t v;
    std::memcpy(&v, reinterpret_cast<const char*>(&r.spec) + f.offset, sizeof v);
    return v;
  }
  return Error{"'" + name + "' is not a field of this family's spec"};
}

std::string dtype_name_of(int dtype) {
#define IRG_DTYPE_NAME_OF(Enum, value, text) \
  if (dtype == value) return text;
  IRG_DTYPES(IRG_DTYPE_NAME_OF)
#undef IRG_DTYPE_NAME_OF
  return "";
}

}  // namespace irgate::parity
