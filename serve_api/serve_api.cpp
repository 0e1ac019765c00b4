// serve_api/serve_api.cpp — include/irgate/serve.h over the C++ serving (serve/serve.h,
// serve/miopen_line.h, grid/cache_index.h): an open cache is a loaded index, the llvm22
// arch-domain view and a ServingCache, all read-only after irg_serve_open, so plans from several
// threads share them without a lock. Each entry point catches every exception (a C caller cannot).
#include "irgate/serve.h"

#include <dlfcn.h>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <exception>
#include <filesystem>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "arch_domain/table.h"
#include "grid/cache_index.h"
#include "grid/request.h"
#include "registry/kernarg_layout.h"
#include "serve/miopen_line.h"
#include "serve/serve.h"
#include "serve/serve_line.h"
#include "support/data_root.h"
#include "support/files.h"
#include "support/sha256.h"

struct irg_serve_cache {
  std::string dir, arch;
  irgate::grid::CacheIndex index;
  std::shared_ptr<const irgate::arch_domain::View> view;
  std::unique_ptr<irgate::serve::ServingCache> serving;
};

namespace {

using irgate::Error;
using irgate::Result;

struct Launch {
  std::string symbol, cache_kernel;
  std::shared_ptr<const std::string> object;
  std::vector<uint8_t> kernargs;
  std::vector<irg_serve_pointer_slot_t> slots;
};

}  // namespace

struct irg_serve_plan {
  irgate::serve::Served served;
  bool ranked_by_profile = false;
  irg_problem_t problem{};
  std::vector<Launch> launches;
};

namespace {

int fail(irg_serve_error_t* err, int code, const std::string& message) {
  if (err) {
    err->code = code;
    const size_t n = std::min(message.size(), sizeof err->message - 1);
    std::memcpy(err->message, message.data(), n);
    err->message[n] = '\0';
  }
  return code;
}

int succeed(irg_serve_error_t* err) { return fail(err, IRG_SERVE_OK, ""); }

// Runs `body` (returning a code); an escaping exception is an internal error.
template <class Body>
int guarded(irg_serve_error_t* err, const char* what, Body body) {
  try {
    return body();
  } catch (const std::exception& e) {
    return fail(err, IRG_SERVE_ERROR, std::string(what) + ": internal error: " + e.what());
  } catch (...) {
    return fail(err, IRG_SERVE_ERROR, std::string(what) + ": internal error");
  }
}

// This library's own file, the anchor of the installed data folder (support/data_root.h).
std::filesystem::path this_library() {
  Dl_info info{};
  if (dladdr(reinterpret_cast<const void*>(&irg_serve_open), &info) == 0 || !info.dli_fname) return {};
  std::error_code ec;
  auto p = std::filesystem::canonical(info.dli_fname, ec);
  return ec ? std::filesystem::path() : p;
}

// The kernel's symbol: its cache name is grid_kernel_name(symbol, arch, dtype).
Result<std::string> symbol_of(const std::string& cache_name, const irgate::grid::CacheEntry& e) {
  const std::string suffix = irgate::grid::grid_kernel_name("", e.arch, e.dtype);
  if (cache_name.size() <= suffix.size() || !cache_name.ends_with(suffix))
    return Error{"the cache name " + cache_name + " does not end in " + suffix, IRG_SERVE_ERROR};
  return cache_name.substr(0, cache_name.size() - suffix.size());
}

// The plan's launches, each with its code object read once per plan and checked against its hash.
int make_plan(const irg_serve_cache& cache, const irg_problem_t& problem, irg_serve_plan_t** out,
              irg_serve_error_t* err) {
  irgate::serve::ServeAnswer answer = cache.serving->serve(problem);
  if (!answer.served)
    return fail(err, IRG_SERVE_NOT_SERVED,
                "no cached kernel serves the problem on " + cache.arch + ":\n" + irgate::serve::not_served_text(answer));
  auto plan = std::make_unique<irg_serve_plan>();
  plan->served = std::move(*answer.served);
  plan->ranked_by_profile = answer.ranking == irgate::serve::Ranking::profiled;
  plan->problem = problem;
  const irg_plan_t& p = *plan->served.plan;
  if (plan->served.launch_kernels.size() != static_cast<size_t>(p.n_launches))
    return fail(err, IRG_SERVE_ERROR, "the plan names " + std::to_string(plan->served.launch_kernels.size()) +
                                          " cached kernels for " + std::to_string(p.n_launches) + " launches");
  std::map<std::string, std::shared_ptr<const std::string>> objects;  // by cache name
  for (int i = 0; i < p.n_launches; ++i) {
    Launch l;
    l.cache_kernel = plan->served.launch_kernels[static_cast<size_t>(i)];
    const irgate::grid::CacheEntry* e = cache.index.find(l.cache_kernel);
    if (!e || !e->cached()) return fail(err, IRG_SERVE_ERROR, "the cache holds no object for " + l.cache_kernel);
    auto symbol = symbol_of(l.cache_kernel, *e);
    if (!symbol) return fail(err, symbol.error().exit_code, symbol.error().message);
    l.symbol = *symbol;
    auto& object = objects[l.cache_kernel];
    if (!object) {
      const auto path = irgate::grid::CacheIndex::object_path(cache.dir, e->object_sha256);
      auto bytes = irgate::read_file(path);
      if (!bytes) return fail(err, IRG_SERVE_ERROR, bytes.error().message);
      if (irgate::sha256_hex(*bytes) != e->object_sha256)
        return fail(err, IRG_SERVE_ERROR, path.string() + ": the object of " + l.cache_kernel + " is corrupt (SHA-256)");
      object = std::make_shared<const std::string>(std::move(*bytes));
    }
    l.object = object;
    irgate::registry::KernargLayout layout = irgate::registry::lay_out_kernargs(p.launches[i]);
    l.kernargs = std::move(layout.bytes);
    l.slots = std::move(layout.slots);
    plan->launches.push_back(std::move(l));
  }
  *out = plan.release();
  return succeed(err);
}

}  // namespace

