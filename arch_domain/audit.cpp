// arch_domain/audit.cpp — see audit.h.
#include "arch_domain/audit.h"

#include <map>

#include "arch_domain/catalog.h"
#include "toolchain/tools.h"

namespace irgate::arch_domain {
namespace {

constexpr const char* kCaveat =
    "A cell says whether this flavor's LLVM accepts the intrinsic on the arch: llc compiles a probe "
    "kernel for it and ld.lld links it with --no-undefined. It does not say that the vendor supports "
    "it, that the hardware runs it, or that it computes the right numbers.";

struct Style {
  irg_domain_status status;
  const char* colour;
  const char* meaning;
};
constexpr Style kStyles[] = {
    {IRG_DOMAIN_OK, "#b7e1b0", "this LLVM compiles and links it for the arch"},
    {IRG_DOMAIN_NAME_ABSENT, "#d9d9d9", "this LLVM does not know the intrinsic (undefined symbol at link)"},
    {IRG_DOMAIN_ARCH_ABSENT, "#f4a6a6", "known, but the arch cannot select it"},
    {IRG_DOMAIN_SIGNATURE_INVALID, "#f7c98b", "known, but the declare's signature is rejected by the verifier"},
    {IRG_DOMAIN_TARGET_UNSUPPORTED, "#eeeeee", "this llc does not list the arch (-mcpu=help)"},
    {IRG_DOMAIN_TOOLCHAIN_CRASH, "#c9a7e8", "no data: the toolchain crashed"},
    {IRG_DOMAIN_TOOLCHAIN_TIMEOUT, "#f2e394", "no data: the toolchain timed out"},
    {IRG_DOMAIN_UNMEASURED, "#ffffff", "no cell in the table"},
};

const Style& style(irg_domain_status s) {
  for (auto& st : kStyles)
    if (st.status == s) return st;
  return kStyles[std::size(kStyles) - 1];
}

std::string html_escape(const std::string& s) {
  std::string o;
  for (char c : s) {
    switch (c) {
      case '&': o += "&amp;"; break;
      case '<': o += "&lt;"; break;
      case '>': o += "&gt;"; break;
      case '"': o += "&quot;"; break;
      case '\'': o += "&#39;"; break;
      default: o += c;
    }
  }
  return o;
}

std::string md_escape(const std::string& s) {
  std::string o;
  for (char c : s) o += c == '|' ? std::string("\\|") : std::string(1, c);
  return o;
}

// Rows: intrinsics.def order first, then any key only the table has (stale, marked).
std::vector<std::pair<std::string, bool>> rows_of(const Table& t) {
  std::vector<std::pair<std::string, bool>> rows;
  for (int k = 0; k < catalog::key_count(); ++k) rows.push_back({catalog::key_name(k), true});
  for (auto& [key, _] : t.keys)
    if (catalog::key_from_name(key) < 0) rows.push_back({key, false});
  return rows;
}

Cell cell_of(const Table& t, const std::string& key, const std::string& arch) {
  auto row = t.keys.find(key);
  if (row == t.keys.end()) return Cell{IRG_DOMAIN_UNMEASURED, "no cell in the table"};
  auto c = row->second.find(arch);
  if (c == row->second.end()) return Cell{IRG_DOMAIN_UNMEASURED, "no cell in the table"};
  return c->second;
}

std::string heading(const Table& t) {
  return std::string(toolchain::flavor_name(t.flavor)) + " — " + t.llvm_version + ", generator " +
         std::to_string(t.generator);
}

}  // namespace

std::string audit_markdown(const std::vector<Table>& tables) {
  std::string md = "# Arch domain: which intrinsic this LLVM accepts on which arch\n\n";
  md += std::string(kCaveat) + "\n\n";
  for (auto& t : tables) {
    md += "## " + heading(t) + "\n\n| key |";
    for (auto& a : t.arches) md += " " + a + " |";
    md += "\n|---|";
    for (size_t i = 0; i < t.arches.size(); ++i) md += "---|";
    md += "\n";
    std::map<std::string, int> counts;
    for (auto& [key, known] : rows_of(t)) {
      md += "| `" + key + "`" + (known ? "" : " (stale: not in intrinsics.def)") + " |";
      for (auto& a : t.arches) {
        Cell c = cell_of(t, key, a);
        ++counts[status_name(c.status)];
        md += std::string(" ") + (c.status == IRG_DOMAIN_OK ? "ok" : status_name(c.status)) + " |";
      }
      md += "\n";
    }
    md += "\nCells:";
    for (auto& [name, n] : counts) md += " " + name + " " + std::to_string(n) + ";";
    md += "\n\n";
  }
  md += "Statuses:\n\n";
  for (auto& st : kStyles) md += std::string("- `") + status_name(st.status) + "`: " + md_escape(st.meaning) + "\n";
  return md;
}

std::string audit_html(const std::vector<Table>& tables) {
  std::string h =
      "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n"
      "<title>irgate arch domain</title>\n<style>\n"
      "body{font-family:sans-serif;margin:1.5em}table{border-collapse:collapse;margin-bottom:2em}\n"
      "th,td{border:1px solid #999;padding:3px 8px;font-size:13px}td.k{font-family:monospace}\n"
      "td.c{text-align:center;cursor:help}\n";
  for (auto& st : kStyles)
    h += std::string("td.s-") + status_name(st.status) + "{background:" + st.colour + "}\n";
  h += "</style></head><body>\n<h1>Arch domain: which intrinsic this LLVM accepts on which arch</h1>\n<p>" +
       html_escape(kCaveat) + " Hover a cell for its evidence (the first diagnostic line).</p>\n";
  for (auto& t : tables) {
    h += "<h2>" + html_escape(heading(t)) + "</h2>\n<table><tr><th>key</th>";
    for (auto& a : t.arches) h += "<th>" + html_escape(a) + "</th>";
    h += "</tr>\n";
    for (auto& [key, known] : rows_of(t)) {
      h += "<tr><td class=\"k\">" + html_escape(key) + (known ? "" : " (stale)") + "</td>";
      for (auto& a : t.arches) {
        Cell c = cell_of(t, key, a);
        std::string name = status_name(c.status);
        std::string title = c.evidence.empty() ? style(c.status).meaning : c.evidence;
        h += "<td class=\"c s-" + name + "\" title=\"" + html_escape(title) + "\">" + html_escape(name) + "</td>";
      }
      h += "</tr>\n";
    }
    h += "</table>\n";
  }
  h += "<h2>Statuses</h2>\n<table>";
  for (auto& st : kStyles)
    h += std::string("<tr><td class=\"c s-") + status_name(st.status) + "\">" + status_name(st.status) + "</td><td>" +
         html_escape(st.meaning) + "</td></tr>";
  h += "</table>\n</body></html>\n";
  return h;
}

}  // namespace irgate::arch_domain
