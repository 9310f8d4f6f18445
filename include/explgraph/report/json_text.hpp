#pragma once
#include <nlohmann/json.hpp>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>

namespace explgraph::report {

// JSON as explgraph writes it (`--format json`, the report's .json files): two-space
// indentation, fields in order, and each number in its shortest form that reads back as the
// same double — the text Python's json.dumps(value, indent=2, ensure_ascii=False) gives, so a
// result serialised by the Python module equals the command's output byte for byte.
// (nlohmann's own dump() may write 17 digits where 16 suffice.) Invalid UTF-8 in a string
// is replaced by U+FFFD; a non-finite number is written null. Ends with a newline.
void write_json(const nlohmann::ordered_json& value, std::ostream& out);

// A double as Python's repr() writes it: the shortest round-trip digits, positional for
// decimal exponents -4 to 15 ("0.0001", "12.5", "3.0"), else scientific ("1e-05", "1.5e+16").
std::string number_text(double value);

// A JSON string literal, quotes included (invalid UTF-8 replaced by U+FFFD), for writers
// that stream JSON too large to build as a document.
std::string json_string(const std::string& text);
// The same literal added to the end of `out`.
void append_json_string(std::string& out, std::string_view text);
// A new empty object of room for `fields` fields at the end of `array`, to be filled with
// emplace(key, value) in field order: for arrays of many records, where nlohmann's
// initializer lists cost several allocations per field.
nlohmann::ordered_json& append_record(nlohmann::ordered_json& array, std::size_t fields);
// An empty array with room for `records` (of append_record), so that it grows once.
nlohmann::ordered_json record_array(std::size_t records);

// A scalar in compact JSON (numbers as number_text); for TSV cells.
std::string scalar_text(const nlohmann::ordered_json& value);
// The same added to the end of `out`.
void append_scalar(std::string& out, const nlohmann::ordered_json& value);

// A figure that may be undefined (a mean over no explanation): the number, or null.
template <typename Number>
nlohmann::ordered_json optional_json(const std::optional<Number>& value) {
  return value ? nlohmann::ordered_json(*value) : nlohmann::ordered_json(nullptr);
}
// The same for text and Markdown: "%.Nf", or "-" when undefined.
std::string optional_text(const std::optional<double>& value, int precision);

}  // namespace explgraph::report
