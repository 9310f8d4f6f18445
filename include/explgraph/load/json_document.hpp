#pragma once
#include <cstddef>
#include <istream>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

namespace explgraph::load {

// The deepest nesting of arrays and objects explgraph reads. Every input format it knows
// nests four or five deep; a deeper text is refused before it is parsed, since quoting
// or even destroying a value nested 100,000 deep recurses that deep (issue 42: a segfault).
inline constexpr std::size_t kMaxJsonDepth = 100;

// Where a JSON text is, counted from 1.
struct TextPosition {
  std::size_t line = 1, column = 1;
};

// Where `text` first opens an array or object deeper than kMaxJsonDepth, or nothing; one
// pass, brackets inside strings not counted.
std::optional<TextPosition> too_deep(std::string_view text);

// "FILE: error: expected WHAT, found JSON nested deeper than 100 levels at line L, column
// C": the message for too_deep.
std::string too_deep_message(const std::string& display, const std::string& expected,
                             TextPosition at);

// A value's JSON text for a message: at most `most` bytes, cut at a character boundary
// and ended with "…" when longer.
std::string json_excerpt(const nlohmann::json& value, std::size_t most = 60);

// A whole JSON document read from `in`, or an InputError that names `display`, what was
// `expected` ("TextGraphs 2021 expert ratings (JSON)") and what was found: "an empty file",
// "invalid JSON at line L, column C" where the parse broke, or a nesting too deep.
// With `python_constants`, the NaN, Infinity and -Infinity that Python's json.dumps writes for
// non-finite floats (outside strings) read as null (python_constants_as_null).
nlohmann::json read_json_document(std::istream& in, const std::string& display,
                                  const std::string& expected, bool python_constants = false);

// `text` with each NaN, Infinity and -Infinity outside a string replaced by null.
std::string python_constants_as_null(std::string_view text);

}  // namespace explgraph::load