extern "C" {

int irg_serve_open(const char* cache_dir, const char* arch, const char* data_root, irg_serve_cache_t** out,
                   irg_serve_error_t* err) {
  return guarded(err, "irg_serve_open", [&] {
    if (!out) return fail(err, IRG_SERVE_BAD_INPUT, "irg_serve_open: out is NULL");
    *out = nullptr;
    if (!cache_dir || !arch) return fail(err, IRG_SERVE_BAD_INPUT, "irg_serve_open: cache_dir and arch are required");
    auto cache = std::make_unique<irg_serve_cache>();
    cache->dir = cache_dir;
    cache->arch = std::string(arch).substr(0, std::string(arch).find(':'));
    if (!irgate::serve::is_wired_arch(cache->arch))
      return fail(err, IRG_SERVE_BAD_INPUT, std::string("arch '") + arch + "' is not a wired arch (include/irgate/arches.def)");
    if (!std::filesystem::exists(irgate::grid::CacheIndex::index_path(cache->dir)))
      return fail(err, IRG_SERVE_BAD_INPUT, cache->dir + " holds no index.json");
    auto index = irgate::grid::CacheIndex::load(cache->dir);
    if (!index) return fail(err, IRG_SERVE_BAD_INPUT, index.error().message);
    cache->index = std::move(*index);
    auto root = irgate::find_data_root(irgate::library_data_root_inputs(data_root ? data_root : "", this_library()));
    if (!root) return fail(err, IRG_SERVE_BAD_INPUT, root.error().message);
    auto view = irgate::arch_domain::load_view(*root, irgate::grid::kGridFlavor);
    if (!view) return fail(err, IRG_SERVE_BAD_INPUT, view.error().message);
    cache->view = *view;
    auto profiles = irgate::serve::CostProfiles::load(cache->dir);
    if (!profiles) return fail(err, IRG_SERVE_BAD_INPUT, profiles.error().message);
    cache->serving =
        std::make_unique<irgate::serve::ServingCache>(cache->index, cache->arch, cache->view->get(), std::move(*profiles));
    // Said once a cache, never silently: its plans are not ranked by measured cycles.
    if (const std::string notice = cache->serving->profile_notice(); !notice.empty())
      std::fprintf(stderr, "irgate serve: %s: %s\n", cache->dir.c_str(), notice.c_str());
    *out = cache.release();
    return succeed(err);
  });
}

void irg_serve_close(irg_serve_cache_t* cache) { delete cache; }

int irg_serve_plan_problem(const irg_serve_cache_t* cache, const irg_problem_t* problem, irg_serve_plan_t** out,
                           irg_serve_error_t* err) {
  return guarded(err, "irg_serve_plan_problem", [&] {
    if (!cache || !problem || !out) return fail(err, IRG_SERVE_BAD_INPUT, "irg_serve_plan_problem: a NULL argument");
    *out = nullptr;
    return make_plan(*cache, *problem, out, err);
  });
}

int irg_serve_plan_line(const irg_serve_cache_t* cache, const char* miopen_line, irg_serve_plan_t** out,
                        irg_serve_error_t* err) {
  return guarded(err, "irg_serve_plan_line", [&] {
    if (!cache || !miopen_line || !out) return fail(err, IRG_SERVE_BAD_INPUT, "irg_serve_plan_line: a NULL argument");
    *out = nullptr;
    auto conv = irgate::serve::parse_miopen_line(miopen_line);
    if (!conv) return fail(err, IRG_SERVE_BAD_INPUT, conv.error().message);
    return make_plan(*cache, irgate::serve::wgrad_problem(*conv, conv->dtype), out, err);
  });
}

void irg_serve_plan_free(irg_serve_plan_t* plan) { delete plan; }

void irg_serve_plan_summary(const irg_serve_plan_t* plan, irg_serve_summary_t* out) {
  if (!plan || !out) return;
  const irg_plan_t& p = *plan->served.plan;
  *out = irg_serve_summary_t{};
  out->kernel = plan->served.kernel.c_str();
  out->family = plan->served.family.c_str();
  out->n_launches = p.n_launches;
  out->n_slices = p.n_slices;
  out->zeroed = p.zeroed;
  std::copy(std::begin(p.buffer_bytes), std::end(p.buffer_bytes), out->buffer_bytes);
  out->problem = plan->problem;
  out->ranked_by_profile = plan->ranked_by_profile ? 1 : 0;
}

int irg_serve_launch(const irg_serve_plan_t* plan, int32_t index, irg_serve_launch_t* out, irg_serve_error_t* err) {
  return guarded(err, "irg_serve_launch", [&] {
    if (!plan || !out) return fail(err, IRG_SERVE_BAD_INPUT, "irg_serve_launch: a NULL argument");
    if (index < 0 || static_cast<size_t>(index) >= plan->launches.size())
      return fail(err, IRG_SERVE_BAD_INPUT, "irg_serve_launch: launch " + std::to_string(index) + " of " +
                                                std::to_string(plan->launches.size()));
    const Launch& l = plan->launches[static_cast<size_t>(index)];
    const irg_launch_t& pl = plan->served.plan->launches[index];
    *out = irg_serve_launch_t{};
    out->kernel_name = l.symbol.c_str();
    out->cache_kernel = l.cache_kernel.c_str();
    out->code_object = reinterpret_cast<const uint8_t*>(l.object->data());
    out->code_object_size = l.object->size();
    std::copy(std::begin(pl.grid), std::end(pl.grid), out->grid);
    std::copy(std::begin(pl.block), std::end(pl.block), out->block);
    out->slice = pl.slice;
    out->kernargs = l.kernargs.data();
    out->kernargs_size = l.kernargs.size();
    out->n_pointer_slots = static_cast<int32_t>(l.slots.size());
    out->pointer_slots = l.slots.data();
    return succeed(err);
  });
}

}  // extern "C"
