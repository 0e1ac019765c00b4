// support/xml.h — text made safe for an XML attribute or element (JUnit reports).
//
//   out += "<failure message=\"" + xml_escape(message) + "\">";   // & < > " escaped
#pragma once

#include <string>

namespace irgate {

// &, <, >, " as entities; the control characters XML 1.0 forbids (all below 0x20 but tab and
// newline) as '?'.
std::string xml_escape(const std::string& text);

}  // namespace irgate
