#include "explgraph/core/strings.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <sstream>
#include <vector>

namespace explgraph::core {
namespace {
char lower(char c) {
  return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
}
char upper(char c) {
  return (c >= 'a' && c <= 'z') ? static_cast<char>(c - 'a' + 'A') : c;
}
}  // namespace

std::string ascii_lower(std::string_view text) {
  std::string out(text);
  for (char& c : out) c = lower(c);
  return out;
}

std::string ascii_upper(std::string_view text) {
  std::string out(text);
  for (char& c : out) c = upper(c);
  return out;
}

bool iequals(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (lower(a[i]) != lower(b[i])) return false;
  return true;
}

std::vector<std::string_view> split(std::string_view text, char sep) {
  std::vector<std::string_view> out;
  std::size_t start = 0;
  for (std::size_t i = 0; i <= text.size(); ++i) {
    if (i == text.size() || text[i] == sep) {
      out.push_back(text.substr(start, i - start));
      start = i + 1;
    }
  }
  return out;
}

std::vector<std::string_view> split_whitespace(std::string_view text) {
  std::vector<std::string_view> out;
  for_each_word(text, [&](std::string_view word) { out.push_back(word); });
  return out;
}

std::string header_key(std::string_view header) {
  std::string out;
  for (char c : header) {
    char l = lower(c);
    if ((l >= 'a' && l <= 'z') || (l >= '0' && l <= '9')) out.push_back(l);
  }
  return out;
}

std::string join(const std::vector<std::string>& items, std::string_view separator) {
  std::string out;
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (i > 0) out += separator;
    out += items[i];
  }
  return out;
}

std::string word_wrap(const std::string& text, std::size_t width) {
  std::string out, line;
  std::istringstream words(text);
  for (std::string word; words >> word;) {
    if (!line.empty() && line.size() + 1 + word.size() > width) {
      out += line + '\n';
      line.clear();
    }
    line += (line.empty() ? "" : " ") + word;
  }
  return out + line;
}

std::size_t edit_distance(std::string_view a, std::string_view b) {
  std::vector<std::size_t> prev(b.size() + 1), cur(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) prev[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    cur[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j)
      cur[j] =
          std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)});
    std::swap(prev, cur);
  }
  return prev[b.size()];
}

// A word a POSIX shell reads back unchanged: as it is when it holds only safe characters,
// else in single quotes (a quote inside written '\'').
std::string shell_word(std::string_view word) {
  const bool safe = !word.empty() && word.find_first_not_of(
                                         "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                         "0123456789_-./=:,+@%") == std::string::npos;
  if (safe) return std::string(word);
  std::string out = "'";
  for (char c : word) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

std::string quoted(std::string_view value) {
  constexpr std::size_t kMax = 60;
  if (value.size() <= kMax) return "'" + visible_controls(value, false) + "'";
  std::size_t cut = kMax;
  while (cut > 0 && (static_cast<unsigned char>(value[cut]) & 0xC0) == 0x80)
    --cut;  // UTF-8 boundary
  return "'" + visible_controls(value.substr(0, cut), false) + "…'";
}

std::string visible_controls(std::string_view text, bool keep_lines) {
  auto control = [&](std::size_t i) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c == '\n' || c == '\t') return !keep_lines;
    if (c < 0x20 || c == 0x7F) return true;
    return c == 0xC2 && i + 1 < text.size() && static_cast<unsigned char>(text[i + 1]) >= 0x80 &&
           static_cast<unsigned char>(text[i + 1]) <= 0x9F;
  };
  std::size_t i = 0;
  while (i < text.size() && !control(i)) ++i;
  if (i == text.size()) return std::string(text);  // the common case: nothing to show
  std::string out(text.substr(0, i));
  for (; i < text.size(); ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (!control(i)) {
      out += static_cast<char>(c);
    } else if (c == 0xC2) {
      constexpr char kHex[] = "0123456789ABCDEF";
      const auto next = static_cast<unsigned char>(text[++i]);
      out += "<U+00";
      out += kHex[next >> 4];
      out += kHex[next & 15];
      out += '>';
    } else {
      out += '^';
      out += c == 0x7F ? '?' : static_cast<char>(c + 64);
    }
  }
  return out;
}

std::string format_double(double value, int precision) {
  if (std::isnan(value)) return "nan";
  char buf[400];  // DBL_MAX in fixed notation has 309 digits
  auto end = std::to_chars(buf, buf + sizeof buf, value, std::chars_format::fixed, precision).ptr;
  return std::string(buf, end);
}

std::string format_number(double value, int precision, bool scientific) {
  if (std::isnan(value)) return "nan";
  char buf[64];
  auto format = scientific ? std::chars_format::scientific : std::chars_format::general;
  auto end = std::to_chars(buf, buf + sizeof buf, value, format, precision).ptr;
  return std::string(buf, end);
}

