#pragma once
#include <string>

namespace explgraph::report {

// Escapes &, <, >, " and ' for XML, HTML and SVG text and attribute values; control
// characters XML 1.0 forbids and invalid UTF-8 bytes become U+FFFD, so the output is always
// well-formed.
std::string xml_escape(const std::string& text);

}  // namespace explgraph::report
