#pragma once
#include <string>
#include <string_view>
#include <unordered_map>

namespace explgraph::text {

// A look-up lemmatiser: word -> lemma (load::read_lemma_list reads the list). Words are
// matched after case folding; the first entry for a word wins, as in the reference.
class LemmaTable {
 public:
  void add(std::string_view word, std::string_view lemma);
  // The lemma of a (case-folded) word, or the word itself.
  std::string_view lemma(std::string_view word) const;
  std::size_t size() const { return lemmas_.size(); }

 private:
  std::unordered_map<std::string, std::string> lemmas_;
};

}  // namespace explgraph::text
