#include "explgraph/report/json_text.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <system_error>

#include "explgraph/core/strings.hpp"

namespace explgraph::report {
namespace {

using Json = nlohmann::ordered_json;

// Printable ASCII other than a quote or a backslash is written as it is: most of a corpus's
// text, spared the general escaping.
bool plain_byte(unsigned char c) {
  return c >= 0x20 && c < 0x7F && c != '"' && c != '\\';
}

// Whether the eight bytes at `p` are all plain: none below 0x20 or from 0x7F up, no quote
// and no backslash (bit tricks on one 64-bit word: a byte's high bit flags it).
bool all_plain(const char* p) {
  constexpr std::uint64_t kOnes = 0x0101010101010101ULL, kHigh = 0x8080808080808080ULL;
  std::uint64_t x;
  std::memcpy(&x, p, 8);
  const auto zero_byte = [](std::uint64_t v) { return (v - kOnes) & ~v & kHigh; };
  const std::uint64_t below_space = (x - kOnes * 0x20) & ~x & kHigh;
  const std::uint64_t special = below_space | (x & kHigh) | zero_byte(x ^ (kOnes * 0x7F)) |
                                zero_byte(x ^ (kOnes * '"')) | zero_byte(x ^ (kOnes * '\\'));
  return special == 0;
}

void append_indent(std::string& out, int depth) {
  out += '\n';
  out.append(2 * static_cast<std::size_t>(depth), ' ');
}

void append_value(const Json& value, std::string& out, int depth) {
  switch (value.type()) {
    case Json::value_t::object: {
      if (value.empty()) {
        out += "{}";
        return;
      }
      out += '{';
      bool first = true;
      for (const auto& [key, item] : value.items()) {
        if (!first) out += ',';
        first = false;
        append_indent(out, depth + 1);
        append_json_string(out, key);
        out += ": ";
        append_value(item, out, depth + 1);
      }
      append_indent(out, depth);
      out += '}';
      return;
    }
    case Json::value_t::array: {
      if (value.empty()) {
        out += "[]";
        return;
      }
      out += '[';
      bool first = true;
      for (const auto& item : value) {
        if (!first) out += ',';
        first = false;
        append_indent(out, depth + 1);
        append_value(item, out, depth + 1);
      }
      append_indent(out, depth);
      out += ']';
      return;
    }
    case Json::value_t::string:
      append_json_string(out, value.get_ref<const std::string&>());
      return;
    default:
      append_scalar(out, value);
  }
}

// An integer's decimal digits.
template <typename Integer>
void append_integer(std::string& out, Integer value) {
  char buffer[24];
  const auto end = std::to_chars(buffer, buffer + sizeof buffer, value).ptr;
  out.append(buffer, end);
}

void append_number(std::string& out, double value) {
  if (!std::isfinite(value)) {
    out += "null";
    return;
  }
  // The shortest digits that read back as `value`, in scientific form: "-2.5e-01".
  char buffer[64];
  const auto [end, error] =
      std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::scientific);
  if (error != std::errc()) {  // cannot happen: 64 characters suffice
    out += "null";
    return;
  }
  const std::string_view scientific(buffer, static_cast<std::size_t>(end - buffer));
  const std::size_t e = scientific.find('e');
  const bool negative = scientific[0] == '-';
  char digit_buffer[32];
  std::size_t count = 0;  // the significant digits, without sign or point
  for (std::size_t i = negative ? 1 : 0; i < e; ++i)
    if (scientific[i] != '.') digit_buffer[count++] = scientific[i];
  const std::string_view digits(digit_buffer, count);
  int exponent = 0;
  std::from_chars(scientific.data() + e + (scientific[e + 1] == '+' ? 2 : 1),
                  scientific.data() + scientific.size(), exponent);
  if (negative) out += '-';
  if (exponent < -4 || exponent >= 16) {  // Python's repr switches to scientific here
    out += digits[0];
    if (digits.size() > 1) {
      out += '.';
      out += digits.substr(1);
    }
    const int magnitude = std::abs(exponent);
    out += exponent < 0 ? "e-" : "e+";
    if (magnitude < 10) out += '0';
    append_integer(out, magnitude);
  } else if (exponent < 0) {
    out += "0.";
    out.append(static_cast<std::size_t>(-exponent - 1), '0');
    out += digits;
  } else {
    const auto whole = static_cast<std::size_t>(exponent) + 1;
    if (digits.size() <= whole) {
      out += digits;
      out.append(whole - digits.size(), '0');
      out += ".0";
    } else {
      out += digits.substr(0, whole);
      out += '.';
      out += digits.substr(whole);
    }
  }
}

}  // namespace

