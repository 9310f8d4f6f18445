#pragma once
// Internal to the patterns analysis: pool questions ranked by tf-idf similarity of their
// question and answer text to a target's.
#include "pattern_populations.hpp"

namespace explgraph::analyze::patterns_detail {

// tf-idf over the pool's question and answer texts (raw counts, idf ln((1+P)/(1+df)) + 1,
// unit-length vectors), searched through an inverted index of the pool's terms.
class TextNeighbours {
 public:
  TextNeighbours(const load::Corpus& corpus, const ExplanationIndex& index, const Populations& pop,
                 const text::Normalizer& normalizer);

  bool has_text(std::uint32_t position) const { return !text_[position].empty(); }

  // The first `count` pool questions by cosine descending, then pool order; the target
  // itself left out.
  std::vector<std::uint32_t> ranked(std::uint32_t target, std::size_t count);

 private:
  struct Posting {
    std::uint32_t pool;
    double weight;
  };
  using TermCounts = std::vector<std::pair<core::WordId, std::uint32_t>>;

  TermCounts counts(const std::vector<std::string>& terms, bool add);
  std::vector<std::pair<std::uint32_t, double>> weighted(const std::vector<std::string>& terms,
                                                         bool add);

  const Populations& pop_;
  std::vector<std::vector<std::string>> text_;
  core::Vocabulary<core::WordId> terms_;
  std::vector<double> idf_;
  std::vector<std::vector<Posting>> postings_;
  std::vector<double> score_;
};

}  // namespace explgraph::analyze::patterns_detail
