// registry/spec_fields.h — every family's spec fields (IRG_SPEC_FIELD rows of
// include/irgate/families/<name>.def) as C++ rows: name, kind, default, the problem field a knob
// must agree with, the spec fuzz's range; and reading and writing one field of a request.
//
// The corpus loader, `--spec` files, the grid tables, the reducer's spec space, the spec fuzz and
// numerics' problem shapes all name knobs through this table (by their ABI names, "r_split",
// "out_dtype"), so a field added to a family's .def file reaches every one of them.
//
//   for (const registry::SpecField& f : registry::spec_fields(IRG_FAMILY_DEPTHWISE))
//     std::cout << f.name << " = " << f.default_value << "\n";
//   if (auto s = registry::set_spec_field(req, "waves", 8); !s) ...
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "irgate/abi.h"
#include "support/result.h"

namespace irgate::registry {

// The irg_problem_t field a spec knob describes (the plan checks them against each other).
enum class ProblemField {
  None, Dtype, DwDtype, FilterH, FilterW, PadH, PadW, StrideH, StrideW, Cpg, Kpg, DilationH, DilationW
};
const char* problem_field_name(ProblemField f);  // "filter_h", ..., "" for None
// The value of `f` in a problem (dtype fields as their enum value); 0 for None.
int64_t problem_value(const irg_problem_t& p, ProblemField f);
void set_problem_value(irg_problem_t& p, ProblemField f, int64_t value);

struct SpecField {
  int family = 0;
  std::string name;      // ABI name, also the corpus key
  bool is_dtype = false; // written "fp32" / "fp16" / "bf16"
  int32_t default_value = 0;
  ProblemField problem = ProblemField::None;
  // A retired knob (problem link RUNTIME_<field>, docs/kernels.md §Runtime channel counts): the
  // kernel reads `problem` at run time, the spec field must stay 0, and the fuzz range below is
  // the range of the problem's field. Otherwise `problem` must equal the knob (a tied field).
  bool runtime = false;
  // A geometry knob that may be read at run time (problem link RUNTIME_OR_<field>,
  // docs/kernels/implicit_gemm_wgrad.md, Run-time geometry): the value IRG_GEOMETRY_RUNTIME (-1)
  // means the kernel reads `problem` at run time; any other value is tied. tied() describes the
  // row; ties_problem() a request's value.
  bool runtime_when_unset = false;
  int32_t fuzz_lo = 0, fuzz_hi = 0, fuzz_step = 0;  // fuzz_step 0: not drawn from a range (dtypes)
  size_t offset = 0;     // byte offset inside the spec union
  bool tied() const { return problem != ProblemField::None && problem != ProblemField::DwDtype && !runtime; }
};

// The family's fields in ABI order; empty for an unknown family.
const std::vector<SpecField>& spec_fields(int family);
const SpecField* find_spec_field(int family, std::string_view name);  // nullptr if not a field

// A knob's value as configs write it: an integer, or a dtype name. The constructors are implicit
// so that a spec reads as it is written in JSON: SpecValues{{"dtype", "fp16"}, {"waves", 8}}.
// (A JSON reader maps anything else, a bool or a float, to Other: refused with the field's words.)
struct SpecValue {
  enum class Kind { Integer, Text, Other } kind = Kind::Other;
  int64_t number = 0;
  std::string text;
  SpecValue() = default;
  SpecValue(int v) : SpecValue(static_cast<int64_t>(v)) {}  // an int literal, also 0 (not a null pointer)
  SpecValue(int64_t v) : kind(Kind::Integer), number(v) {}
  SpecValue(std::string v) : kind(Kind::Text), text(std::move(v)) {}
  SpecValue(const char* v) : SpecValue(std::string(v)) {}
  bool operator==(const SpecValue&) const = default;
};

// A spec as parity configs, `--spec` files, grid tables and the kernel cache's index write it:
// field name -> value, only the fields given (the rest keep their defaults), sorted by name as a
// JSON object is. Plain data, so the headers that carry a spec need no JSON library; JSON in and
// out is registry/spec_json.h.
using SpecValues = std::map<std::string, SpecValue>;

// Sets one field of request.spec (request.family already set). Errors say what was expected.
Status set_spec_field(irg_request_t& request, std::string_view name, const SpecValue& value);
// The value of one field of request.spec; dtypes as their enum value.
Result<int32_t> spec_field_value(const irg_request_t& request, std::string_view name);
int32_t field_value(const irg_request_t& request, const SpecField& field);
// Whether the request's value of `field` ties the problem's: tied() and not IRG_GEOMETRY_RUNTIME.
bool ties_problem(const irg_request_t& request, const SpecField& field);
void set_field_value(irg_request_t& request, const SpecField& field, int32_t value);

}  // namespace irgate::registry
