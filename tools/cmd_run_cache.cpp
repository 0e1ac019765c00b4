// tools/cmd_run_cache.cpp — `irgate run --cache DIR --arch A --miopen "LINE"` (registered by
// cmd_run.cpp): serve the problem from the kernel cache (serve/serve.h) and run the served plan
// on the emulator against the host reference, reported like `irgate run --config`. With
// `--miopen-file FILE` instead: one layer of each shape class of the file (serve_reports/shape_class.h),
// reduced to one image of a few output rows, each served and run the same way. With `--random N
// --seed S`: N random problems drawn as `grid coverage --random` draws them, and the first of each
// geometry class ("dilated", "1-D (H = 1)", ...) reduced, served and run.
//
// The kernels the plan launches must still be the ones the cache holds: a stale kernel fails
// without running, as in `irgate grid verify` (the emulator runs the engine's LLVM text, which
// speaks for the cached object only while it hashes to the index's llvm_sha256).
// `--executor` picks the IR emulator, the ISA executor (the cache's own code objects) or both;
// `--dump DIR` writes each run (with --miopen-file or --random, one folder a class: DIR/1, ...).
// Exit: 0 pass; 1 nothing serves the problem, a stale kernel, mismatch, findings, error; 2 usage.
#include <cstdio>
#include <filesystem>
#include <iostream>

#include "grid/request.h"
#include "serve_reports/coverage.h"
#include "serve_reports/coverage_random.h"
#include "serve/serve_line.h"
#include "serve_reports/shape_class.h"
#include "registry/families.h"
#include "grid/stale.h"
#include "grid/verify.h"
#include "runtime/isolated_numerics.h"
#include "runtime/numerics.h"
#include "runtime/numerics_dump.h"
#include "tools/context.h"
#include "tools/engines.h"

