#include "explgraph/text/lemma_table.hpp"

namespace explgraph::text {

void LemmaTable::add(std::string_view word, std::string_view lemma) {
  lemmas_.try_emplace(std::string(word),
                      std::string(lemma));  // first entry wins, as in the reference
}

std::string_view LemmaTable::lemma(std::string_view word) const {
  auto it = lemmas_.find(std::string(word));
  return it == lemmas_.end() ? word : std::string_view(it->second);
}

}  // namespace explgraph::text
