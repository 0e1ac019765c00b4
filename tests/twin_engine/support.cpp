// tests/twin_engine/support.cpp — see support.h.
#include "tests/twin_engine/support.h"

#include <gtest/gtest.h>

#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <stdexcept>


namespace twin_test {

Domains::Domains() : owned(new irg_arch_domain_t[IRG_FLAVOR_COUNT]), tables(owned.get()) {
  for (int f = 0; f < IRG_FLAVOR_COUNT; ++f) {
    tables[f].flavor = f;
    for (int k = 0; k < IRG_INTRINSIC_COUNT; ++k) {
      for (int a = 0; a < IRG_ARCH_COUNT; ++a) tables[f].cells[k][a] = {IRG_DOMAIN_OK, ""};
    }
  }
}

irg_request_t depthwise(const char* arch, int flavor, const Domains& domains) {
  irg_request_t r = irg_request_default(IRG_FAMILY_DEPTHWISE, flavor, arch);
  r.domain = domains.of(flavor);
  return r;
}

irg_request_t reduce(const char* arch, int flavor, const Domains& domains) {
  irg_request_t r = irg_request_default(IRG_FAMILY_REDUCE, flavor, arch);
  r.domain = domains.of(flavor);
  return r;
}

irg_request_t implicit_gemm(const Domains& domains) {
  irg_request_t r = irg_request_default(IRG_FAMILY_IMPLICIT_GEMM, IRG_FLAVOR_LLVM22, "gfx1250");
  r.domain = domains.of(IRG_FLAVOR_LLVM22);
  return r;
}

Emitted emit_ll(const irg_request_t& request) { return irgate::registry::Engine(irg_twin_engine()).emit_ll(request); }

Emitted emit_ir(const irg_request_t& request) { return irgate::registry::Engine(irg_twin_engine()).emit_ir(request); }

Emitted lower_ir(const std::string& canonical, int flavor, const irg_arch_domain_t* domain) {
  return irgate::registry::Engine(irg_twin_engine()).lower_ir(canonical, flavor, domain);
}

std::string replace_once(std::string text, const std::string& from, const std::string& to) {
  size_t at = text.find(from);
  if (at == std::string::npos) throw std::runtime_error("replace_once: '" + from + "' not found");
  return text.replace(at, from.size(), to);
}

int count_of(const std::string& text, const std::string& what) {
  int n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> out;
  for (size_t at = 0; at < text.size();) {
    size_t end = text.find('\n', at);
    if (end == std::string::npos) end = text.size();
    out.push_back(text.substr(at, end - at));
    at = end + 1;
  }
  return out;
}

void expect_refused(const irg_request_t& request, const std::string& id, const std::string& text) {
  Emitted ll = emit_ll(request), ir = emit_ir(request);
  EXPECT_EQ(ll.refusal_id, id);
  EXPECT_EQ(ll.refusal_text, text);
  EXPECT_EQ(ir.refusal_id, id);
  EXPECT_EQ(ir.refusal_text, text);
}

#pragma GCC diagnostic ignored "-Wformat-nonliteral" /* the pattern is refusals.def data */

std::string filled(const char* id, ...) {
  static const struct {
    const char* id;
    const char* pattern;
  } kRows[] = {
#define IRG_REFUSAL(row_id, pattern) {#row_id, pattern},
#include "irgate/refusals.def"
#undef IRG_REFUSAL
  };
  for (const auto& row : kRows) {
    if (std::strcmp(row.id, id) != 0) continue;
    char text[1024];
    va_list args;
    va_start(args, id);
    std::vsnprintf(text, sizeof text, row.pattern, args);
    va_end(args);
    return text;
  }
  throw std::runtime_error(std::string("filled: no refusal ") + id);
}

}  // namespace twin_test
