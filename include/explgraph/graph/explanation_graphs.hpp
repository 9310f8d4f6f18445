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
  // Built on up to `threads` threads (0: one per core); the graphs never depend on it.
  ExplanationGraphs(const load::Corpus& corpus, const CorpusGraph& graph, std::size_t threads = 1);

  const ExplanationGraph& operator[](core::QuestionId question) const {
    return graphs_[question.value];
  }
  const CorpusGraph& corpus_graph() const { return graph_; }
  std::size_t size() const { return graphs_.size(); }

 private:
  static constexpr std::size_t kQuestionsPerSlice = 4096;  // below, a thread costs more
  const CorpusGraph& graph_;
  std::vector<ExplanationGraph> graphs_;
};

}  // namespace explgraph::graph
