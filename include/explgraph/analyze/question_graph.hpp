#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "explgraph/analyze/explanation_index.hpp"

namespace explgraph::analyze {

struct QuestionEdge {
  core::QuestionId a, b;  // a < b
  std::uint32_t weight;
};

struct QuestionGraphOptions {
  std::uint32_t min_overlap = 1;
  bool central_only = false;  // require at least one central overlapping token
  // An export is a file someone opens: past this many edges build_question_graph throws
  // core::UsageError asking for a higher --min-overlap or --central-only.
  std::size_t max_edges = 20'000'000;
};

// The question-overlap graph of the reference's GenerateQuestionClusterGraph: an edge joins
// two questions when overlap(a, b) >= min_overlap (and, central-only, central-overlap > 0),
// weighted by overlap(a, b) seen from the earlier question a; when only the later question
// qualifies, from b. Only questions with an edge are vertices.
struct QuestionGraph {
  std::vector<core::QuestionId> vertices;  // ascending
  std::vector<QuestionEdge> edges;         // by (a, b)
};

QuestionGraph build_question_graph(const ExplanationIndex& index,
                                   const QuestionGraphOptions& options);

}  // namespace explgraph::analyze
