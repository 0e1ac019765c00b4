// support/markdown.cpp — see markdown.h.
#include "support/markdown.h"

namespace irgate {

std::string markdown_cell(const std::string& text) {
  std::string out;
  for (char c : text) {
    if (c == '|') out += "\\|";
    else if (c == '\n') out += "<br>";
    else out += c;
  }
  return out;
}

}  // namespace irgate
