#include "explgraph/graph/explanation_graphs.hpp"

namespace explgraph::graph {

ExplanationGraphs::ExplanationGraphs(const load::Corpus& corpus, const CorpusGraph& graph)
    : graph_(graph) {
  graphs_.reserve(corpus.questions.size());
  for (std::uint32_t i = 0; i < corpus.questions.size(); ++i)
    graphs_.push_back(build_explanation_graph(graph, corpus.questions[i], core::QuestionId(i)));
}

}  // namespace explgraph::graph
