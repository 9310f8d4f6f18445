#pragma once
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

#include "explgraph/core/ids.hpp"
#include "explgraph/core/vocabulary.hpp"
#include "explgraph/graph/corpus_graph.hpp"
#include "explgraph/load/tablestore.hpp"
#include "explgraph/text/normalizer.hpp"

namespace explgraph::grounding {

// How a generated fact matches the tablestore (docs/DEFINITIONS.md, "Grounding"): `exact`
// when its content lemmas in order are a row's (the normalised texts are equal, as audit's
// duplicate-row-text compares rows), `near` when its best row scores at least the near
// threshold, `none` below it (invented, or too far from every row to say).
enum class Match { kExact, kNear, kNone };
const char* match_name(Match match);  // "exact", "near", "none": the names in JSON and TSV

// The threshold chosen on the calibration set (docs/DEFINITIONS.md, "Calibration").
constexpr double kNearThreshold = 0.5;
constexpr std::size_t kCandidatesKept = 3;  // the best row and the next ones a fact lists

struct Candidate {
  core::RowId row;
  double score = 0;
};

struct Alignment {
  Match match = Match::kNone;
  // The best rows, best first (candidates[0] is the row a grounded fact cites); rows that
  // share no content lemma with the fact are never listed.
  std::vector<Candidate> candidates;
  bool grounded() const { return match != Match::kNone; }
  double score() const { return candidates.empty() ? 0.0 : candidates[0].score; }
};

// A fact's content lemmas as ids: the corpus graph's WordId values, and for words no corpus
// text has, ids from its vocabulary's size up (one per distinct word, for the aligner's life).
struct FactLemmas {
  std::vector<std::uint32_t> sequence;  // in text order, repeats kept
  std::vector<std::uint32_t> distinct;  // ascending
};

// Aligns facts to tablestore rows through the corpus graph's lemma -> rows index: a fact
// costs the postings of its lemmas, never a scan of the rows. The score of fact F and row R
// is the IDF-weighted Jaccard overlap of their lemma sets,
//   score(F, R) = Σ_{w ∈ F ∩ R} idf(w) / Σ_{w ∈ F ∪ R} idf(w),  idf(w) = ln((N + 1) / (df(w) + 1))
//   + 1,
// with N the rows of the tablestore and df(w) the rows holding w (scikit-learn's smooth idf:
// every word weighs at least 1, a word no row has the most). Ties: exact first, then
// active rows before deprecated ones, then tablestore order. One aligner per thread.
class Aligner {
 public:
  Aligner(const load::Tablestore& tablestore, const graph::CorpusGraph& graph,
          const text::Normalizer& normalizer, double near_threshold = kNearThreshold,
          std::size_t candidates = kCandidatesKept);

  FactLemmas lemmas(std::string_view fact);
  Alignment align(const FactLemmas& fact);
  Alignment align(std::string_view fact) { return align(lemmas(fact)); }

  double idf(std::uint32_t lemma) const;
  std::uint32_t known_words() const { return known_words_; }  // ids below are corpus lemmas

 private:
  bool is_exact(const FactLemmas& fact, core::RowId row) const;
  // Rows sharing a lemma with the fact, with the idf they share, into touched_ / shared_.
  void accumulate(const FactLemmas& fact);

  const load::Tablestore& tablestore_;
  const graph::CorpusGraph& graph_;
  std::unique_ptr<text::Normalizer> normalizer_;  // a clone: its memo is the aligner's own
  double near_threshold_;
  std::size_t candidates_;
  std::uint32_t known_words_ = 0;
  double unseen_idf_ = 1;                         // idf of a word no row has
  std::vector<double> idf_;                       // by corpus lemma
  std::vector<double> row_weight_;                // by row: Σ idf over its distinct lemmas
  core::Vocabulary<core::WordId> unknown_words_;  // words no corpus text has
  std::vector<double> shared_;                    // by row, zero between facts
  std::vector<std::uint32_t> touched_;            // rows with shared_ > 0
};

}  // namespace explgraph::grounding
