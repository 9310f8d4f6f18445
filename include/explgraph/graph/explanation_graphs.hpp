#pragma once
#include <vector>

#include "explgraph/graph/corpus_graph.hpp"
#include "explgraph/graph/explanation_graph.hpp"
#include "explgraph/load/corpus.hpp"

namespace explgraph::graph {

// The explanation graph of every question of a corpus, built once and shared by every
// analysis that reads them (hops, audit, accuracy, rankeval, show): a report builds each
// graph once instead of once per analysis.
class ExplanationGraphs {
 public:
  ExplanationGraphs(const load::Corpus& corpus, const CorpusGraph& graph);

  const ExplanationGraph& operator[](core::QuestionId question) const {
    return graphs_[question.value];
  }
  const CorpusGraph& corpus_graph() const { return graph_; }
  std::size_t size() const { return graphs_.size(); }

 private:
  const CorpusGraph& graph_;
  std::vector<ExplanationGraph> graphs_;
};

}  // namespace explgraph::graph
