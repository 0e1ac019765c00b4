// toolchain/in_process/llc_options.cpp — see llc_options.h.
#include "toolchain/in_process/llc_options.h"

#include <llvm/Support/CommandLine.h>

namespace irgate::toolchain::in_process {
namespace {

// One process has one set of cl::opt values; every in-process compile of the process takes it.
std::mutex& option_lock() {
  static std::mutex m;
  return m;
}

}  // namespace

Result<std::unique_ptr<LlcOptionScope>> LlcOptionScope::enter(const std::vector<std::string>& options) {
  std::unique_ptr<LlcOptionScope> scope(new LlcOptionScope(std::unique_lock<std::mutex>(option_lock())));
  const auto registered = llvm::cl::getRegisteredOptions();  // name -> option (LLVM 22: a DenseMap copy)
  for (const std::string& spelled : options) {
    const std::string body = spelled.substr(spelled.find_first_not_of('-'));
    const size_t eq = body.find('=');
    const std::string name = body.substr(0, eq), value = eq == std::string::npos ? "" : body.substr(eq + 1);
    auto it = registered.find(name);
    if (it == registered.end()) return Error{"compile: libLLVM has no llc option " + spelled, 1};
    if (it->second->addOccurrence(0, name, value)) return Error{"compile: libLLVM rejects llc option " + spelled, 1};
    scope->set_.push_back(it->second);
  }
  return scope;
}

LlcOptionScope::~LlcOptionScope() {
  for (llvm::cl::Option* o : set_) o->reset();  // its default value, and no occurrence: as if never given
}

}  // namespace irgate::toolchain::in_process
