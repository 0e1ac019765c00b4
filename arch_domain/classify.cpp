// arch_domain/classify.cpp — see classify.h.
#include "arch_domain/classify.h"

#include <sstream>

namespace irgate::arch_domain {
namespace {

// "0x55d0c3a1b2c0" -> "0x?": pointers in SelectionDAG dumps differ from run to run.
std::string mask_hex(const std::string& s) {
  std::string out;
  for (size_t i = 0; i < s.size();) {
    if (s.compare(i, 2, "0x") == 0) {
      size_t j = i + 2;
      while (j < s.size() && std::isxdigit(static_cast<unsigned char>(s[j]))) ++j;
      if (j - i - 2 >= 6) {
        out += "0x?";
        i = j;
        continue;
      }
    }
    out += s[i++];
  }
  return out;
}

const char* find_any(const std::string& text, std::initializer_list<const char*> markers) {
  for (auto* m : markers)
    if (text.find(m) != std::string::npos) return m;
  return nullptr;
}

// "ld.lld-16: error: ..." and "/usr/lib/llvm-16/bin/ld.lld: error: ..." -> "ld.lld: error: ...":
// lld names itself after argv[0], which depends on how the toolchain was found, not on LLVM.
std::string linker_line(std::string line) {
  size_t colon = line.find(": ");
  if (colon == std::string::npos || line.substr(0, colon).find(' ') != std::string::npos) return line;
  std::string tool = line.substr(0, colon);
  std::string base = tool.substr(tool.rfind('/') == std::string::npos ? 0 : tool.rfind('/') + 1);
  if (!base.starts_with("ld.lld")) return line;
  return "ld.lld" + line.substr(colon);
}

Cell cell(irg_domain_status s, std::string evidence) {
  if (evidence.empty()) evidence = "(no diagnostic)";
  return Cell{s, std::move(evidence)};
}

}  // namespace

std::string evidence_line(const std::string& text, const std::string& marker) {
  std::istringstream in(text);
  std::string line, first;
  while (std::getline(in, line)) {
    size_t b = line.find_first_not_of(" \t\r"), e = line.find_last_not_of(" \t\r");
    if (b == std::string::npos) continue;
    line = line.substr(b, e - b + 1);
    if (first.empty()) first = line;
    if (!marker.empty() && line.find(marker) != std::string::npos) {
      first = line;
      break;
    }
    if (marker.empty()) break;
  }
  first = mask_hex(first);
  if (first.size() > 200) first.resize(200);
  return first;
}

Cell classify(const Observed& o, const std::string& llc_name, const std::string& arch) {
  if (!o.cpu_known)
    return cell(IRG_DOMAIN_TARGET_UNSUPPORTED,
                "'" + arch + "' is not a recognized processor: absent from `" + llc_name + " -mcpu=help`");
  const ProcessResult& llc = o.llc;
  if (llc.timed_out) return cell(IRG_DOMAIN_TOOLCHAIN_TIMEOUT, llc_name + " timed out on " + arch);
  const std::string& err = llc.err;
  if (auto m = find_any(err, {"Intrinsic has incorrect argument type", "input module cannot be verified"}))
    return cell(IRG_DOMAIN_SIGNATURE_INVALID, evidence_line(err, m));
  if (auto m = find_any(err, {"Cannot select", "Do not know how to"}))
    return cell(IRG_DOMAIN_ARCH_ABSENT, evidence_line(err, m));
  if (err.find("not a recognized processor") != std::string::npos)
    return cell(IRG_DOMAIN_TARGET_UNSUPPORTED, evidence_line(err, "not a recognized processor"));
  if (llc.signal != 0 || find_any(err, {"PLEASE submit a bug report", "Stack dump"})) {
    std::string ev = evidence_line(err);
    if (ev.empty() || ev.starts_with("PLEASE submit") || ev.starts_with("Stack dump"))
      ev = llc_name + " crashed" + (llc.signal ? " (signal " + std::to_string(llc.signal) + ")" : "") +
           (ev.empty() ? "" : ": " + ev);
    return cell(IRG_DOMAIN_TOOLCHAIN_CRASH, ev.substr(0, 200));
  }
  if (llc.exit_code != 0 || !o.link) return cell(IRG_DOMAIN_PROBE_ERROR, evidence_line(err));
  const ProcessResult& link = *o.link;
  if (link.timed_out) return cell(IRG_DOMAIN_TOOLCHAIN_TIMEOUT, "ld.lld timed out on " + arch);
  std::string lerr = link.err + link.out;
  if (link.exit_code != 0 && lerr.find("undefined symbol: llvm.") != std::string::npos)
    return cell(IRG_DOMAIN_NAME_ABSENT, linker_line(evidence_line(lerr, "undefined symbol: llvm.")));
  if (link.exited_ok()) return Cell{IRG_DOMAIN_OK, ""};
  if (link.signal != 0) return cell(IRG_DOMAIN_TOOLCHAIN_CRASH, "ld.lld crashed: " + linker_line(evidence_line(lerr)));
  return cell(IRG_DOMAIN_PROBE_ERROR, linker_line(evidence_line(lerr)));
}

}  // namespace irgate::arch_domain
