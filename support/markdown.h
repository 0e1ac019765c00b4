// support/markdown.h — text made safe for a cell of a Markdown table (the reports a pull request
// pastes: `irgate check --markdown`, `irgate grid coverage`).
//
//   md += "| " + markdown_cell(engine_message) + " |\n";   // `|` escaped, newlines as <br>
#pragma once

#include <string>

namespace irgate {

// `|` as `\|` and each newline as `<br>`, so the text cannot end its row or its table.
std::string markdown_cell(const std::string& text);

}  // namespace irgate
