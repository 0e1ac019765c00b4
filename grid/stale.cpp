// grid/stale.cpp — see stale.h.
#include "grid/stale.h"

#include "grid/request.h"
#include "support/files.h"
#include "support/sha256.h"

namespace irgate::grid {

std::string stale_reason(const std::filesystem::path& dir, const std::string& name, const CacheEntry& e,
                         const irg_arch_domain_t* domain) {
  auto req = grid_request(e.family, e.arch, e.spec, domain);
  if (!req) return "its spec no longer makes a request: " + req.error().message;
  Emission em = emit_reference(*req);
  if (em.status != IRG_STATUS_OK) return "the engine now refuses it: " + em.refusal_id + ": " + em.refusal_text;
  if (grid_kernel_name(em.kernel_name(), e.arch, e.dtype) != name) return "the engine now names it " + em.kernel_name();
  if (const std::string sha = sha256_hex(em.text); sha != e.llvm_sha256)
    return "LLVM text changed (index " + e.llvm_sha256.substr(0, 12) + ", engine " + sha.substr(0, 12) + ")";
  if (!e.cached()) return "";
  auto object = read_file(CacheIndex::object_path(dir, e.object_sha256));
  if (!object) return "code object unreadable: " + object.error().message;
  if (sha256_hex(*object) != e.object_sha256) return "code object bytes do not hash to its name";
  return "";
}

}  // namespace irgate::grid