namespace irgate::tools {

void print_numerics(const std::string& what, const runtime::NumericsResult& r);  // cmd_run.cpp

namespace {

// Runs what `answer` served for `problem` (every launch's kernel current in the cache; the ISA
// executor runs the cache's own code objects) and prints the report under `where`; with a
// `dump_dir`, writes the run there (runtime/numerics_dump.h). True when it passed.
bool run_answer(const serve::ServeAnswer& answer, const irg_problem_t& problem, const grid::CacheIndex& index,
                const std::string& cache, const irg_arch_domain_t* domain, const std::string& where,
                const runtime::NumericsOptions& options, const std::string& dump_dir) {
  if (!answer.served) {
    std::printf("%s: NOT SERVED\n%s", where.c_str(), serve::not_served_text(answer).c_str());
    return false;
  }
  const serve::Served& served = *answer.served;
  for (const std::string& name : served.launch_kernels)
    if (auto why = grid::stale_reason(cache, name, *index.find(name), domain); !why.empty()) {
      std::printf("%s: STALE %s: %s\n", where.c_str(), name.c_str(), why.c_str());
      return false;
    }
  runtime::NumericsOptions no = options;
  no.dw_dtype = problem.dw_dtype;
  // The served problem whole: a kernel that reads channels or geometry at run time is verified on
  // the problem's, not on numerics' defaults (docs/kernels.md §Runtime channel counts).
  no.shape = runtime::shape_of(problem);
  no.code_objects = runtime::code_objects_from(grid::code_objects_of(index, cache));
  const runtime::NumericsResult r = runtime::check_numerics(*irg_reference_engine(), served.request, no);
  const std::string model =
      options.wmma_model == emu::WmmaModel::CLast ? "" : std::string(", WMMA model ") + emu::wmma_model_name(options.wmma_model);
  print_numerics(where + " served by " + served.kernel + model, r);
  if (!dump_dir.empty()) {
    const grid::CacheEntry& entry = *index.find(served.kernel);
    const runtime::DumpInfo info{0, served.family, entry.arch, registry::flavor_name(grid::kGridFlavor), "reference", entry.spec,
                                 options.seed, emu::wmma_model_name(options.wmma_model)};
    if (auto s = runtime::write_numerics_dump(dump_dir, r, info); !s) {
      std::printf("  --dump: %s\n", s.error().message.c_str());
      return false;
    }
    std::printf("  dump written to %s (irgate rerun %s runs it again)\n", dump_dir.c_str(), dump_dir.c_str());
  }
  return r.verdict == runtime::Verdict::Pass;
}

// --miopen-file: the first layer of each shape class; --random: the first problem of each geometry
// class; reduced, served and run.
int run_served_classes(const serve::ServeFlags& flags, const irg_arch_domain_t* domain,
                       const runtime::NumericsOptions& options, const std::string& dump_dir) {
  auto fail = [](const Error& e) { return std::cerr << "irgate run: " << e.message << "\n", e.exit_code; };
  int32_t dtype = 0, dw_dtype = 0;
  for (auto [name, out] : {std::pair{&flags.dtype, &dtype}, std::pair{&flags.dw_dtype, &dw_dtype}})
    if (!name->empty() && (*out = registry::dtype_by_name(*name)) <= 0)
      return fail(Error{"--dtype and --dw-dtype want fp32, fp16 or bf16 (got '" + *name + "')", 2});
  const bool random = flags.random > 0;
  auto input = random ? Result<serve::CoverageInput>(serve::random_coverage_input(flags.random, flags.seed))
                      : serve::read_coverage_input({flags.file, false});
  if (!input) return fail(input.error());
  const std::vector<serve::ShapeClass> classes =
      serve::shape_classes(*input, random ? serve::geometry_class : serve::shape_class_key);
  if (classes.empty()) return fail(Error{input->source + ": no backward-weights convolution to run", 2});
  if (!std::filesystem::exists(grid::CacheIndex::index_path(flags.cache)))
    return fail(Error{"--cache: " + flags.cache + " holds no index.json", 2});
  auto index = grid::CacheIndex::load(flags.cache);
  if (!index) return fail(index.error());
  auto profiles = serve::CostProfiles::load(flags.cache);
  if (!profiles) return fail(profiles.error());
  const serve::ServingCache cache(*index, flags.arch, domain, std::move(*profiles));
  size_t passed = 0;
  for (const serve::ShapeClass& c : classes) {
    serve::ConvProblem conv = random ? serve::reduced_problem_and_channels(c.first) : serve::reduced_problem(c.first);
    if (dtype) conv.dtype = dtype;
    irg_problem_t problem = serve::wgrad_problem(conv, dw_dtype ? dw_dtype : conv.dtype);
    problem.slice_bytes = flags.slice_bytes;
    const std::string where = "[" + c.key + "] " + (c.layer.empty() || c.layer == c.key ? "" : c.layer + ": ") +
                              serve::miopen_line_text(conv) + " on " + flags.arch;
    // One dump folder a class: DIR/1, DIR/2, ... in the order printed.
    const std::string class_dump = dump_dir.empty() ? "" : dump_dir + "/" + std::to_string(&c - classes.data() + 1);
    passed += run_answer(cache.serve(problem), problem, *index, flags.cache, domain, where, options, class_dump);
  }
  if (random)
    std::printf("%zu of %zu geometry classes of %lld random problems (seed %llu) pass (one problem each, reduced to "
                "one image)\n",
                passed, classes.size(), static_cast<long long>(flags.random),
                static_cast<unsigned long long>(flags.seed));
  else
    std::printf("%zu of %zu shape classes of %s pass (one layer each, reduced to one image)\n", passed,
                classes.size(), flags.file.c_str());
  return passed == classes.size() ? 0 : 1;
}

}  // namespace

int run_served_problem(const Context& ctx, const serve::ServeFlags& flags, const runtime::NumericsOptions& options,
                       const std::string& dump_dir) {
  auto views = load_flavor_view(ctx.root(), grid::kGridFlavor);
  if (!views) return std::cerr << "irgate run: " << views.error().message << "\n", 2;
  const irg_arch_domain_t* domain = (*views)[grid::kGridFlavor]->get();
  if (!flags.file.empty() || flags.random > 0) return run_served_classes(flags, domain, options, dump_dir);
  auto s = serve::serve_line(flags, domain);
  if (!s) return std::cerr << "irgate run: " << s.error().message << "\n", s.error().exit_code;
  const std::string where = serve::miopen_line_text(s->conv) + " on " + flags.arch;
  return run_answer(s->answer, s->problem, s->index, flags.cache, domain, where, options, dump_dir) ? 0 : 1;
}

}  // namespace irgate::tools
