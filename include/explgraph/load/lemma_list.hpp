#pragma once
#include <istream>
#include <string>
#include <utility>
#include <vector>

#include "explgraph/core/diagnostics.hpp"

namespace explgraph::load {

// One entry of a look-up lemma list: a word and its lemma, both lower-cased.
struct LemmaEntry {
  std::string word;
  std::string lemma;
};

// Reads "lemma<TAB>word" lines (the lexiconista list the WorldTree tools used) in file
// order; a line without exactly two non-empty fields is warned about and skipped.
std::vector<LemmaEntry> read_lemma_list(std::istream& in, const std::string& display,
                                        core::Diagnostics& diagnostics,
                                        core::InputAccount& account);

}  // namespace explgraph::load