bool natural_less(std::string_view a, std::string_view b) {
  auto is_digit = [](char c) { return c >= '0' && c <= '9'; };
  std::size_t i = 0, j = 0;
  while (i < a.size() && j < b.size()) {
    if (is_digit(a[i]) && is_digit(b[j])) {
      std::size_t ei = i, ej = j;
      while (ei < a.size() && a[ei] == '0') ++ei;  // leading zeros do not make a number larger
      while (ej < b.size() && b[ej] == '0') ++ej;
      std::size_t ni = ei, nj = ej;
      while (ni < a.size() && is_digit(a[ni])) ++ni;
      while (nj < b.size() && is_digit(b[nj])) ++nj;
      if (ni - ei != nj - ej) return ni - ei < nj - ej;  // more significant digits: larger
      if (int c = a.substr(ei, ni - ei).compare(b.substr(ej, nj - ej)); c != 0) return c < 0;
      i = ni, j = nj;
      continue;
    }
    if (a[i] != b[j]) return static_cast<unsigned char>(a[i]) < static_cast<unsigned char>(b[j]);
    ++i, ++j;
  }
  return a.size() - i < b.size() - j;
}

std::size_t utf8_sequence_length(std::string_view s, std::size_t i) {
  auto byte = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
  unsigned char c = byte(i);
  if (c < 0x80) return 1;
  std::size_t len = (c >= 0xC2 && c <= 0xDF)   ? 2
                    : (c >= 0xE0 && c <= 0xEF) ? 3
                    : (c >= 0xF0 && c <= 0xF4) ? 4
                                               : 0;
  if (len == 0 || i + len > s.size()) return 0;
  for (std::size_t k = 1; k < len; ++k)
    if ((byte(i + k) & 0xC0) != 0x80) return 0;
  unsigned char c1 = byte(i + 1);
  if (c == 0xE0 && c1 < 0xA0) return 0;  // overlong
  if (c == 0xED && c1 > 0x9F) return 0;  // surrogate
  if (c == 0xF0 && c1 < 0x90) return 0;  // overlong
  if (c == 0xF4 && c1 > 0x8F) return 0;  // above U+10FFFF
  return len;
}

std::string valid_utf8(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size();) {
    std::size_t n = utf8_sequence_length(text, i);
    if (n == 0) {
      out += "\xEF\xBF\xBD";
      ++i;
    } else {
      out.append(text.substr(i, n));
      i += n;
    }
  }
  return out;
}

std::string file_slug(std::string_view text) {
  std::string slug;
  for (char c : text) {
    const auto u = static_cast<unsigned char>(c);
    if (u < 0x80 && std::isalnum(u))
      slug += static_cast<char>(std::tolower(u));
    else if (!slug.empty() && slug.back() != '-')
      slug += '-';
    if (slug.size() >= 40) break;
  }
  while (!slug.empty() && slug.back() == '-') slug.pop_back();
  return slug;
}

namespace {

// The common score, "-12.375": at most 15 digits and no exponent. The digits as an integer
// and the power of ten to divide by are both exact doubles, so the one division rounds
// correctly, to what from_chars gives (Clinger's fast path), at a fraction of its cost.
bool parse_plain_decimal(std::string_view text, double& value) {
  static constexpr double kPowers[] = {1e0, 1e1, 1e2,  1e3,  1e4,  1e5,  1e6,  1e7,
                                       1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15};
  const bool negative = !text.empty() && text.front() == '-';
  if (negative) text.remove_prefix(1);
  if (text.empty() || text.size() > 16 || text.front() == '.' || text.back() == '.') return false;
  std::uint64_t digits = 0;
  std::size_t count = 0, point = text.size();
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c >= '0' && c <= '9') {
      digits = digits * 10 + static_cast<std::uint64_t>(c - '0');
      ++count;
    } else if (c == '.' && point == text.size()) {
      point = i;
    } else {
      return false;
    }
  }
  if (count > 15) return false;
  const std::size_t decimals = point == text.size() ? 0 : text.size() - point - 1;
  value = static_cast<double>(digits) / kPowers[decimals];
  if (negative) value = -value;
  return true;
}

}  // namespace

bool parse_finite(std::string_view text, double& value) {
  if (!text.empty() && text.front() == '+') text.remove_prefix(1);  // from_chars refuses '+'
  if (parse_plain_decimal(text, value)) return true;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  return !text.empty() && error == std::errc() && end == text.data() + text.size() &&
         std::isfinite(value);
}

std::string counted(std::size_t n, std::string_view noun, std::string_view plural) {
  return std::to_string(n) + " " +
         (n == 1           ? std::string(noun)
          : plural.empty() ? std::string(noun) + "s"
                           : std::string(plural));
}

}  // namespace explgraph::core
