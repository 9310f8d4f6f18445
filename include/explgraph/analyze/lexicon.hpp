#pragma once
#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

#include "explgraph/load/taxonomy.hpp"

// WordNet's nouns as a lexicon beside a tablestore's taxonomy (`probe --corpus C --wordnet
// DIR`): which synsets a word can mean, and the ISA relations between words under any of
// their senses. It glosses the tablestore's concepts (definition questions) and vetoes
// distractors WordNet knows to be correct answers. Definitions: docs/DEFINITIONS.md, "probe".
namespace explgraph::analyze {

class Lexicon {
 public:
  // `other_parts`: WordNet's verbs, adjectives and adverbs (load::read_wordnet_parts_of_speech);
  // without them every word WordNet has is a noun only.
  explicit Lexicon(load::Taxonomy wordnet, load::PartsOfSpeech other_parts = {});

  const load::Taxonomy& wordnet() const { return wordnet_; }
  // The synsets having `word` as a lemma (its name or a synonym), in data.noun's order.
  const std::vector<std::uint32_t>& senses(const std::string& word) const;
  // Some sense of `word` is some sense of `other` or lies below it (an ancestor by ISA).
  bool kind_of(const std::string& word, const std::string& other) const;
  // Some synset has both words as lemmas.
  bool synonyms(const std::string& word, const std::string& other) const;
  // `gloss` is the gloss of some sense of `word`.
  bool glosses(const std::string& gloss, const std::string& word) const;
  // Synset `below` is `above` or one of its descendants.
  bool below(std::uint32_t below, std::uint32_t above) const;
  // The parts of speech WordNet lists `word` under, case aside (load::PartOfSpeech bits; a
  // noun when data.noun has it as a lemma); 0 when it lists it under none.
  std::uint8_t parts_of_speech(const std::string& word) const;
  // WordNet lists both words, and under no part of speech in common: "frozen" (an adjective,
  // a verb's participle) among nouns ("soup", "gas") is told apart by its form alone.
  bool other_parts_of_speech(const std::string& word, const std::string& other) const;

 private:
  load::Taxonomy wordnet_;
  load::Ancestry ancestry_;
  std::unordered_map<std::string, std::vector<std::uint32_t>> senses_;
  load::PartsOfSpeech other_parts_;  // verbs, adjectives, adverbs
};

// How the tablestore's concepts were matched to WordNet senses. A concept whose name is a
// WordNet noun is `matched` to the sense that agrees with more of its direct tablestore
// neighbours than any other sense does: a parent with a sense above it, a child with a sense
// below it, a synonym among its lemmas (`monosemous`: of those, the word's only sense). Senses
// tied (`ambiguous`) or none agreeing with any neighbour (`unrelated`: the tablestore may mean
// a verb, or another sense than WordNet's only one) give the concept no sense.
struct SenseAlignment {
  std::string source;
  std::size_t in_wordnet = 0, matched = 0, monosemous = 0, ambiguous = 0, unrelated = 0;
  std::size_t synonyms_added = 0;
};

// Matches each concept of `tables` to its sense (above) and takes the sense's gloss (into
// `tables.glosses`), its key (into `tables.senses`) and its other lemmas as synonyms (with
// no row).
SenseAlignment align_senses(load::Taxonomy& tables, const Lexicon& lexicon);

}  // namespace explgraph::analyze
