#pragma once
#include <cstdint>
#include <istream>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "explgraph/core/diagnostics.hpp"
#include "explgraph/load/tablestore.hpp"

// An ISA taxonomy with synonyms (and, from WordNet, glosses): what `probe` builds questions
// from (Richardson and Sabharwal, TACL 2020). A concept is one meaning: a tablestore term with
// its article stripped and its `;` alternatives as synonyms, or one WordNet synset. Concepts
// are nodes in the order the source first names them, so that everything built from them is
// deterministic.
namespace explgraph::load {

// A name meaning the same as a concept, with the row that says so (tablestore: its UID).
// `text` is lower-cased (what names are compared by); `display` keeps the source's case.
// `stated`: the source says the two mean the same (a SYNONYMY row, a WordNet lemma of the
// concept's synset or matched sense). A KINDOF cell's `;` alternative is not: WorldTree lists
// alternatives there as often as synonyms ("carnivores; omnivores; herbivores is a kind of
// animal", "hail is a kind of precipitation; ice"), so it is a reading of the concept, never a
// synonym question's answer.
struct Synonym {
  std::string text, display, uid;
  bool stated = true;
};

// An ISA edge: `child` is a kind of `parent`; `uid` the KINDOF row that says so ("" from
// WordNet).
struct IsaEdge {
  std::uint32_t child = 0, parent = 0;
  std::string uid;
};

struct Taxonomy {
  std::string source;
  bool wordnet = false;               // concepts are synsets (keyed by offset), not names
  std::vector<std::string> names;     // per concept: its text, lower-cased, spaces normalised,
                                      // without a leading article
  std::vector<std::string> displays;  // per concept: the same in the source's case
  std::vector<std::string> articles;  // per concept: "a", "an", "the" as the source gives
                                      // it (tablestore), else ""
  // Per concept (tablestore): its KINDOF rows say "are a kind of", none "is" ("pebbles are a
  // kind of material"): questions say "are" of it. Empty from WordNet.
  std::vector<bool> plural;
  std::vector<std::string> keys;  // per concept: what identifies it in the source (WordNet:
                                  // the synset offset; tablestore: its name)
  std::vector<std::vector<std::uint32_t>> parents, children;  // edge indexes, per concept
  std::vector<IsaEdge> edges;
  std::vector<std::vector<Synonym>> synonyms;  // per concept
  // Per concept, lower-cased: broader names a reader may take it under, not synonyms (a
  // scoped hypernym's head without its SCOPE: "body" for "celestial body").
  std::vector<std::vector<std::string>> heads;
  // Per concept, lower-cased: shorter names the source gives it, read as it but not asked as
  // synonyms (a modifier may stand alone): "sedimentary" for "sedimentary rock" (below).
  std::vector<std::vector<std::string>> short_names;
  // What KINDOF rows say besides their edges, lower-cased (child text, parent text): each `;`
  // alternative of a row's HYPONYM cell is a kind of each of its hypernym cell's, not only the
  // first of the first (the row's edge): "hail is a kind of precipitation; ice" says hail is a
  // kind of ice. A reader's chains follow them (analyze::ReadingChains). Tablestore only.
  std::vector<std::pair<std::string, std::string>> listed_edges;
  std::vector<std::string> glosses;     // per concept; empty unless from WordNet
  std::vector<std::string> senses;      // per concept: the WordNet synset a tablestore concept
                                        // was matched to (analyze::align_senses), or ""; empty
                                        // unless matched
  std::size_t cycle_edges_dropped = 0;  // edges dropped to break cycles (warned)
  std::size_t self_loops_dropped = 0;   // "x is a kind of x" (warned)
  std::size_t repeated_edges = 0;       // an edge the source states again (the same fact)
  std::size_t short_names_merged = 0;   // concepts found to be another's short name (below)

