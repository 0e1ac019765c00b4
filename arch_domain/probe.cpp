// arch_domain/probe.cpp — see probe.h.
#include "arch_domain/probe.h"

#include <sstream>

#include "arch_domain/catalog.h"
#include "irgate/abi.h"

namespace irgate::arch_domain::probe {
namespace {

std::string trim(std::string s) {
  size_t b = s.find_first_not_of(" \t\n"), e = s.find_last_not_of(" \t\n");
  return b == std::string::npos ? "" : s.substr(b, e - b + 1);
}

// Splits at top-level commas (not inside <>, (), [] or {}).
std::vector<std::string> split_top(const std::string& s) {
  std::vector<std::string> parts;
  int depth = 0;
  std::string cur;
  for (char c : s) {
    if (c == '<' || c == '(' || c == '[' || c == '{') ++depth;
    if (c == '>' || c == ')' || c == ']' || c == '}') --depth;
    if (c == ',' && depth == 0) {
      parts.push_back(trim(cur));
      cur.clear();
    } else {
      cur += c;
    }
  }
  if (!parts.empty() || !trim(cur).empty()) parts.push_back(trim(cur));  // "a," keeps its empty tail
  return parts;
}

// Parameter attributes we know how to drop; `immarg` is remembered.
Param parse_param(const std::string& text) {
  static const char* kAttrs[] = {"immarg", "noundef", "nocapture", "readonly", "writeonly", "nonnull", "signext",
                                 "zeroext", "inreg"};
  std::istringstream words(text);
  std::vector<std::string> w;
  for (std::string x; words >> x;) w.push_back(x);
  Param p;
  while (!w.empty()) {
    bool dropped = false;
    for (auto* a : kAttrs)
      if (w.back() == a) {
        p.immarg = p.immarg || w.back() == "immarg";
        w.pop_back();
        dropped = true;
        break;
      }
    if (!dropped) break;
  }
  for (size_t i = 0; i < w.size(); ++i) p.type += (i ? " " : "") + w[i];
  return p;
}

bool is_int(const std::string& t) { return t.size() > 1 && t[0] == 'i' && t.find_first_not_of("0123456789", 1) == std::string::npos; }
bool is_float(const std::string& t) { return t == "half" || t == "bfloat" || t == "float" || t == "double"; }

std::string literal_zero(const std::string& type) { return is_float(type) ? "0.0" : is_int(type) ? "0" : "zeroinitializer"; }

struct Body {
  std::vector<std::string> kernel_args{"ptr addrspace(1) %out"};
  std::vector<std::string> lines;
  int next = 0;
  std::string arg(const std::string& type, const std::string& name) {
    kernel_args.push_back(type + " " + name);
    return name;
  }
  std::string helper_arg(const std::string& type) { return arg(type, "%h" + std::to_string(next++)); }
};

// A ptr addrspace(8) operand: the flavor's own make.buffer.rsrc on a kernel-argument base.
Result<std::string> buffer_rsrc(Body& b, int flavor, std::string& helper_declare) {
  auto mk = catalog::declare_text(IRG_INTRINSIC_MAKE_BUFFER_RSRC, flavor);
  if (!mk) return b.helper_arg("ptr addrspace(8)");  // no such form in this flavor: a plain argument
  auto sig = parse_declare(*mk);
  if (!sig) return sig.error();
  std::vector<std::string> ops;
  for (auto& p : sig->params) ops.push_back(p.type + " " + (p.type.starts_with("ptr") ? b.helper_arg(p.type) : "0"));
  std::string v = "%rsrc" + std::to_string(b.next++);
  std::string call = "  " + v + " = call " + sig->ret + " @" + sig->name + "(";
  for (size_t i = 0; i < ops.size(); ++i) call += (i ? ", " : "") + ops[i];
  b.lines.push_back(call + ")");
  helper_declare = *mk;
  return v;
}

}  // namespace

Result<Signature> parse_declare(const std::string& text) {
  std::string t = trim(text);
  auto fail = [&](size_t col, const std::string& what) {
    return Error{"declare text, column " + std::to_string(col + 1) + ": " + what + ": " + t};
  };
  if (!t.starts_with("declare ")) return fail(0, "expected 'declare'");
  auto at = t.find(" @");
  if (at == std::string::npos) return fail(8, "expected ' @name'");
  auto open = t.find('(', at);
  auto close = t.rfind(')');
  if (open == std::string::npos || close == std::string::npos || close < open)
    return fail(at, "expected '(parameters)'");
  Signature s;
  s.ret = trim(t.substr(8, at - 8));
  s.name = t.substr(at + 2, open - at - 2);
  if (s.ret.empty() || s.name.empty()) return fail(8, "empty return type or name");
  for (auto& p : split_top(t.substr(open + 1, close - open - 1))) {
    Param q = parse_param(p);
    if (q.type.empty()) return fail(open, "empty parameter");
    s.params.push_back(q);
  }
  return s;
}

std::vector<int> immarg_params_from_verifier(const std::string& diagnostics) {
  std::vector<int> out;
  const std::string marker = "immarg operand has non-immediate parameter";
  for (size_t at = diagnostics.find(marker); at != std::string::npos; at = diagnostics.find(marker, at + 1)) {
    size_t line = diagnostics.find('\n', at);
    if (line == std::string::npos) break;
    size_t end = diagnostics.find('\n', line + 1);
    std::string next = diagnostics.substr(line + 1, end == std::string::npos ? std::string::npos : end - line - 1);
    size_t p = next.find("%p");
    if (p == std::string::npos) continue;
    int idx = 0;
    size_t d = p + 2;
    if (d >= next.size() || !std::isdigit(static_cast<unsigned char>(next[d]))) continue;
    while (d < next.size() && std::isdigit(static_cast<unsigned char>(next[d]))) idx = idx * 10 + (next[d++] - '0');
    out.push_back(idx);
  }
  return out;
}

Result<std::string> build_module(const std::string& declare_text, int flavor, const std::vector<int>& literal_params) {
  auto sig = parse_declare(declare_text);
  if (!sig) return sig.error();
  Body b;
  std::string helper;
  std::vector<std::string> ops;
  for (size_t i = 0; i < sig->params.size(); ++i) {
    const Param& p = sig->params[i];
    bool literal = p.immarg;
    for (int l : literal_params) literal = literal || l == static_cast<int>(i);
    if (literal) {
      ops.push_back(p.type + " " + literal_zero(p.type));
    } else if (p.type == "ptr addrspace(8)") {
      auto r = buffer_rsrc(b, flavor, helper);
      if (!r) return r.error();
      ops.push_back(p.type + " " + *r);
    } else {
      ops.push_back(p.type + " " + b.arg(p.type, "%p" + std::to_string(i)));
    }
  }
  std::string call = "call " + sig->ret + " @" + sig->name + "(";
  for (size_t i = 0; i < ops.size(); ++i) call += (i ? ", " : "") + ops[i];
  call += ")";
  if (sig->ret == "void") {
    b.lines.push_back("  " + call);
  } else {
    b.lines.push_back("  %r = " + call);
    b.lines.push_back("  store volatile " + sig->ret + " %r, ptr addrspace(1) %out");
  }
  std::string m = "target triple = \"amdgcn-amd-amdhsa\"\n\n";
  if (!helper.empty() && trim(helper) != trim(declare_text)) m += helper + "\n";
  m += trim(declare_text) + "\n\ndefine amdgpu_kernel void @probe(";
  for (size_t i = 0; i < b.kernel_args.size(); ++i) m += (i ? ", " : "") + b.kernel_args[i];
  m += ") {\nentry:\n";
  for (auto& l : b.lines) m += l + "\n";
  m += "  ret void\n}\n";
  return m;
}

}  // namespace irgate::arch_domain::probe
