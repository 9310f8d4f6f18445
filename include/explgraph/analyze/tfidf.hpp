#pragma once
#include <string>
#include <utility>
#include <vector>

#include "explgraph/core/ids.hpp"
#include "explgraph/core/vocabulary.hpp"
#include "explgraph/load/tablestore.hpp"
#include "explgraph/text/normalizer.hpp"

namespace explgraph::analyze {

// tf-idf vectors of the tablestore rows over content lemmas, as the shared task's baseline
// (scikit-learn's TfidfVectorizer defaults): tf = raw count, idf = ln((1 + R) / (1 + df)) + 1
// over the R rows, vectors L2-normalised; a query uses the rows' idf and ignores words no
// row has. Scoring walks a lemma -> rows inverted index, never every row.
class TfidfIndex {
 public:
  TfidfIndex(const load::Tablestore& tables, const text::Normalizer& normalizer);

  // Cosine similarity of `text` to every row.
  std::vector<double> scores(const std::string& text) const;
  // All rows by descending cosine, ties by row order (deterministic).
  std::vector<core::RowId> rank(const std::string& text) const;

 private:
  struct Posting {
    std::uint32_t row;
    double weight;
  };
  const text::Normalizer& normalizer_;
  core::Vocabulary<core::WordId> vocabulary_;
  std::vector<double> idf_;
  std::vector<std::vector<Posting>> postings_;
  std::size_t rows_ = 0;
};

}  // namespace explgraph::analyze