  bool in_taxonomy(std::uint32_t concept_id) const {
    return !parents[concept_id].empty() || !children[concept_id].empty();
  }
};

// The tablestore's KINDOF rows (HYPONYM is a kind of SCOPE HYPERNYM, the article in the
// [FILL] column before HYPONYM; deprecated rows skipped) and SYNONYMY rows (the text before
// the relation column means the text after it), read from their files again for their cells.
// Leading articles are stripped (kept for display); a cell's `;`-separated alternatives name
// one concept, the first naming it, the others its synonyms. No KINDOF table, or one without
// HYPONYM and HYPERNYM columns: core::InputError. A cycle is broken deterministically
// (depth-first from the concepts in order, the edge that closes it dropped) with a
// `taxonomy-cycle` warning; "x is a kind of x" is dropped with a `taxonomy-self-loop` warning.
// A concept x that is a kind of h where "x h" names another concept ("sedimentary is a kind of
// rock" beside "sedimentary rock", "heat is a kind of energy" beside "heat energy") is that
// concept said short, since an h that is x is x: the two are one concept under the longer
// name, with x among its `short_names` and x's edges, synonyms and heads its own.
Taxonomy taxonomy_from_tablestore(const Tablestore& tables, core::Diagnostics& warnings);

// WordNet's noun synsets from Debian's wordnet-base files (`dir`/data.noun, the documented
// lexicographer data format): a concept per synset named by its first lemma (underscores as
// spaces, lower-cased), hypernym pointers '@' and '@i' as ISA edges, its other lemmas as
// synonyms, its gloss up to the first ';'. A pointer to an offset no line defines
// (`wordnet-missing-synset`) and a second line with one offset (`wordnet-repeated-offset`,
// the second dropped) are warned.
Taxonomy read_wordnet(const std::string& dir, core::Diagnostics& warnings);
// The same from data.noun's text (`display` names it in messages).
Taxonomy read_wordnet_nouns(std::istream& in, const std::string& display,
                            core::Diagnostics& warnings);

// The parts of speech a word may be, as bits (WordNet's index files: a word is each part
// whose index lists it as a lemma).
enum PartOfSpeech : std::uint8_t { kNoun = 1, kVerb = 2, kAdjective = 4, kAdverb = 8 };
using PartsOfSpeech = std::unordered_map<std::string, std::uint8_t>;  // lemma -> its parts

// WordNet's verbs, adjectives and adverbs (`dir`/index.verb, index.adj, index.adv): each
// lemma (a line's first field, underscores as spaces, lower-cased; the licence's lines, which
// begin with a space, skipped) with the parts it is listed under. Nouns are data.noun's. A
// file missing, or holding no index line (empty, the licence alone), is a core::InputError:
// either would turn the part-of-speech rule off.
PartsOfSpeech read_wordnet_parts_of_speech(const std::string& dir);
// One index file's text (`display` names it in messages): its lemmas gain `part`. Returns the
// number of index lines read.
std::size_t read_wordnet_index(std::istream& in, const std::string& display, PartOfSpeech part,
                               PartsOfSpeech& into);

// Whether one concept lies above another, in memory linear in the taxonomy for trees and
// chains (Agrawal, Borgida and Jagadish's interval labelling of a spanning forest: a concept's
// descendants are the post-order numbers within its intervals, one for a tree, one more per
// other parent among them).
class Ancestry {
 public:
  explicit Ancestry(const Taxonomy& taxonomy);
  // `above` is `below` or one of its ancestors, at any distance.
  bool at_or_above(std::uint32_t above, std::uint32_t below) const;

 private:
  std::vector<std::uint32_t> post_;                                              // per concept
  std::vector<std::vector<std::pair<std::uint32_t, std::uint32_t>>> intervals_;  // sorted
};

// Adds `s` to a concept's synonyms unless one has its text; a stated `s` makes that one
// stated, with `s`'s row (a SYNONYMY row, or none from WordNet, confirming a `;` alternative).
// Whether `s` was added.
bool add_synonym(std::vector<Synonym>& synonyms, Synonym s);

// Drops the edges that close a cycle (see above); used by both readers.
void break_cycles(Taxonomy& taxonomy, core::Diagnostics& warnings);

}  // namespace explgraph::load
