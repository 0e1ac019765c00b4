// serve_reports/explain.h — `irgate plan --explain`: why serving chose the kernel it chose, as text. The
// families that declined (in serving order, first reason each), then every candidate of the
// serving family ranked as serving ranked them, with the estimate's parts (blocks, rounds,
// the pipe that bounds a round) and the machine figures it rests on, assumptions named; then
// the winner against the runner-up.
//
//   auto s = serve::serve_line(flags, domain);
//   std::cout << serve::explain_text(s->answer, "gfx1250", serve::miopen_line_text(s->conv));
#pragma once

#include <string>

#include "serve/serve.h"

namespace irgate::serve {

std::string explain_text(const ServeAnswer& answer, const std::string& arch, const std::string& problem);

}  // namespace irgate::serve
