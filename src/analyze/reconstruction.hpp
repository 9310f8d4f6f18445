#pragma once
// Internal to the patterns analysis: rebuilding each target's explanation by merging the
// explanations of its neighbours from the pool, at the row and at the table level.
#include "pattern_populations.hpp"

namespace explgraph::analyze::patterns_detail {

struct Reconstruction {
  ReconstructionCurves rows, tables;
  std::vector<ReconstructionGroup> by_role, by_category, by_length;
  std::size_t targets_with_text = 0;
};

Reconstruction reconstruct(const load::Corpus& corpus, const ExplanationIndex& index,
                           const Populations& pop, const text::Normalizer& normalizer,
                           const PatternsOptions& options);

}  // namespace explgraph::analyze::patterns_detail