nlohmann::ordered_json record_array(std::size_t records) {
  auto array = nlohmann::ordered_json::array();
  array.get_ref<nlohmann::ordered_json::array_t&>().reserve(records);
  return array;
}

nlohmann::ordered_json& append_record(nlohmann::ordered_json& array, std::size_t fields) {
  auto& record = array.emplace_back(Json::object());
  record.get_ref<Json::object_t&>().reserve(fields);
  return record;
}

std::string json_string(const std::string& text) {
  std::string out;
  append_json_string(out, text);
  return out;
}

void append_json_string(std::string& out, std::string_view text) {
  // One pass, as nlohmann's dump (ensure_ascii off) writes valid UTF-8: a quote, a backslash
  // and control characters escaped, everything else (0x7F and multi-byte characters
  // included) as it is. Invalid UTF-8 is left to nlohmann, which replaces it by U+FFFD.
  const std::size_t start = out.size();
  out += '"';
  std::size_t copied = 0;  // text before this is in `out`
  for (std::size_t i = 0; i < text.size(); ++i) {
    // Eight plain bytes at a time; a word holding any other byte goes byte by byte.
    while (i + 8 <= text.size() && all_plain(text.data() + i)) i += 8;
    if (i == text.size()) break;
    const auto c = static_cast<unsigned char>(text[i]);
    if (plain_byte(c)) continue;
    if (c >= 0x7F) {
      const std::size_t length = c == 0x7F ? 1 : core::utf8_sequence_length(text, i);
      if (length == 0) {
        out.resize(start);
        out += Json(std::string(text)).dump(-1, ' ', false, Json::error_handler_t::replace);
        return;
      }
      i += length - 1;
      continue;
    }
    out.append(text, copied, i - copied);
    copied = i + 1;
    out += '\\';
    switch (c) {
      case '"':
      case '\\':
        out += static_cast<char>(c);
        break;
      case '\b':
        out += 'b';
        break;
      case '\t':
        out += 't';
        break;
      case '\n':
        out += 'n';
        break;
      case '\f':
        out += 'f';
        break;
      case '\r':
        out += 'r';
        break;
      default: {
        static constexpr char kHex[] = "0123456789abcdef";
        out += "u00";
        out += kHex[c >> 4];
        out += kHex[c & 0xF];
      }
    }
  }
  out.append(text, copied, std::string_view::npos);
  out += '"';
}

std::string number_text(double value) {
  std::string text;
  append_number(text, value);
  return text;
}

void append_scalar(std::string& out, const Json& value) {
  switch (value.type()) {
    case Json::value_t::number_float:
      append_number(out, value.get<double>());
      return;
    case Json::value_t::number_integer:
      append_integer(out, value.get<std::int64_t>());
      return;
    case Json::value_t::number_unsigned:
      append_integer(out, value.get<std::uint64_t>());
      return;
    case Json::value_t::boolean:
      out += value.get<bool>() ? "true" : "false";
      return;
    case Json::value_t::null:
      out += "null";
      return;
    default:
      out += value.dump(-1, ' ', false, Json::error_handler_t::replace);
  }
}

std::string scalar_text(const Json& value) {
  std::string text;
  append_scalar(text, value);
  return text;
}

std::string optional_text(const std::optional<double>& value, int precision) {
  return value ? core::format_double(*value, precision) : "-";
}

void write_json(const Json& value, std::ostream& out) {
  std::string text;
  append_value(value, text, 0);
  text += '\n';
  out.write(text.data(), static_cast<std::streamsize>(text.size()));
}

}  // namespace explgraph::report
