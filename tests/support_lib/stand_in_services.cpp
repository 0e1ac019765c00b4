// tests/support_lib/stand_in_services.cpp — see stand_in_services.h.
#include "tests/support_lib/stand_in_services.h"

#include <signal.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <memory>

#include "toolchain/isolated_builder.h"

namespace irgate::testing {
namespace {

// "Threads:" of /proc/self/status.
std::string thread_count() {
  std::ifstream status("/proc/self/status");
  for (std::string line; std::getline(status, line);)
    if (line.rfind("Threads:", 0) == 0) return line.substr(line.find_first_not_of(" \t", 8));
  return "?";
}

class StandInBuilder final : public toolchain::ObjectBuilder {
 public:
  toolchain::BuiltObject build(const std::filesystem::path&, const std::string& text, const std::string&) override {
    if (text == "segfault") ::raise(SIGSEGV);
    if (text == "fatal") {
      std::fputs("\nLLVM ERROR: Cannot select: intrinsic %llvm.amdgcn.stand.in\nStack dump:\n", stderr);
      std::fflush(stderr);
      std::abort();
    }
    if (text == "exit") std::exit(1);
    if (text == "hang") ::pause();
    if (text == "count") return toolchain::BuiltObject{.code_object = std::to_string(++builds_)};
    toolchain::BuiltObject b;
    b.code_object = std::string("\x7f" "ELF\0\0\xff", 7) + text;
    b.notes = "amdhsa.kernels:\n  - .name: k\n";
    b.failure = text == "fails" ? "compile: error: stand-in" : "";
    b.seconds = {0.25, 1.5, 0.125, 0.0625};
    return b;
  }

 private:
  int builds_ = 0;
};

}  // namespace

WorkerService stand_in_service() {
  return {"stand_in", [](const std::string& init) -> Result<WorkerHandler> {
            if (init == "refuse") return Error{"the stand-in refuses to start"};
            return WorkerHandler([init](const std::string& request) -> Result<std::string> {
              if (request == "segfault") ::raise(SIGSEGV);
              if (request == "abort") std::abort();
              if (request == "exit") std::exit(1);
              if (request == "hang") ::pause();
              if (request == "refuse") return Error{"the stand-in refuses this request"};
              if (request == "pid") return std::to_string(::getpid());
              if (request == "threads") return thread_count();
              return init + ":" + request;
            });
          }};
}

WorkerService stand_in_build_service() {
  return toolchain::builder_service("stand_in_build", [](const std::string&) -> Result<std::unique_ptr<toolchain::ObjectBuilder>> {
    return std::unique_ptr<toolchain::ObjectBuilder>(std::make_unique<StandInBuilder>());
  });
}

}  // namespace irgate::testing
