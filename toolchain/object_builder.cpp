// toolchain/object_builder.cpp — see object_builder.h (the subprocess builder).
#include "toolchain/object_builder.h"

#include "support/files.h"
#include "toolchain/steps.h"
#include "toolchain/tempdir.h"

namespace irgate::toolchain {
namespace {

// "<step>: why" from a step's outcome; the first non-blank diagnostic line is enough to act on.
std::string step_failure(const char* step, const Result<ProcessResult>& r) {
  std::string why;
  if (!r) why = r.error().message;
  else if (r->timed_out) why = "timed out";
  else if (r->signal) why = "killed by signal " + std::to_string(r->signal);
  else {
    const std::string text = r->err.empty() ? r->out : r->err;
    const size_t b = text.find_first_not_of(" \t\r\n");
    why = b == std::string::npos ? "exit " + std::to_string(r->exit_code) : text.substr(b, text.find('\n', b) - b);
  }
  return std::string(step) + ": " + why;
}

double seconds_of(const Result<ProcessResult>& r) { return r ? r->seconds : 0; }

}  // namespace

BuiltObject SubprocessBuilder::build(const std::filesystem::path& dir, const std::string& ll_text,
                                     const std::string& arch) {
  BuiltObject b;
  if (auto w = write_scratch(dir / kModuleFile, ll_text); !w) return b.failure = "verify: " + w.error().message, b;
  auto v = verify(tc_, dir, kModuleFile);
  b.seconds.verify = seconds_of(v);
  if (!v || !v->exited_ok()) return b.failure = step_failure("verify", v), b;
  auto o = compile(tc_, dir, kModuleFile, arch, kObjectFile);
  b.seconds.compile = seconds_of(o);
  if (!o || !o->exited_ok()) return b.failure = step_failure("compile", o), b;
  auto l = link(tc_, dir, kObjectFile, kCodeObjectFile);
  b.seconds.link = seconds_of(l);
  if (!l || !l->exited_ok()) return b.failure = step_failure("link", l), b;
  auto n = read_notes(tc_, dir, kCodeObjectFile);
  b.seconds.metadata = seconds_of(n);
  if (!n || !n->exited_ok()) return b.failure = step_failure("metadata", n), b;
  auto object = read_file(dir / kCodeObjectFile);
  if (!object) return b.failure = "link: " + object.error().message, b;
  b.code_object = std::move(*object);
  b.notes = std::move(n->out);
  return b;
}

}  // namespace irgate::toolchain
