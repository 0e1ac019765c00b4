// toolchain/isolated_builder.cpp — see isolated_builder.h.
#include "toolchain/isolated_builder.h"

#include <fcntl.h>
#include <unistd.h>

#include <fstream>

#include "support/wire.h"

namespace irgate::toolchain {
namespace {

constexpr const char* kStderrFile = "backend.stderr";

std::string encode(const BuiltObject& b) {
  std::string out;
  put_string(out, b.code_object);
  put_string(out, b.notes);
  put_string(out, b.failure);
  for (double s : {b.seconds.verify, b.seconds.compile, b.seconds.link, b.seconds.metadata}) put_pod(out, s);
  return out;
}

bool decode(const std::string& bytes, BuiltObject& b) {
  WireReader r(bytes);
  return r.string(b.code_object) && r.string(b.notes) && r.string(b.failure) && r.pod(b.seconds.verify) &&
         r.pod(b.seconds.compile) && r.pod(b.seconds.link) && r.pod(b.seconds.metadata) && r.at_end();
}

// The first line the worker wrote that says something ("LLVM ERROR: Cannot select: ..."), or "".
std::string first_stderr_line(const std::filesystem::path& file) {
  std::ifstream in(file);
  for (std::string line; std::getline(in, line);)
    if (line.find_first_not_of(" \t\r") != std::string::npos) return line;
  return "";
}

}  // namespace

WorkerService builder_service(std::string name,
                              std::function<Result<std::unique_ptr<ObjectBuilder>>(const std::string& init)> make) {
  return {std::move(name), [make](const std::string& init) -> Result<WorkerHandler> {
            auto made = make(init);
            if (!made) return made.error();
            std::shared_ptr<ObjectBuilder> inner = std::move(*made);
            return WorkerHandler([inner](const std::string& request) -> Result<std::string> {
              WireReader r(request);
              std::string scratch, text, arch;
              if (!r.string(scratch) || !r.string(text) || !r.string(arch) || !r.at_end())
                return Error{"malformed build request"};
              // This kernel's stderr, alone, in its own scratch folder: the parent reads it after a crash.
              const int fd = ::open((std::filesystem::path(scratch) / kStderrFile).c_str(),
                                    O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
              if (fd >= 0) ::dup2(fd, STDERR_FILENO), ::close(fd);
              return encode(inner->build(scratch, text, arch));
            });
          }};
}

BuiltObject IsolatedBuilder::build(const std::filesystem::path& scratch, const std::string& ll_text,
                                   const std::string& arch) {
  std::string request;
  put_string(request, scratch.string());
  put_string(request, ll_text);
  put_string(request, arch);
  const IsolatedResult r = client_.call(request, timeout_);
  BuiltObject b;
  if (r.completed && decode(r.payload, b)) return b;
  b = BuiltObject{};
  b.failure = "crash: " + (r.completed ? std::string("the worker answered garbage") : r.describe());
  if (!r.completed && !r.timed_out && r.failure.empty())  // it died: its last words say why
    if (const std::string line = first_stderr_line(scratch / kStderrFile); !line.empty()) b.failure += ": " + line;
  return b;
}

}  // namespace irgate::toolchain
