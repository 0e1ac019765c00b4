// tests/support_lib/stand_in_engines.cpp — see stand_in_engines.h.
#include "tests/support_lib/stand_in_engines.h"

#include <csignal>
#include <cstdlib>
#include <cstring>
#include <thread>
#include <vector>

#include "parity/diff.h"

namespace irgate::testing {
namespace {

std::string join(const std::vector<std::string>& lines) {
  std::string out;
  for (auto& l : lines) out += l + "\n";
  return out;
}

size_t first_line_where(const std::vector<std::string>& l, bool (*pred)(const std::string&)) {
  for (size_t i = 0; i < l.size(); ++i)
    if (pred(l[i])) return i;
  return l.size();
}

bool is_declare(const std::string& s) { return s.starts_with("declare"); }
bool is_binary_add(const std::string& s) { return s.find(" = add i32 %") != std::string::npos; }
bool is_ssa_definition(const std::string& s) { return s.starts_with("  %"); }

template <Mutation M>
int mutated_emit_ll(const irg_request_t* r, irg_text_t* out, irg_refusal_t* why) {
  if (M == Mutation::kCrashOnReduce && r->family == IRG_FAMILY_REDUCE) std::raise(SIGSEGV);
  int st = irg_reference_engine()->emit_ll(r, out, why);
  if (st != IRG_STATUS_OK || M == Mutation::kCrashOnReduce) return st;
  std::string s = mutate(M, std::string(out->data, out->size));
  std::free(out->data);
  out->data = strdup(s.c_str());
  out->size = s.size();
  return st;
}

int crashing_emit_ll(const irg_request_t*, irg_text_t*, irg_refusal_t*) {
  std::raise(SIGSEGV);
  return IRG_STATUS_ERROR;
}

int crashing_on_gfx90a_emit_ll(const irg_request_t* r, irg_text_t* out, irg_refusal_t* why) {
  if (std::strcmp(r->arch, "gfx90a") == 0) std::raise(SIGSEGV);
  return irg_reference_engine()->emit_ll(r, out, why);
}

int hanging_emit_ll(const irg_request_t*, irg_text_t*, irg_refusal_t*) {
  for (;;) std::this_thread::sleep_for(std::chrono::seconds(1));
}

irg_engine reference_with(const char* name, int (*emit_ll)(const irg_request_t*, irg_text_t*, irg_refusal_t*)) {
  irg_engine e = *irg_reference_engine();
  e.name = name;
  e.emit_ll = emit_ll;
  e.emit_both = nullptr;  // so callers that want both answers reach the stand-in emit_ll
  return e;
}

const irg_engine kMutated[] = {
    reference_with("mutated.byte", mutated_emit_ll<Mutation::kByte>),
    reference_with("mutated.drop_declare", mutated_emit_ll<Mutation::kDropDeclare>),
    reference_with("mutated.swap_operands", mutated_emit_ll<Mutation::kSwapOperands>),
    reference_with("mutated.rename_ssa", mutated_emit_ll<Mutation::kRenameSsa>),
    reference_with("mutated.attribute", mutated_emit_ll<Mutation::kAttribute>),
    reference_with("mutated.crash_on_reduce", mutated_emit_ll<Mutation::kCrashOnReduce>),
};
const irg_engine kCrashing = reference_with("crashing", crashing_emit_ll);
const irg_engine kHanging = reference_with("hanging", hanging_emit_ll);
const irg_engine kCrashingOnGfx90a = reference_with("crashing_on_gfx90a", crashing_on_gfx90a_emit_ll);

}  // namespace

std::string mutate(Mutation m, const std::string& text) {
  auto l = parity::split_lines(text);
  switch (m) {
    case Mutation::kByte: l[20][2] = l[20][2] == 'x' ? 'y' : 'x'; break;
    case Mutation::kDropDeclare: l.erase(l.begin() + static_cast<long>(first_line_where(l, is_declare))); break;
    case Mutation::kSwapOperands: {
      std::string& s = l[first_line_where(l, is_binary_add)];
      size_t a = s.find("i32 ") + 4, comma = s.find(", ", a);
      s = s.substr(0, a) + s.substr(comma + 2) + ", " + s.substr(a, comma - a);
      break;
    }
    case Mutation::kRenameSsa: {
      const std::string& def = l[first_line_where(l, is_ssa_definition)];
      std::string name = def.substr(2, def.find(' ', 2) - 2);
      for (auto& s : l)
        for (size_t p = s.find(name + " "); p != std::string::npos; p = s.find(name + " ", p + 1))
          s.replace(p, name.size(), name + "x");
      break;
    }
    case Mutation::kAttribute: {
      std::string& s = l.back();
      s.replace(s.find("\"true\""), 6, "\"false\"");
      break;
    }
    case Mutation::kCrashOnReduce: break;
  }
  return join(l);
}

const irg_engine* mutated_engine(Mutation m) { return &kMutated[static_cast<int>(m)]; }
const irg_engine* crashing_engine() { return &kCrashing; }
const irg_engine* hanging_engine() { return &kHanging; }
const irg_engine* crashing_on_gfx90a_engine() { return &kCrashingOnGfx90a; }

const irg_engine* stand_in_engine(const std::string& name) {
  for (const irg_engine& e : kMutated)
    if (name == e.name) return &e;
  for (const irg_engine* e : {&kCrashing, &kHanging, &kCrashingOnGfx90a})
    if (name == e->name) return e;
  return nullptr;
}

}  // namespace irgate::testing
