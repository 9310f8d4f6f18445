#pragma once
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "explgraph/core/ids.hpp"
#include "explgraph/core/vocabulary.hpp"
#include "explgraph/load/tablestore.hpp"
#include "explgraph/text/normalizer.hpp"

namespace explgraph::baseline {

// tf-idf vectors of the tablestore rows, weighted as scikit-learn's TfidfVectorizer does by
// default: tf = raw count, idf = ln((1 + R) / (1 + df)) + 1 over the R rows, vectors
// L2-normalised; a query uses the rows' idf and ignores terms no row has. What a term is
// comes from the tokenizer: explgraph's content lemmas (Normalizer: stop words dropped,
// stemmed) or scikit-learn's own tokens (text::sklearn_tokens, as the TextGraphs baseline
// scripts). Scoring walks a term -> rows inverted index, never every row.
class TfidfIndex {
 public:
  using Tokenizer = std::function<std::vector<std::string>(const std::string&)>;
  TfidfIndex(const load::Tablestore& tables, const text::Normalizer& normalizer);
  TfidfIndex(const load::Tablestore& tables, Tokenizer tokenize);

  // Cosine similarity of `text` to every row.
  std::vector<double> scores(const std::string& text) const;
  // The `top` best rows (0: all) by descending cosine, ties by row order (deterministic).
  std::vector<core::RowId> rank(const std::string& text, std::size_t top = 0) const;

 private:
  struct Posting {
    std::uint32_t row;
    double weight;
  };
  Tokenizer tokenize_;
  core::Vocabulary<core::WordId> vocabulary_;
  std::vector<double> idf_;
  std::vector<std::vector<Posting>> postings_;
  std::size_t rows_ = 0;
};

}  // namespace explgraph::baseline
