#pragma once
// Internal to the patterns analysis: rows and tables that explanations cite together,
// counted explanation by explanation (the combinations themselves are the output, so their
// number, not the number of all row pairs, bounds the work).
#include <optional>

#include "pattern_populations.hpp"

namespace explgraph::analyze::patterns_detail {

struct CoCitation {
  std::vector<RowPair> pairs;
  std::vector<RowTriple> triples;
  std::size_t distinct_pairs = 0;
  std::optional<std::size_t> distinct_triples;  // absent when too many to count
};

// The top `options.top` row pairs, and as many triples with support >= options.min_support
// (a triple's pairs all have at least its support, so only frequent pairs are extended;
// none, and no count, when forming them would take more than 10 million candidates).
CoCitation co_cited_rows(const load::Corpus& corpus, const ExplanationIndex& index,
                         const Populations& pop, const text::Normalizer& normalizer,
                         const PatternsOptions& options);

struct TablePatterns {
  std::vector<NameCombination> pairs, sets, category_sets;
  std::size_t distinct_sets = 0;
};

// Table pairs and table sets (the top `top` of each) and every category set.
TablePatterns table_patterns(const load::Corpus& corpus, const Populations& pop, std::size_t top);

}  // namespace explgraph::analyze::patterns_detail
