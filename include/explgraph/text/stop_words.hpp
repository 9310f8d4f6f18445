#pragma once
#include <string>
#include <string_view>
#include <unordered_set>

namespace explgraph::text {

// The shipped English stop-word list (data/stopwords-en.txt, compiled in).
const std::unordered_set<std::string>& default_stop_words();
std::unordered_set<std::string> parse_word_list(std::string_view text);

}  // namespace explgraph::text
