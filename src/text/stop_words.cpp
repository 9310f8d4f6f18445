#include "explgraph/text/stop_words.hpp"

#include "explgraph/core/embedded_data.hpp"
#include "explgraph/core/strings.hpp"

namespace explgraph::text {

std::unordered_set<std::string> parse_word_list(std::string_view text) {
  std::unordered_set<std::string> words;
  for (auto line : core::split(text, '\n')) {
    line = core::trim(line);
    if (!line.empty() && line.front() != '#') words.emplace(line);
  }
  return words;
}

const std::unordered_set<std::string>& default_stop_words() {
  static const auto words = parse_word_list(core::embedded_file("data/stopwords-en.txt"));
  return words;
}

}  // namespace explgraph::text
