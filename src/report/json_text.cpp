#include "explgraph/report/json_text.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdlib>
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
bool plain_ascii(std::string_view text) {
  return std::all_of(text.begin(), text.end(),
                     [](char c) { return plain_byte(static_cast<unsigned char>(c)); });
}

void write_string(const std::string& text, std::ostream& out) {
  if (plain_ascii(text))
    out << '"' << text << '"';
  else
    out << json_string(text);
}

void write_indent(std::ostream& out, int depth) {
  static const std::string spaces(64, ' ');
  out << '\n';
  for (std::size_t n = 2 * static_cast<std::size_t>(depth); n > 0;) {
    const std::size_t part = std::min(n, spaces.size());
    out.write(spaces.data(), static_cast<std::streamsize>(part));
    n -= part;
  }
}

void write_value(const Json& value, std::ostream& out, int depth) {
  switch (value.type()) {
    case Json::value_t::object: {
      if (value.empty()) {
        out << "{}";
        return;
      }
      out << '{';
      bool first = true;
      for (const auto& [key, item] : value.items()) {
        out << (first ? "" : ",");
        first = false;
        write_indent(out, depth + 1);
        write_string(key, out);
        out << ": ";
        write_value(item, out, depth + 1);
      }
      write_indent(out, depth);
      out << '}';
      return;
    }
    case Json::value_t::array: {
      if (value.empty()) {
        out << "[]";
        return;
      }
      out << '[';
      bool first = true;
      for (const auto& item : value) {
        out << (first ? "" : ",");
        first = false;
        write_indent(out, depth + 1);
        write_value(item, out, depth + 1);
      }
      write_indent(out, depth);
      out << ']';
      return;
    }
    case Json::value_t::string:
      write_string(value.get_ref<const std::string&>(), out);
      return;
    default:
      out << scalar_text(value);
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
  if (!std::isfinite(value)) return "null";
  // The shortest digits that read back as `value`, in scientific form: "-2.5e-01".
  char buffer[64];
  const auto [end, error] =
      std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::scientific);
  if (error != std::errc()) return "null";  // cannot happen: 64 characters suffice
  const std::string scientific(buffer, end);
  const std::size_t e = scientific.find('e');
  const bool negative = scientific[0] == '-';
  std::string digits;
  for (std::size_t i = negative ? 1 : 0; i < e; ++i)
    if (scientific[i] != '.') digits += scientific[i];
  const int exponent = std::atoi(scientific.c_str() + e + 1);
  std::string text = negative ? "-" : "";
  if (exponent < -4 || exponent >= 16) {  // Python's repr switches to scientific here
    text += digits.substr(0, 1);
    if (digits.size() > 1) text += "." + digits.substr(1);
    const int magnitude = std::abs(exponent);
    text += std::string(exponent < 0 ? "e-" : "e+") + (magnitude < 10 ? "0" : "") +
            std::to_string(magnitude);
  } else if (exponent < 0) {
    text += "0." + std::string(static_cast<std::size_t>(-exponent - 1), '0') + digits;
  } else {
    const auto whole = static_cast<std::size_t>(exponent) + 1;
    if (digits.size() <= whole)
      text += digits + std::string(whole - digits.size(), '0') + ".0";
    else
      text += digits.substr(0, whole) + "." + digits.substr(whole);
  }
  return text;
}

std::string scalar_text(const Json& value) {
  if (value.is_number_float()) return number_text(value.get<double>());
  return value.dump(-1, ' ', false, Json::error_handler_t::replace);
}

void write_json(const Json& value, std::ostream& out) {
  write_value(value, out, 0);
  out << '\n';
}

}  // namespace explgraph::report
