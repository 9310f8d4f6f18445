#pragma once
#include <array>
#include <cstddef>
#include <string>
#include <vector>

#include "explgraph/analyze/explanation_index.hpp"
#include "explgraph/core/progress.hpp"
#include "explgraph/load/corpus.hpp"
#include "explgraph/text/normalizer.hpp"

namespace explgraph::analyze {

// SPEC §6 "patterns": explanatory patterns over E. rows(q) = the distinct UIDs q cites that a
// table defines (dangling citations left out).
struct PatternsOptions {
  std::string split = "Dev";   // targets: E ∩ this split with non-empty rows
  std::string pool = "Train";  // neighbours: E ∩ this split, in file order
  std::size_t top = 100;       // row pairs listed
  std::vector<std::size_t> ks{1, 2, 3, 5, 10, 20};
  core::Progress* progress = nullptr;  // targets done, for a terminal
};

// Two rows and the number of explanations citing both.
struct RowPair {
  std::array<std::string, 2> uids;  // ascending
  std::array<std::string, 2> tables;
  std::size_t support = 0;
  bool share_lemma = false;           // the two rows' texts share a content lemma
  std::vector<std::string> examples;  // up to three questions citing both, in file order
};

// Recall and precision of a target's rows by the rows of its first k neighbours merged:
// U_k = their union; recall@k = |rows(q) ∩ U_k| / |rows(q)|, precision@k = |rows(q) ∩ U_k| /
// |U_k| (0 when U_k is empty); means over the targets.
struct ReconstructionPoint {
  std::size_t k = 0;
  double recall = 0, precision = 0;
};

struct PatternsResult {
  load::Population population;
  std::string split, pool;
  std::size_t targets = 0;            // E ∩ split with rows
  std::size_t targets_with_text = 0;  // of which the text neighbours could be ranked
  std::size_t pool_questions = 0;     // E ∩ pool
  std::size_t co_cited_pairs = 0;     // distinct row pairs with support >= 1
  std::vector<RowPair> pairs;         // by support descending, then UIDs ascending; the top
  // Oracle: pool questions sharing >= 1 row with the target, by shared rows descending then
  // pool order ("in principle"). Text: every pool question by tf-idf cosine of question and
  // answer text, descending, then pool order (what a system could do), over the targets
  // with text.
  std::vector<ReconstructionPoint> oracle, text;
  // Mean recall when every pool explanation is merged: the share of a target's rows that
  // some pool explanation cites.
  double upper_bound = 0;
};

// Whether the corpus has a target and a pool question for `options` (the report's test).
bool has_targets_and_pool(const load::Corpus& corpus, const ExplanationIndex& index,
                          const PatternsOptions& options);

// Throws core::InputError when no target or no pool question is left, naming the splits E has.
PatternsResult compute_patterns(const load::Corpus& corpus, const ExplanationIndex& index,
                                const text::Normalizer& normalizer, const PatternsOptions& options);

}  // namespace explgraph::analyze
