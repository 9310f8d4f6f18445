#pragma once
#include <cstdint>
#include <istream>
#include <string>
#include <vector>

#include "explgraph/core/diagnostics.hpp"
#include "explgraph/load/tablestore.hpp"

// An ISA taxonomy with synonyms (and, from WordNet, glosses): what `probe` builds questions
// from (Richardson and Sabharwal, TACL 2020). Concepts are nodes in the order the source
// first names them, so that everything built from it is deterministic.
namespace explgraph::load {

// A name meaning the same as a concept, with the row that says so (tablestore: its UID).
struct Synonym {
  std::string text, uid;
};

// An ISA edge: `child` is a kind of `parent`; `uid` the KINDOF row that says so ("" from
// WordNet).
struct IsaEdge {
  std::uint32_t child = 0, parent = 0;
  std::string uid;
};

struct Taxonomy {
  std::string source;
  std::vector<std::string> names;  // per concept: its text, lower-cased, spaces normalised
  std::vector<std::string> keys;   // per concept: what identifies it in the source (WordNet:
                                   // the synset offset; tablestore: its name)
  std::vector<std::vector<std::uint32_t>> parents, children;  // edge indexes, per concept
  std::vector<IsaEdge> edges;
  std::vector<std::vector<Synonym>> synonyms;  // per concept
  std::vector<std::string> glosses;            // per concept; empty unless from WordNet
  std::vector<std::string> senses;      // per concept: the WordNet synset a tablestore concept
                                        // was matched to (analyze::align_senses), or ""; empty
                                        // unless matched
  std::size_t cycle_edges_dropped = 0;  // edges dropped to break cycles (warned)
};

// The tablestore's KINDOF rows (HYPONYM is a kind of HYPERNYM; deprecated rows skipped) and
// SYNONYMY rows (the text before the relation column means the text after it), read from
// their files again for their cells. No KINDOF table, or one without HYPONYM and HYPERNYM
// columns: core::InputError. A cycle is broken deterministically (depth-first from the
// concepts in order, the edge that closes it dropped) with a `taxonomy-cycle` warning.
Taxonomy taxonomy_from_tablestore(const Tablestore& tables, core::Diagnostics& warnings);

// WordNet's noun synsets from Debian's wordnet-base files (`dir`/data.noun, the documented
// lexicographer data format): a concept per synset named by its first lemma (underscores as
// spaces, lower-cased), hypernym pointers '@' and '@i' as ISA edges, its other lemmas as
// synonyms, its gloss up to the first ';'.
Taxonomy read_wordnet(const std::string& dir, core::Diagnostics& warnings);
// The same from data.noun's text (`display` names it in messages).
Taxonomy read_wordnet_nouns(std::istream& in, const std::string& display,
                            core::Diagnostics& warnings);

// Every ancestor of each concept (all it is a kind of, at any distance), sorted: what
// `probe` checks distractors against.
std::vector<std::vector<std::uint32_t>> ancestor_lists(const Taxonomy& taxonomy);

// Drops the edges that close a cycle (see above); used by both readers.
void break_cycles(Taxonomy& taxonomy, core::Diagnostics& warnings);

}  // namespace explgraph::load
