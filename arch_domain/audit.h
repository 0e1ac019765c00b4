// arch_domain/audit.h — the support matrix of the committed tables, as Markdown and as one
// self-contained HTML page (no scripts, no external files).
//
// Used by `irgate arch audit`. One table per flavor: a row per decl key (intrinsics.def order),
// a column per arch (arches.def order); HTML colours each status and shows the evidence on
// hover (title=). A cell says "this LLVM accepts it" (llc compiles the probe for the arch and
// ld.lld links it with --no-undefined), not "the vendor supports it".
//
//   std::vector<Table> ts = {*load_table(table_path(root, IRG_FLAVOR_LLVM22))};
//   std::cout << audit_markdown(ts);
//   write_atomic("audit.html", audit_html(ts));
#pragma once

#include <string>
#include <vector>

#include "arch_domain/table.h"

namespace irgate::arch_domain {

std::string audit_markdown(const std::vector<Table>& tables);
std::string audit_html(const std::vector<Table>& tables);

}  // namespace irgate::arch_domain
