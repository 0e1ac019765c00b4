// serve/serve_line.cpp — see serve_line.h.
#include "serve/serve_line.h"

#include <filesystem>
#include <utility>

#include "registry/families.h"
#include "registry/spec_fields.h"
#include "registry/spec_json.h"

namespace irgate::serve {

bool is_wired_arch(const std::string& base) {
  static const char* const kArches[] = {
#define IRG_ARCH(Enum, name, family, wave, lds, first, dword3, cpol12, vgprs, vgprs_big, grid_yz) name,
#include "irgate/arches.def"
#undef IRG_ARCH
  };
  for (const char* a : kArches)
    if (base == a) return true;
  return false;
}

Result<ServedLine> serve_line(const ServeFlags& f, const irg_arch_domain_t* domain) {
  const std::string base = f.arch.substr(0, f.arch.find(':'));
  if (!is_wired_arch(base)) return Error{"--arch: '" + f.arch + "' is not a wired arch (include/irgate/arches.def)", 2};
  ServedLine out;
  auto conv = parse_miopen_line(f.line);
  if (!conv) return conv.error();
  out.conv = *conv;
  int32_t dw_dtype = conv->dtype;
  if (!f.dw_dtype.empty()) {
    dw_dtype = registry::dtype_by_name(f.dw_dtype);
    if (dw_dtype <= 0) return Error{"--dw-dtype wants fp32, fp16 or bf16 (got '" + f.dw_dtype + "')", 2};
  }
  out.problem = wgrad_problem(*conv, dw_dtype);
  out.problem.slice_bytes = f.slice_bytes;
  if (!std::filesystem::exists(grid::CacheIndex::index_path(f.cache))) return Error{"--cache: " + f.cache + " holds no index.json", 2};
  auto index = grid::CacheIndex::load(f.cache);
  if (!index) return index.error();
  out.index = std::move(*index);
  auto profiles = CostProfiles::load(f.cache);
  if (!profiles) return profiles.error();
  out.answer = serve_problem(out.index, base, out.problem, domain, std::move(*profiles));
  return out;
}

std::string serve_flags_conflict(const ServeFlags& f, bool config_given, bool corpus_flags_given) {
  if (f.cache.empty()) {
    if (!f.arch.empty() || !f.line.empty() || !f.file.empty() || f.random > 0)
      return "--arch, --miopen, --miopen-file and --random serve problems from a kernel cache: add --cache DIR";
    if (!config_given) return "--config is required (or --cache DIR --arch A --miopen \"LINE\")";
    return "";
  }
  if (config_given || corpus_flags_given) return "--cache serves a --miopen problem: --config, --problem and --spec do not apply";
  if (f.arch.empty()) return "--cache needs --arch (the arch to serve for)";
  if (int(!f.line.empty()) + int(!f.file.empty()) + int(f.random > 0) > 1)
    return "--miopen, --miopen-file and --random: give one of them";
  if (f.line.empty() && f.file.empty() && f.random <= 0)
    return "--cache needs --miopen \"LINE\" (the problem as a MIOpen driver line)";
  if (!f.dtype.empty() && f.file.empty() && f.random <= 0)
    return "--dtype applies to --miopen-file and --random (a --miopen line names its dtype)";
  return "";
}

}  // namespace irgate::serve
