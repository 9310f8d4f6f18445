#pragma once
#include <string>

namespace explgraph::report {

// Escapes &, <, > and " for HTML/SVG text and attribute values.
std::string xml_escape(const std::string& text);

}  // namespace explgraph::report
