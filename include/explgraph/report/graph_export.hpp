#pragma once
#include <ostream>

#include "explgraph/analyze/question_graph.hpp"
#include "explgraph/load/corpus.hpp"

namespace explgraph::report {

// The question-overlap graph as DOT and GraphML: vertex attributes `id`
// (question id; the second question with an id is "ID#2", SPEC §6) and `label` (question text, or
// the id when withheld), edge `weight`.
void write_question_graph_dot(const analyze::QuestionGraph& graph, const load::Corpus& corpus,
                              std::ostream& out);
void write_question_graph_graphml(const analyze::QuestionGraph& graph, const load::Corpus& corpus,
                                  std::ostream& out);

}  // namespace explgraph::report
