#pragma once
#include <istream>
#include <string>
#include <string_view>
#include <unordered_map>

#include "explgraph/core/diagnostics.hpp"

namespace explgraph::text {

// A look-up lemmatiser: word -> lemma, read from "lemma<TAB>word" lines (the format of the
// lexiconista list the WorldTree tools used). Words are matched after case folding.
class LemmaTable {
 public:
  static LemmaTable read(std::istream& in, const std::string& display, core::Diagnostics& diagnostics,
                         core::InputAccount& account);
  void add(std::string_view word, std::string_view lemma);
  // The lemma of a (case-folded) word, or the word itself.
  std::string_view lemma(std::string_view word) const;
  std::size_t size() const { return lemmas_.size(); }

 private:
  std::unordered_map<std::string, std::string> lemmas_;
};

}  // namespace explgraph::text
