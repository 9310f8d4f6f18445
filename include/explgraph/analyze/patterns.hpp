#pragma once
#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "explgraph/analyze/explanation_index.hpp"
#include "explgraph/core/progress.hpp"
#include "explgraph/graph/corpus_graph.hpp"
#include "explgraph/load/corpus.hpp"
#include "explgraph/text/normalizer.hpp"

namespace explgraph::analyze {

// SPEC §6 "patterns": explanatory patterns over E. rows(q) = the distinct UIDs q cites that a
// table defines (dangling citations left out); tables(q) = the distinct tables of rows(q).
struct PatternsOptions {
  std::string split = "Dev";    // targets: E ∩ this split with non-empty rows
  std::string pool = "Train";   // neighbours: E ∩ this split, in file order
  std::size_t top = 100;        // pairs, triples and table combinations listed
  std::size_t min_support = 3;  // triples listed only with at least this support (>= 2)
  std::vector<std::size_t> ks{1, 2, 3, 5, 10, 20};
  core::Progress* progress = nullptr;  // targets done, for a terminal
  std::size_t threads = 0;  // for the reconstruction (0: one per core); results never depend on it
  // The corpus graph, when one is built already: the text neighbours take the question texts'
  // lemmas from it instead of normalising them again (the result is the same).
  const graph::CorpusGraph* graph = nullptr;
};

// Rows cited together: support = the explanations of E citing every one of them. UIDs
// ascending; tables and categories in the same order; examples = up to three questions
// citing all of them, in file order.
template <std::size_t N>
struct CoCitedRows {
  std::array<std::string, N> uids, tables, categories;
  std::size_t support = 0;
  std::vector<std::string> examples;
};
struct RowPair : CoCitedRows<2> {
  bool share_lemma = false;  // the two rows' texts share a content lemma
};
using RowTriple = CoCitedRows<3>;

// Tables (or categories) used together: support = the explanations of E whose tables(q)
// (or categories of tables(q)) include every one of `names` (pairs) or equal them (sets).
struct NameCombination {
  std::vector<std::string> names;  // ascending
  std::size_t support = 0;
};

// Recall and precision of a target's rows by the rows of its first k neighbours merged:
// U_k = their union; recall@k = |rows(q) ∩ U_k| / |rows(q)|, precision@k = |rows(q) ∩ U_k| /
// |U_k| (0 when U_k is empty); means over the targets.
struct ReconstructionPoint {
  std::size_t k = 0;
  double recall = 0, precision = 0;
};

// The curves of one way of measuring a reconstruction. Oracle: pool questions sharing >= 1
// row with the target, by shared rows descending then pool order ("in principle"). Text:
// every pool question by tf-idf cosine of question and answer text (the stem's content
// lemmas, then the correct answer's), descending, then pool order (what a system could do),
// over the targets with text (empty when none has text).
// upper_bound = mean recall when every pool explanation is merged.
struct ReconstructionCurves {
  std::vector<ReconstructionPoint> oracle, text;
  double upper_bound = 0;
};

// The row-level reconstruction restricted to one group of targets or of target rows.
// By role (the role of the row's first citation in the target) and by category (of the
// row's table): recall@k = the share of the target's rows of that group in U_k, averaged over
// the targets with such rows; precision is not defined for a part of rows(q) and stays 0.
// By length (|rows(q)| in the range named by `group`): recall and precision as a whole,
// averaged over the targets of that length.
struct ReconstructionGroup {
  std::string group;
  std::size_t targets = 0, targets_with_text = 0;
  std::size_t rows = 0;  // target rows in the group, summed over its targets
  ReconstructionCurves curves;
};

struct PatternsResult {
  load::Population population;
  std::string split, pool;
  std::size_t min_support = 0;
  std::size_t targets = 0;            // E ∩ split with rows
  std::size_t targets_with_text = 0;  // of which the text neighbours could be ranked
  std::size_t pool_questions = 0;     // E ∩ pool
  std::size_t co_cited_pairs = 0;     // distinct row pairs with support >= 1
  // Distinct row triples with support >= min_support; absent when forming them would take
  // more than 10 million candidates (thousands of rows cited together again and again).
  std::optional<std::size_t> co_cited_triples;
  std::size_t table_combinations = 0;        // distinct tables(q) over E
  std::vector<RowPair> pairs;                // by support descending, then UIDs ascending; the top
  std::vector<RowTriple> triples;            // likewise, those with support >= min_support
  std::vector<NameCombination> table_pairs;  // likewise, by table names; the top
  std::vector<NameCombination> table_sets;   // tables(q) by how many explanations have it
  std::vector<NameCombination> category_sets;  // categories of tables(q), every one
  ReconstructionCurves rows;                   // over rows(q)
  ReconstructionCurves tables;  // the same neighbours, over tables(q): the pattern is right
                                // even where the facts differ
  std::vector<ReconstructionGroup> by_role, by_category, by_length;
};

// Explanation lengths |rows(q)| grouped for `by_length`: "1-3", "4-6", "7-9", "10-14", "15+".
std::string length_group(std::size_t rows);

// Whether the corpus has a target and a pool question for `options` (the report's test).
bool has_targets_and_pool(const load::Corpus& corpus, const ExplanationIndex& index,
                          const PatternsOptions& options);

// Throws core::InputError when no target or no pool question is left, naming the splits E has.
PatternsResult compute_patterns(const load::Corpus& corpus, const ExplanationIndex& index,
                                const text::Normalizer& normalizer, const PatternsOptions& options);

}  // namespace explgraph::analyze
