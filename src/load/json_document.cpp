#include "explgraph/load/json_document.hpp"

#include <algorithm>
#include <array>

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

// What Python's json.dumps writes for non-finite floats, the longest first.
constexpr std::array<std::string_view, 3> kPythonConstants{"-Infinity", "Infinity", "NaN"};

// Whether each character of a JSON text, fed in order, is part of a string literal (its
// quotes included): brackets and constants count only outside strings.
class StringTracker {
 public:
  bool inside(char c) {
    if (in_string_) {
      if (escaped_)
        escaped_ = false;
      else if (c == '\\')
        escaped_ = true;
      else if (c == '"')
        in_string_ = false;
      return true;
    }
    in_string_ = c == '"';
    return in_string_;
  }

 private:
  bool in_string_ = false, escaped_ = false;
};

}  // namespace

std::optional<TextPosition> too_deep(std::string_view text) {
  std::size_t depth = 0;
  StringTracker strings;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (strings.inside(c)) continue;
    if (c == '[' || c == '{') {
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

std::string python_constants_as_null(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  StringTracker strings;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (!strings.inside(text[i])) {
      const auto constant =
          std::find_if(kPythonConstants.begin(), kPythonConstants.end(),
                       [&](std::string_view c) { return text.substr(i, c.size()) == c; });
      if (constant != kPythonConstants.end()) {
        out += "null";
        i += constant->size() - 1;
        continue;
      }
    }
    out += text[i];
  }
  return out;
}

nlohmann::json read_json_document(std::istream& in, const std::string& display,
                                  const std::string& expected, bool python_constants) {
  std::string text = read_bounded_text(in, display, false);
  if (python_constants) text = python_constants_as_null(text);
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
