#include "explgraph/report/xml_escape.hpp"

#include "explgraph/core/strings.hpp"

namespace explgraph::report {

std::string xml_escape(const std::string& raw) {
  const std::string text = core::valid_utf8(raw);
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += "&#39;";
        break;
      case '\t':
      case '\n':
      case '\r':
        out += c;
        break;
      default:
        // XML 1.0 forbids the other control characters, even escaped.
        if (static_cast<unsigned char>(c) < 0x20)
          out += "\xEF\xBF\xBD";
        else
          out += c;
    }
  }
  return out;
}

}  // namespace explgraph::report
