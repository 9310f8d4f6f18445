#include "explgraph/load/json_document.hpp"

#include "explgraph/core/errors.hpp"
#include "explgraph/core/strings.hpp"
#include "explgraph/load/input_limits.hpp"

namespace explgraph::load {
namespace {

TextPosition position_of(std::string_view text, std::size_t at) {
  TextPosition p;
  for (std::size_t i = 0; i < at && i < text.size(); ++i) {
    if (text[i] == '\n') {
      ++p.line;
      p.column = 1;
    } else {
      ++p.column;
    }
  }
  return p;
}

}  // namespace

std::optional<TextPosition> too_deep(std::string_view text) {
  std::size_t depth = 0;
  bool in_string = false, escaped = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (in_string) {
      if (escaped)
        escaped = false;
      else if (c == '\\')
        escaped = true;
      else if (c == '"')
        in_string = false;
    } else if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      if (++depth > kMaxJsonDepth) return position_of(text, i);
    } else if ((c == ']' || c == '}') && depth > 0) {
      --depth;
    }
  }
  return std::nullopt;
}

std::string too_deep_message(const std::string& display, const std::string& expected,
                             TextPosition at) {
  return display + ": error: expected " + expected + ", found JSON nested deeper than " +
         std::to_string(kMaxJsonDepth) + " levels at line " + std::to_string(at.line) +
         ", column " + std::to_string(at.column) + " (no input explgraph reads nests so deep)";
}

std::string json_excerpt(const nlohmann::json& value, std::size_t most) {
  std::string text = value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  if (text.size() <= most) return text;
  std::size_t cut = most;
  while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) --cut;
  return text.substr(0, cut) + "…";
}

nlohmann::json read_json_document(std::istream& in, const std::string& display,
                                  const std::string& expected) {
  const std::string text = read_bounded_text(in, display, false);
  const std::string found = display + ": error: expected " + expected + ", found ";
  if (core::trim(text).empty()) throw core::InputError(found + "an empty file");
  if (const auto at = too_deep(text))
    throw core::InputError(too_deep_message(display, expected, *at));
  try {
    return nlohmann::json::parse(text);
  } catch (const nlohmann::json::parse_error& e) {
    // nlohmann counts bytes from 1, up to and including the one that broke the parse.
    const auto at = position_of(text, e.byte > 0 ? e.byte - 1 : 0);
    throw core::InputError(found + "invalid JSON at line " + std::to_string(at.line) + ", column " +
                           std::to_string(at.column));
  } catch (const nlohmann::json::exception& e) {
    throw core::InputError(display + ": error: unusable JSON: " + e.what());
  }
}

}  // namespace explgraph::load
