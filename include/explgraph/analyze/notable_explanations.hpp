#pragma once
#include <string>
#include <vector>

#include "explgraph/analyze/reuse.hpp"
#include "explgraph/graph/explanation_graphs.hpp"
#include "explgraph/load/corpus.hpp"

namespace explgraph::analyze {

// How many explanations each reason picks, and the largest explanation drawn: a picture of
// more facts is too dense to read (and its layout grows with the square of its edges).
struct NotableLimits {
  std::size_t deepest = 3, widest = 3, most_reused = 3, isolated = 8, qa_gap = 8;
  std::size_t max_facts = 40;
};

// One group of the report's "Explanations" page: why its questions are worth a look.
struct NotableGroup {
  std::string title;  // "Deepest explanations"
  std::string rule;   // how the group is chosen, one sentence
  std::vector<core::QuestionId> questions;
  std::vector<std::string> reasons;  // per question: "4 hops", "cites 1a2b-… (53 explanations)"
};

// The explanations a reader should look at, drawn on the report's Explanations page. Only
// questions with text and between 1 and max_facts distinct facts are candidates; ties go to
// file order, so the choice is deterministic:
// - deepest: largest depth, then more facts;
// - widest: most distinct facts;
// - most reused: for each of the most reused rows (reuse's ranking), the first question in
//   file order that cites it;
// - isolated: with an isolated fact, most isolated facts first;
// - qa_gap: Q and A in different components.
// A question may be in several groups. `too_large` counts explanations not drawn for having
// more than max_facts facts.
struct NotableExplanations {
  std::vector<NotableGroup> groups;
  std::size_t too_large = 0;
  std::size_t max_facts = 0;
};

NotableExplanations notable_explanations(const load::Corpus& corpus,
                                         const graph::ExplanationGraphs& graphs,
                                         const ReuseResult& reuse,
                                         const NotableLimits& limits = {});

}  // namespace explgraph::analyze
