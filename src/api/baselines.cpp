#include "explgraph/api/baselines.hpp"

#include <memory>

#include "explgraph/baseline/solver.hpp"
#include "explgraph/load/expert_ratings.hpp"
#include "explgraph/load/input_file.hpp"

namespace explgraph {

Output rank(Workspace& workspace, const baseline::RankOptions& options,
            const std::string& ratings_file) {
  std::size_t skipped = 0;
  std::vector<baseline::RankQuery> queries;
  if (!ratings_file.empty()) {
    load::InputFile in(ratings_file);
    queries = baseline::ratings_queries(load::read_expert_ratings(in.stream(), in.name()));
  } else {
    queries = baseline::corpus_queries(workspace.corpus(), options, skipped);
  }
  auto ranker = std::make_shared<baseline::Ranker>(workspace.corpus().tablestore,
                                                   workspace.normalizer(), options);
  Output output = counts_output({{"ranked", queries.size()}, {"skipped_without_text", skipped}});
  // Streamed a question at a time, with the workspace's progress (if any) as it is written.
  output.data = [ranker, queries = std::move(queries), &workspace](std::ostream& out) {
    core::Progress* progress = workspace.progress();
    core::add_work(progress, queries.size());
    for (const auto& q : queries) {
      ranker->write(q, out);
      core::advance(progress);
    }
  };
  return output;
}

Output solve(Workspace& workspace) {
  baseline::TfidfIndex index(workspace.corpus().tablestore, workspace.normalizer());
  auto predictions =
      std::make_shared<baseline::Predictions>(baseline::solve(workspace.corpus(), index));
  Output output = counts_output({{"solved", predictions->answers.size()},
                                 {"skipped_without_text", predictions->skipped_without_text}});
  output.data = [predictions](std::ostream& out) {
    baseline::write_predictions(*predictions, out);
  };
  return output;
}

}  // namespace explgraph
