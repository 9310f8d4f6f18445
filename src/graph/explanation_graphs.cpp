#include "explgraph/graph/explanation_graphs.hpp"

#include "explgraph/core/parallel.hpp"

namespace explgraph::graph {

ExplanationGraphs::ExplanationGraphs(const load::Corpus& corpus, const CorpusGraph& graph,
                                     std::size_t threads)
    : graph_(graph), graphs_(corpus.questions.size()) {
  // Each question's graph is its own: slices of questions are built side by side.
  const std::size_t total = corpus.questions.size();
  const std::size_t slices = core::worker_count(threads, total / kQuestionsPerSlice + 1);
  std::vector<core::Task> tasks;
  for (std::size_t s = 0; s < slices; ++s)
    tasks.push_back({"explanation graphs", [&, s] {
                       ExplanationGraphScratch scratch;
                       for (std::size_t i = total * s / slices; i < total * (s + 1) / slices; ++i)
                         graphs_[i] = build_explanation_graph(
                             graph, corpus.questions[i],
                             core::QuestionId(static_cast<std::uint32_t>(i)), scratch);
                     }});
  core::run_tasks(tasks, slices);
}

}  // namespace explgraph::graph
