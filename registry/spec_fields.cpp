// registry/spec_fields.cpp — see spec_fields.h.
#include "registry/spec_fields.h"

#include <cstddef>
#include <cstring>
#include <map>

#include "registry/families.h"

namespace irgate::registry {
namespace {

constexpr bool kIsDtype_INT = false, kIsDtype_DTYPE = true;

// The problem_field column of an IRG_SPEC_FIELD row: a field name (tied), RUNTIME_<field>,
// RUNTIME_OR_<field> (tied unless IRG_GEOMETRY_RUNTIME), or NONE.
struct ProblemLink {  // member names differ from the IRG_SPEC_FIELD parameters (the macro would rewrite them)
  ProblemField target;
  bool at_run_time;
  bool unless_runtime_value = false;
};
// One name per word the families/<name>.def rows may use; a word no row uses today is still valid.
[[maybe_unused]] constexpr ProblemLink kProblem_NONE{ProblemField::None, false}, kProblem_dtype{ProblemField::Dtype, false},
    kProblem_dw_dtype{ProblemField::DwDtype, false}, kProblem_filter_h{ProblemField::FilterH, false},
    kProblem_filter_w{ProblemField::FilterW, false}, kProblem_pad_h{ProblemField::PadH, false},
    kProblem_pad_w{ProblemField::PadW, false}, kProblem_stride_h{ProblemField::StrideH, false},
    kProblem_stride_w{ProblemField::StrideW, false}, kProblem_cpg{ProblemField::Cpg, false},
    kProblem_kpg{ProblemField::Kpg, false}, kProblem_RUNTIME_cpg{ProblemField::Cpg, true},
    kProblem_RUNTIME_kpg{ProblemField::Kpg, true}, kProblem_dilation_h{ProblemField::DilationH, false},
    kProblem_dilation_w{ProblemField::DilationW, false},
    kProblem_RUNTIME_OR_filter_h{ProblemField::FilterH, false, true},
    kProblem_RUNTIME_OR_filter_w{ProblemField::FilterW, false, true},
    kProblem_RUNTIME_OR_pad_h{ProblemField::PadH, false, true}, kProblem_RUNTIME_OR_pad_w{ProblemField::PadW, false, true},
    kProblem_RUNTIME_OR_stride_h{ProblemField::StrideH, false, true},
    kProblem_RUNTIME_OR_stride_w{ProblemField::StrideW, false, true},
    kProblem_RUNTIME_OR_dilation_h{ProblemField::DilationH, false, true},
    kProblem_RUNTIME_OR_dilation_w{ProblemField::DilationW, false, true};

std::map<int, std::vector<SpecField>> build_field_rows() {
  std::map<int, std::vector<SpecField>> rows;
#define IRG_SPEC_FIELD(Enum, field, kind, default_value, problem_field, fuzz_lo, fuzz_hi, fuzz_step)         \
  rows[IRG_FAMILY_##Enum].push_back({IRG_FAMILY_##Enum, #field, kIsDtype_##kind, default_value,              \
                                     kProblem_##problem_field.target, kProblem_##problem_field.at_run_time,     \
                                     kProblem_##problem_field.unless_runtime_value, fuzz_lo, fuzz_hi, fuzz_step, \
                                     offsetof(irg_spec_of_##Enum, field)});
#include "irgate/families.def"
#undef IRG_SPEC_FIELD
  return rows;
}

const std::map<int, std::vector<SpecField>>& all_rows() {
  static const auto rows = build_field_rows();
  return rows;
}

}  // namespace

const char* problem_field_name(ProblemField f) {
  switch (f) {
    case ProblemField::None: return "";
    case ProblemField::Dtype: return "dtype";
    case ProblemField::DwDtype: return "dw_dtype";
    case ProblemField::FilterH: return "filter_h";
    case ProblemField::FilterW: return "filter_w";
    case ProblemField::PadH: return "pad_h";
    case ProblemField::PadW: return "pad_w";
    case ProblemField::StrideH: return "stride_h";
    case ProblemField::StrideW: return "stride_w";
    case ProblemField::Cpg: return "cpg";
    case ProblemField::Kpg: return "kpg";
    case ProblemField::DilationH: return "dilation_h";
    case ProblemField::DilationW: return "dilation_w";
  }
  return "";
}

int64_t problem_value(const irg_problem_t& p, ProblemField f) {
  switch (f) {
    case ProblemField::None: return 0;
    case ProblemField::Dtype: return p.dtype;
    case ProblemField::DwDtype: return p.dw_dtype;
    case ProblemField::FilterH: return p.filter_h;
    case ProblemField::FilterW: return p.filter_w;
    case ProblemField::PadH: return p.pad_h;
    case ProblemField::PadW: return p.pad_w;
    case ProblemField::StrideH: return p.stride_h;
    case ProblemField::StrideW: return p.stride_w;
    case ProblemField::Cpg: return p.cpg;
    case ProblemField::Kpg: return p.kpg;
    case ProblemField::DilationH: return p.dilation_h;
    case ProblemField::DilationW: return p.dilation_w;
  }
  return 0;
}

void set_problem_value(irg_problem_t& p, ProblemField f, int64_t v) {
  const int32_t narrow = static_cast<int32_t>(v);
  switch (f) {
    case ProblemField::None: return;
    case ProblemField::Dtype: p.dtype = narrow; return;
    case ProblemField::DwDtype: p.dw_dtype = narrow; return;
    case ProblemField::FilterH: p.filter_h = narrow; return;
    case ProblemField::FilterW: p.filter_w = narrow; return;
    case ProblemField::PadH: p.pad_h = narrow; return;
    case ProblemField::PadW: p.pad_w = narrow; return;
    case ProblemField::StrideH: p.stride_h = narrow; return;
    case ProblemField::StrideW: p.stride_w = narrow; return;
    case ProblemField::Cpg: p.cpg = v; return;
    case ProblemField::Kpg: p.kpg = v; return;
    case ProblemField::DilationH: p.dilation_h = narrow; return;
    case ProblemField::DilationW: p.dilation_w = narrow; return;
  }
}

const std::vector<SpecField>& spec_fields(int family) {
  static const std::vector<SpecField> none;
  auto it = all_rows().find(family);
  return it == all_rows().end() ? none : it->second;
}

const SpecField* find_spec_field(int family, std::string_view name) {
  for (const SpecField& f : spec_fields(family))
    if (f.name == name) return &f;
  return nullptr;
}

int32_t field_value(const irg_request_t& r, const SpecField& f) {
  int32_t v;
  std::memcpy(&v, reinterpret_cast<const char*>(&r.spec) + f.offset, sizeof v);
  return v;
}

bool ties_problem(const irg_request_t& r, const SpecField& f) {
  return f.tied() && !(f.runtime_when_unset && field_value(r, f) == IRG_GEOMETRY_RUNTIME);
}

void set_field_value(irg_request_t& r, const SpecField& f, int32_t v) {
  std::memcpy(reinterpret_cast<char*>(&r.spec) + f.offset, &v, sizeof v);
}

Status set_spec_field(irg_request_t& r, std::string_view name, const SpecValue& value) {
  const SpecField* f = find_spec_field(r.family, name);
  if (!f) return Error{"is not a field of this family's spec"};
  int32_t v;
  if (f->is_dtype) {
    if (value.kind != SpecValue::Kind::Text || dtype_by_name(value.text) == 0) return Error{"expected \"fp32\", \"fp16\" or \"bf16\""};
    v = dtype_by_name(value.text);
  } else {
    if (value.kind != SpecValue::Kind::Integer) return Error{"expected an integer"};
    if (value.number < INT32_MIN || value.number > INT32_MAX) return Error{"does not fit an int32"};
    v = static_cast<int32_t>(value.number);
  }
  set_field_value(r, *f, v);
  return ok();
}

Result<int32_t> spec_field_value(const irg_request_t& r, std::string_view name) {
  const SpecField* f = find_spec_field(r.family, name);
  if (!f) return Error{"'" + std::string(name) + "' is not a field of this family's spec"};
  return field_value(r, *f);
}

}  // namespace irgate::registry
