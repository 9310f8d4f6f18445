#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace explgraph::text {

// A character of Python's \w in a str pattern: letters and numbers of any script (ICU's
// alphabetic, decimal-digit, letter-number and other-number characters) and '_'. The one
// definition for every reader that reproduces a Python regular expression.
bool is_python_word_char(char32_t c);

// The tokens scikit-learn's TfidfVectorizer makes with its defaults, as the TextGraphs
// baseline scripts use it: the text lower-cased, then every match of the pattern
// (?u)\b\w\w+\b — runs of two or more word characters (letters, digits, underscore; any
// script), everything else a separator. No stop words, no stemming. Invalid UTF-8 bytes
// are separators.
std::vector<std::string> sklearn_tokens(std::string_view text);

// AVA's tokeniser ("lowercase-words"): the same lower-cased runs of word characters, of any
// length, as Python's re.findall(r"\w+", text.lower()). No stop words, no stemming.
std::vector<std::string> lowercase_words(std::string_view text);

}  // namespace explgraph::text
