// toolchain/in_process/builder.h — the in-process ObjectBuilder for the llvm22 flavor: libLLVM 22
// parses, verifies and compiles (codegen.h), liblld links (link.h), the metadata note is read
// in process (notes.h). Produces the same code object bytes as llc-22 + ld.lld-22
// (tests/toolchain/in_process_identity_test.cpp); about 4 process start-ups cheaper per kernel.
//
// Used by `irgate grid compile` (the default; `--codegen subprocess` takes the other builder),
// one builder per worker thread. A backend crash (LLVM's report_fatal_error, e.g. "Cannot
// select", aborts) ends the process that calls build(): the grid runs it in a worker process
// (build_service.h, toolchain/isolated_builder.h), one worker per worker thread.
//
//   auto builder = in_process::InProcessBuilder::create(IRG_FLAVOR_LLVM22, "22.1.8");
//   if (!builder) return builder.error();   // another flavor, or libLLVM is not that llc's build
//   toolchain::BuiltObject b = (*builder)->build(dir->path(), ll_text, "gfx1250");
#pragma once

#include <memory>
#include <string>

#include "support/result.h"
#include "toolchain/object_builder.h"

namespace irgate::toolchain::in_process {

class Codegen;

class InProcessBuilder final : public ObjectBuilder {
 public:
  // `llc_version` is the subprocess toolchain's `llc --version` number: the cache records it, so
  // the linked libLLVM must be that very release.
  static Result<std::unique_ptr<InProcessBuilder>> create(int flavor, const std::string& llc_version);
  // What create() checks, without making a builder (the parent of a build worker asks this).
  static Status usable(int flavor, const std::string& llc_version);
  ~InProcessBuilder() override;
  BuiltObject build(const std::filesystem::path& scratch, const std::string& ll_text,
                    const std::string& arch) override;

 private:
  InProcessBuilder();
  std::unique_ptr<Codegen> codegen_;
};

// The libLLVM release this program links ("22.1.8").
std::string linked_llvm_version();

}  // namespace irgate::toolchain::in_process
