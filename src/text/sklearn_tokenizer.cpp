#include "explgraph/text/sklearn_tokenizer.hpp"

#include <unicode/uchar.h>
#include <unicode/utf8.h>

namespace explgraph::text {

bool is_python_word_char(char32_t c) {
  if (c < 0x80)
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
  const auto code = static_cast<UChar32>(c);
  if (u_isalpha(code)) return true;
  const auto type = u_charType(code);
  return type == U_DECIMAL_DIGIT_NUMBER || type == U_LETTER_NUMBER || type == U_OTHER_NUMBER;
}

namespace {

// The lower-cased runs of word characters of at least `min_length` code points.
std::vector<std::string> word_runs(std::string_view text, std::size_t min_length) {
  std::vector<std::string> tokens;
  std::string current;
  std::size_t length = 0;  // code points in `current`
  auto flush = [&] {
    if (length >= min_length && length > 0) tokens.push_back(current);
    current.clear();
    length = 0;
  };
  const auto* bytes = reinterpret_cast<const uint8_t*>(text.data());
  const auto size = static_cast<int32_t>(text.size());
  for (int32_t i = 0; i < size;) {
    UChar32 c;
    U8_NEXT(bytes, i, size, c);
    if (c < 0 || !is_python_word_char(static_cast<char32_t>(c))) {
      flush();
      continue;
    }
    c = u_tolower(c);
    char buffer[4];
    int32_t n = 0;
    U8_APPEND_UNSAFE(buffer, n, c);
    current.append(buffer, static_cast<std::size_t>(n));
    ++length;
  }
  flush();
  return tokens;
}

}  // namespace

std::vector<std::string> sklearn_tokens(std::string_view text) {
  return word_runs(text, 2);
}

std::vector<std::string> lowercase_words(std::string_view text) {
  return word_runs(text, 1);
}

}  // namespace explgraph::text
