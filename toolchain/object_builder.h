// toolchain/object_builder.h — LLVM text to a linked AMDGPU code object and its metadata notes:
// verify, compile, link, read the `.amdgpu_metadata` note. Two implementations: subprocesses
// (llvm-as, llc, ld.lld, llvm-readelf: any flavor) and in process (in_process/builder.h: libLLVM
// 22 + liblld, the llvm22 flavor only, byte-identical by test).
//
// Used by `irgate grid compile` (grid/compile_one.*), one builder per worker thread, and by the
// identity test. A failing step is reported as "<step>: <first diagnostic line>" with step one of
// verify, compile, link, metadata; nothing is thrown.
//
//   toolchain::SubprocessBuilder builder(tc);
//   toolchain::BuiltObject b = builder.build(dir->path(), ll_text, "gfx1250");
//   if (!b.failure.empty()) return fail(b.failure);
//   auto resources = metadata::parse_kernel_resources(b.notes);
#pragma once

#include <filesystem>
#include <string>

#include "toolchain/tools.h"

namespace irgate::toolchain {

// Seconds per step of one build.
struct BuildSeconds {
  double verify = 0, compile = 0, link = 0, metadata = 0;
};

struct BuiltObject {
  std::string code_object;  // the linked ELF (.hsaco) bytes
  std::string notes;        // the metadata note as `llvm-readelf --notes` prints it (YAML)
  std::string failure;      // "<step>: why"; empty on success
  BuildSeconds seconds;
};

class ObjectBuilder {
 public:
  virtual ~ObjectBuilder() = default;
  // `scratch` is a private folder the builder may write into (TempDir); `arch` an llc -mcpu.
  virtual BuiltObject build(const std::filesystem::path& scratch, const std::string& ll_text,
                            const std::string& arch) = 0;
};

// The four steps as subprocesses with the toolchain's timeout (steps.h).
class SubprocessBuilder final : public ObjectBuilder {
 public:
  explicit SubprocessBuilder(Toolchain tc) : tc_(std::move(tc)) {}
  BuiltObject build(const std::filesystem::path& scratch, const std::string& ll_text,
                    const std::string& arch) override;

 private:
  Toolchain tc_;
};

// File names the steps use inside `scratch`. The in-process path names its module kModuleFile,
// as llc names a module after its input file, so diagnostics of both paths name "kernel.ll".
inline constexpr const char* kModuleFile = "kernel.ll";
inline constexpr const char* kObjectFile = "kernel.o";
inline constexpr const char* kCodeObjectFile = "kernel.hsaco";

}  // namespace irgate::toolchain
