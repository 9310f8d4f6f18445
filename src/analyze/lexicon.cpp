#include "explgraph/analyze/lexicon.hpp"

#include <algorithm>
#include <optional>
#include <set>
#include <unordered_set>

#include "explgraph/core/strings.hpp"

namespace explgraph::analyze {
namespace {

using Node = std::uint32_t;

// A tablestore concept's direct neighbours, by their texts. Only direct ones: a general word
// further up (event, entity) lies above some sense of almost anything and would decide nothing.
struct Neighbours {
  std::set<std::string> above, under, same;  // parents, children, synonyms
  Neighbours(const load::Taxonomy& t, Node c) {
    for (const std::uint32_t e : t.parents[c]) above.insert(t.names[t.edges[e].parent]);
    for (const std::uint32_t e : t.children[c]) under.insert(t.names[t.edges[e].child]);
    for (const auto& synonym : t.synonyms[c]) same.insert(synonym.text);
  }
};

// How many of the neighbours WordNet sense s agrees with: a parent with a sense above s, a
// child with a sense below it, a synonym that is a lemma of s.
std::size_t agreement(const Neighbours& n, Node s, const Lexicon& lexicon) {
  const auto any_sense = [&](const std::string& word, auto related) {
    const auto& senses = lexicon.senses(word);
    return std::any_of(senses.begin(), senses.end(), related);
  };
  std::size_t agreed = 0;
  for (const auto& w : n.above) agreed += any_sense(w, [&](Node x) { return lexicon.below(s, x); });
  for (const auto& w : n.under) agreed += any_sense(w, [&](Node x) { return lexicon.below(x, s); });
  for (const auto& w : n.same) agreed += any_sense(w, [&](Node x) { return x == s; });
  return agreed;
}

}  // namespace

Lexicon::Lexicon(load::Taxonomy wordnet, load::PartsOfSpeech other_parts)
    : wordnet_(std::move(wordnet)), ancestry_(wordnet_), other_parts_(std::move(other_parts)) {
  const auto& t = wordnet_;
  for (Node n = 0; n < t.names.size(); ++n) {
    senses_[t.names[n]].push_back(n);
    for (const auto& s : t.synonyms[n])
      if (senses_[s.text].empty() || senses_[s.text].back() != n) senses_[s.text].push_back(n);
  }
}

const std::vector<std::uint32_t>& Lexicon::senses(const std::string& word) const {
  static const std::vector<std::uint32_t> none;
  const auto it = senses_.find(word);
  return it == senses_.end() ? none : it->second;
}

bool Lexicon::below(std::uint32_t below, std::uint32_t above) const {
  return ancestry_.at_or_above(above, below);
}

std::uint8_t Lexicon::parts_of_speech(const std::string& word) const {
  const std::string lower = core::ascii_lower(word);
  const auto other = other_parts_.find(lower);
  return static_cast<std::uint8_t>((senses(lower).empty() ? 0 : load::kNoun) |
                                   (other == other_parts_.end() ? 0 : other->second));
}

bool Lexicon::other_parts_of_speech(const std::string& word, const std::string& other) const {
  const std::uint8_t a = parts_of_speech(word), b = parts_of_speech(other);
  return a != 0 && b != 0 && (a & b) == 0;
}

bool Lexicon::kind_of(const std::string& word, const std::string& other) const {
  for (const Node a : senses(word))
    for (const Node b : senses(other))
      if (below(a, b)) return true;
  return false;
}

bool Lexicon::synonyms(const std::string& word, const std::string& other) const {
  const auto& b = senses(other);
  for (const Node a : senses(word))
    if (std::find(b.begin(), b.end(), a) != b.end()) return true;
  return false;
}

bool Lexicon::glosses(const std::string& gloss, const std::string& word) const {
  for (const Node s : senses(word))
    if (wordnet_.glosses[s] == gloss) return true;
  return false;
}

SenseAlignment align_senses(load::Taxonomy& tables, const Lexicon& lexicon) {
  const auto& wn = lexicon.wordnet();
  SenseAlignment a;
  a.source = wn.source;
  std::vector<std::optional<Node>> chosen(tables.names.size());
  for (Node c = 0; c < tables.names.size(); ++c) {
    const auto& senses = lexicon.senses(tables.names[c]);
    if (senses.empty()) continue;
    ++a.in_wordnet;
    // Each sense scored by the neighbours it agrees with; a unique best wins.
    std::vector<std::size_t> score;
    const Neighbours neighbours(tables, c);
    for (const Node s : senses) score.push_back(agreement(neighbours, s, lexicon));
    const auto best = std::max_element(score.begin(), score.end());
    if (*best == 0) {
      ++a.unrelated;
    } else if (std::count(score.begin(), score.end(), *best) > 1) {
      ++a.ambiguous;
    } else {
      chosen[c] = senses[static_cast<std::size_t>(best - score.begin())];
      ++a.matched;
      a.monosemous += senses.size() == 1;
    }
  }
  // Applied after every choice, so that no choice sees another's synonyms.
  tables.glosses.assign(tables.names.size(), "");
  tables.senses.assign(tables.names.size(), "");
  for (Node c = 0; c < tables.names.size(); ++c) {
    if (!chosen[c]) continue;
    const Node s = *chosen[c];
    tables.glosses[c] = wn.glosses[s];
    tables.senses[c] = wn.keys[s];
    std::vector<load::Synonym> lemmas{{wn.names[s], wn.displays[s], ""}};
    for (const auto& synonym : wn.synonyms[s]) lemmas.push_back(synonym);
    for (const auto& lemma : lemmas) {
      auto& own = tables.synonyms[c];
      if (lemma.text == tables.names[c]) continue;
      // Added, or confirming a `;` alternative.
      a.synonyms_added += load::add_synonym(own, {lemma.text, lemma.display, "", true});
    }
  }
  return a;
}

}  // namespace explgraph::analyze
