#pragma once
// Internal to the patterns analysis: pool questions ranked by tf-idf similarity of their
// question and answer text to a target's.
#include "explgraph/graph/corpus_graph.hpp"
#include "pattern_populations.hpp"

namespace explgraph::analyze::patterns_detail {

// tf-idf over the pool's question and answer texts (raw counts, idf ln((1+P)/(1+df)) + 1,
// unit-length vectors), searched through an inverted index of the pool's terms. A question's
// terms are its stem's content lemmas then its correct answer's, each text normalised apart
// as the corpus graph does. Terms are
// numbered in order of first use in the pool's texts (pool order, then text order), which
// fixes the order each vector's norm is summed in. Built once; ranked() may then be called
// on several threads, each with its own Scratch.
class TextNeighbours {
 public:
  // The lemmas come from `graph` when given (the same as normalising), else the texts are
  // normalised on up to `threads` threads (0: one per core).
  TextNeighbours(const load::Corpus& corpus, const ExplanationIndex& index, const Populations& pop,
                 const text::Normalizer& normalizer, const graph::CorpusGraph* graph,
                 std::size_t threads);

  bool has_text(std::uint32_t position) const { return has_text_[position] != 0; }

  // What ranked() works in: one per thread.
  class Scratch {
    friend class TextNeighbours;
    std::vector<double> score;
    std::vector<std::uint32_t> hit;
  };
  Scratch scratch() const;

  // The first `count` pool questions by cosine descending, then pool order; the target
  // itself left out.
  std::vector<std::uint32_t> ranked(std::uint32_t target, std::size_t count,
                                    Scratch& scratch) const;

 private:
  struct Posting {
    std::uint32_t pool;
    double weight;
  };
  using TermCounts = std::vector<std::pair<std::uint32_t, std::uint32_t>>;

  void read_texts(const load::Corpus& corpus, const ExplanationIndex& index,
                  const text::Normalizer& normalizer, const graph::CorpusGraph* graph,
                  std::size_t threads);
  static TermCounts counts(const std::vector<std::uint32_t>& terms);
  std::vector<std::pair<std::uint32_t, double>> weighted(
      const std::vector<std::uint32_t>& terms) const;

  const Populations& pop_;
  std::vector<std::uint8_t> has_text_;             // per position in E
  std::vector<std::vector<std::uint32_t>> terms_;  // per target or pool position: pool terms
  std::vector<double> idf_;                        // per term
  std::vector<std::vector<Posting>> postings_;     // per term
};

}  // namespace explgraph::analyze::patterns_detail
