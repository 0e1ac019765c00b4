// toolchain/isolated_builder.h — an ObjectBuilder that runs another builder in a forked worker
// process, so a backend crash fails one kernel instead of ending the program.
//
// The in-process builder (in_process/builder.h) runs libLLVM inside irgate, and LLVM's
// report_fatal_error ("LLVM ERROR: Cannot select: ...") aborts the process. `irgate grid compile`
// wraps each worker thread's in-process builder in this class. The first build() forks a worker
// child that inherits the parent's initialised libLLVM and then builds kernel after kernel (its
// TargetMachines stay warm), taking requests and sending each BuiltObject back over a socket
// pair. A child that dies, or outlives the timeout on one kernel, fails that kernel with
// "crash: <how it died>: <first line it wrote to stderr for that kernel>"; the next build()
// forks a new child. The bytes are the inner builder's (tests/toolchain/isolated_builder_test.cpp,
// in_process_identity_test.cpp).
//
//   auto inner = in_process::InProcessBuilder::create(IRG_FLAVOR_LLVM22, "22.1.8");
//   IsolatedBuilder builder(std::move(*inner), std::chrono::seconds(120));
//   BuiltObject b = builder.build(dir->path(), ll_text, "gfx1250");   // never ends this process
#pragma once

#include <sys/types.h>

#include <chrono>
#include <memory>

#include "toolchain/object_builder.h"

namespace irgate::toolchain {

class IsolatedBuilder final : public ObjectBuilder {
 public:
  IsolatedBuilder(std::unique_ptr<ObjectBuilder> inner, std::chrono::milliseconds timeout)
      : inner_(std::move(inner)), timeout_(timeout) {}
  ~IsolatedBuilder() override;  // closes the socket: the child sees end of input and exits
  IsolatedBuilder(const IsolatedBuilder&) = delete;
  IsolatedBuilder& operator=(const IsolatedBuilder&) = delete;

  // The child writes its stderr for this kernel to `scratch`/backend.stderr.
  BuiltObject build(const std::filesystem::path& scratch, const std::string& ll_text,
                    const std::string& arch) override;

 private:
  bool start_child();
  [[noreturn]] void serve(int socket);  // the child's loop
  std::string bury_child(bool kill_first);  // reaps the child; how it died ("killed by signal 6 (...)")

  std::unique_ptr<ObjectBuilder> inner_;
  std::chrono::milliseconds timeout_;
  pid_t child_ = -1;
  int socket_ = -1;  // the parent's end of the socket pair
};

}  // namespace irgate::toolchain
