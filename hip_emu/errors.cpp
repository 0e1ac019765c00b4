// hip_emu/errors.cpp — see errors.h.
#include "hip_emu/errors.h"

#include <cstdio>
#include <map>
#include <mutex>
#include <set>

namespace irgate::hipemu {

namespace {

// Each row's value is the header's: a renumbered or renamed code fails here, not in a program.
#define IRG_HIPEMU_ERROR(name, value, description) static_assert(name == value, #name " moved in the HIP headers");
#include "hip_emu/errors.def"
#undef IRG_HIPEMU_ERROR

struct ErrorRow {
  int value;
  const char* name;
  const char* sentence;
};
constexpr ErrorRow kErrors[] = {
#define IRG_HIPEMU_ERROR(name, value, description) {value, #name, description},
#include "hip_emu/errors.def"
#undef IRG_HIPEMU_ERROR
};

const ErrorRow* row_of(hipError_t code) {
  for (const ErrorRow& r : kErrors)
    if (r.value == int(code)) return &r;
  return nullptr;
}

struct ThreadErrors {
  hipError_t last = hipSuccess;
  std::map<int, std::string> detail;  // latest detail per code
  std::set<std::string> interned;     // every text error_string handed out
};
ThreadErrors& mine() {
  thread_local ThreadErrors errors;
  return errors;
}

}  // namespace

hipError_t fail(hipError_t code, std::string detail) {
  ThreadErrors& t = mine();
  t.last = code;
  t.detail[int(code)] = std::move(detail);
  return code;
}

std::string refusal_detail(const std::string& call) {
  return call + " is not implemented by irgate's emulated HIP device (libirgate_hipemu)";
}

hipError_t refuse(const std::string& call) {
  static std::mutex mutex;
  static std::set<std::string> told;
  {
    std::lock_guard<std::mutex> lock(mutex);
    if (told.insert(call).second) note(refusal_detail(call) + ": it returns hipErrorNotSupported");
  }
  return fail(hipErrorNotSupported, refusal_detail(call));
}

hipError_t take_last_error() {
  const hipError_t last = mine().last;
  mine().last = hipSuccess;
  return last;
}

hipError_t peek_last_error() { return mine().last; }

const char* error_name(hipError_t code) {
  const ErrorRow* r = row_of(code);
  return r ? r->name : "hipErrorUnknown";
}

const char* error_string(hipError_t code) {
  const ErrorRow* r = row_of(code);
  const char* sentence = r ? r->sentence : "unknown error";
  ThreadErrors& t = mine();
  auto d = t.detail.find(int(code));
  if (d == t.detail.end() || d->second.empty()) return sentence;
  std::string text = std::string(sentence) + ": " + d->second;
  auto at = t.interned.find(text);
  if (at == t.interned.end()) {
    if (t.interned.size() >= kMaxInterned) return sentence;
    at = t.interned.insert(std::move(text)).first;
  }
  return at->c_str();
}

void note(const std::string& text) { std::fprintf(stderr, "irgate hipemu: %s\n", text.c_str()); }

}  // namespace irgate::hipemu
