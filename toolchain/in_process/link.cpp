// toolchain/in_process/link.cpp — see link.h.
#include "toolchain/in_process/link.h"

#include <lld/Common/Driver.h>
#include <llvm/Support/raw_ostream.h>

#include <mutex>
#include <vector>

#include "support/files.h"
#include "toolchain/codegen_options.h"
#include "toolchain/object_builder.h"
#include "toolchain/tempdir.h"

LLD_HAS_DRIVER(elf)

namespace irgate::toolchain::in_process {
namespace {

// liblld is one linker per process: its context is a global, hence one link at a time.
struct LinkerSlot {
  std::mutex mutex;
  bool spent = false;  // lld said it cannot run again in this process
};

LinkerSlot& linker_slot() {
  static LinkerSlot slot;
  return slot;
}

std::string first_line(const std::string& text) {
  const size_t b = text.find_first_not_of(" \t\r\n");
  return b == std::string::npos ? "" : text.substr(b, text.find('\n', b) - b);
}

}  // namespace

Result<std::string> link_object(const std::filesystem::path& dir, const std::string& object) {
  const auto input = dir / kObjectFile, output = dir / kCodeObjectFile;
  if (auto w = write_scratch(input, object); !w) return Error{"link: " + w.error().message, 1};
  // argv[0] "ld.lld" selects lld's GNU ELF flavor, as the ld.lld-22 program name does.
  const std::vector<std::string> args = lld_argv("ld.lld", input.string(), output.string());
  std::vector<const char*> argv;
  for (const std::string& a : args) argv.push_back(a.c_str());
  std::string out, err;
  llvm::raw_string_ostream out_stream(out), err_stream(err);
  LinkerSlot& slot = linker_slot();
  {
    std::lock_guard<std::mutex> lock(slot.mutex);
    if (slot.spent) return Error{"link: liblld cannot link again in this process after an earlier fatal error", 1};
    const lld::Result r = lld::lldMain(argv, out_stream, err_stream, {{lld::Gnu, &lld::elf::link}});
    slot.spent = !r.canRunAgain;
    if (r.retCode != 0) {
      const std::string why = first_line(err.empty() ? out : err);
      return Error{"link: " + (why.empty() ? "exit " + std::to_string(r.retCode) : why), 1};
    }
  }
  auto linked = read_file(output);
  if (!linked) return Error{"link: " + linked.error().message, 1};
  if (linked->empty()) return Error{"link: ld.lld wrote an empty code object", 1};
  return linked;
}

}  // namespace irgate::toolchain::in_process
