// toolchain/in_process/builder.cpp — see builder.h.
#include "toolchain/in_process/builder.h"

#include <llvm/Config/llvm-config.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>

#include <chrono>

#include "toolchain/codegen_options.h"
#include "toolchain/in_process/codegen.h"
#include "toolchain/in_process/llc_options.h"
#include "toolchain/in_process/link.h"
#include "metadata/note.h"

namespace irgate::toolchain::in_process {
namespace {

using Clock = std::chrono::steady_clock;
double since(Clock::time_point t0) { return std::chrono::duration<double>(Clock::now() - t0).count(); }

}  // namespace

std::string linked_llvm_version() { return LLVM_VERSION_STRING; }

InProcessBuilder::InProcessBuilder() : codegen_(std::make_unique<Codegen>()) {}
InProcessBuilder::~InProcessBuilder() = default;

Status InProcessBuilder::usable(int flavor, const std::string& llc_version) {
  if (flavor_major(flavor) != LLVM_VERSION_MAJOR)
    return Error{std::string("in-process code generation links libLLVM ") + LLVM_VERSION_STRING + " and serves the llvm" +
                 std::to_string(LLVM_VERSION_MAJOR) + " flavor only, not " + flavor_name(flavor)};
  if (llc_version != LLVM_VERSION_STRING)
    return Error{"in-process code generation links libLLVM " + linked_llvm_version() + " but the toolchain's llc is " +
                 llc_version + ": their code objects are not the same; use --codegen subprocess"};
  return ok();
}

Result<std::unique_ptr<InProcessBuilder>> InProcessBuilder::create(int flavor, const std::string& llc_version) {
  if (auto s = usable(flavor, llc_version); !s) return s.error();
  return std::unique_ptr<InProcessBuilder>(new InProcessBuilder());
}

BuiltObject InProcessBuilder::build(const std::filesystem::path& scratch, const std::string& ll_text,
                                    const std::string& arch) {
  BuiltObject b;
  Result<std::string> linked = Error{""};
  {
    // llc -mcpu=<arch> <its options> (llc_options.h), held over the link as well: liblld's
    // driver resets every LLVM option's occurrences (cl::ResetAllOptionOccurrences), which must
    // not happen while another thread's compile runs with its options.
    auto options = LlcOptionScope::enter(llc_arch_options(arch));
    if (!options) return b.failure = options.error().message, b;
    llvm::LLVMContext ctx;  // fresh per module: a reused context keeps every type and constant it saw
    auto t0 = Clock::now();
    auto module = codegen_->parse(ctx, ll_text, arch);
    b.seconds.verify = since(t0);
    if (!module) return b.failure = module.error().message, b;
    t0 = Clock::now();
    auto object = codegen_->emit_object(**module, arch);
    b.seconds.compile = since(t0);
    if (!object) return b.failure = object.error().message, b;
    t0 = Clock::now();
    linked = link_object(scratch, *object);
    b.seconds.link = since(t0);
  }
  if (!linked) return b.failure = linked.error().message, b;
  auto t0 = Clock::now();
  auto notes = metadata::note_yaml(*linked);
  b.seconds.metadata = since(t0);
  if (!notes) return b.failure = notes.error().message, b;
  b.code_object = std::move(*linked);
  b.notes = std::move(*notes);
  return b;
}

}  // namespace irgate::toolchain::in_process
