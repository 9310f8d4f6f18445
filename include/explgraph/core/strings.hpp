#pragma once
#include <string>
#include <string_view>
#include <vector>

namespace explgraph::core {

// ASCII white space: ' ', \t, \n, \v, \f, \r.
inline bool is_ascii_space(char c) {
  return c == ' ' || (c >= '\t' && c <= '\r');
}
// `text` without leading and trailing ASCII white space (inline: loaders call it per field).
inline std::string_view trim(std::string_view text) {
  while (!text.empty() && is_ascii_space(text.front())) text.remove_prefix(1);
  while (!text.empty() && is_ascii_space(text.back())) text.remove_suffix(1);
  return text;
}
std::string ascii_lower(std::string_view text);
std::string ascii_upper(std::string_view text);
bool iequals(std::string_view a, std::string_view b);
// Splits on every occurrence of `sep`; keeps empty pieces.
std::vector<std::string_view> split(std::string_view text, char sep);
// Splits on runs of ASCII whitespace; drops empty pieces.
std::vector<std::string_view> split_whitespace(std::string_view text);
// The same pieces, each passed to `word` in order, without building the list (loaders call
// it per field).
template <typename Word>
void for_each_word(std::string_view text, Word&& word) {
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && is_ascii_space(text[i])) ++i;
    const std::size_t start = i;
    while (i < text.size() && !is_ascii_space(text[i])) ++i;
    if (i > start) word(text.substr(start, i - start));
  }
}
// Lower-cased letters and digits only: ",,QuestionID" -> "questionid".
std::string header_key(std::string_view header);
// A file-name word: ASCII letters and digits lower-cased, other runs as one '-', at most 40
// characters: "Dev (n = 6)" -> "dev-n-6"; "" when nothing is left.
std::string file_slug(std::string_view text);
// Levenshtein distance (insertions, deletions, substitutions), for "did you mean" hints.
std::size_t edit_distance(std::string_view a, std::string_view b);

// The text's words (split at whitespace) in lines of at most `width` characters where a word
// allows, joined by '\n': a --help summary, a node label.
std::string word_wrap(const std::string& text, std::size_t width);
// The items with `separator` between them.
std::string join(const std::vector<std::string>& items, std::string_view separator);
// Quote a value for a message: 'value', shortened past 60 characters.
std::string quoted(std::string_view value);

// "1 UID", "3 UIDs": a count and its noun, singular for 1 (`plural` defaults to noun + "s").
std::string counted(std::size_t n, std::string_view noun, std::string_view plural = {});

// `text` with its control characters made visible, as `cat -v` shows them: "^[" for ESC,
// "^?" for DEL, "<U+009B>" for a C1 control; line breaks and tabs kept when `keep_lines`.
// Text for a terminal (issue 42: a question id's escape sequences reached it raw).
std::string visible_controls(std::string_view text, bool keep_lines = true);
// A word a POSIX shell reads back unchanged: as it is when it holds only safe characters
// (letters, digits, _-./=:,+@%), else in single quotes, a quote inside written '\''.
std::string shell_word(std::string_view word);
// Every number explgraph writes goes through these two, which never depend on the C locale
// (std::to_chars): format_double is printf's "%.Nf" ("nan" for NaN), format_number its
// "%.Ng" (general: fixed or exponent, trailing zeros dropped) and, with `scientific`, "%.Ne".
std::string format_double(double value, int precision = 4);
std::string format_number(double value, int precision = 6, bool scientific = false);
// A whole field read as a finite number ("0.53", "+2", "-1.2e-3"; std::from_chars, so no
// leading space and no hexadecimal); false for anything else, NaN and infinities too.
bool parse_finite(std::string_view text, double& value);
// Length of the valid UTF-8 sequence starting at text[i], or 0 when it is not valid
// (overlong, surrogate, past U+10FFFF, truncated).
std::size_t utf8_sequence_length(std::string_view text, std::size_t i);
// `text` with every invalid UTF-8 byte replaced by U+FFFD, for writers whose readers need
// valid UTF-8 (XML, DOT).
std::string valid_utf8(std::string_view text);

// Orders labels as people read them: runs of digits compare as numbers, so "4-6" < "10-12"
// < "13+" and grade "9" < "10"; otherwise byte order.
bool natural_less(std::string_view a, std::string_view b);
struct NaturalLess {
  bool operator()(const std::string& a, const std::string& b) const { return natural_less(a, b); }
};

}  // namespace explgraph::core
