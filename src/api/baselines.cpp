#include "explgraph/api/baselines.hpp"

#include <memory>
#include <string_view>
#include <unordered_map>

#include "explgraph/baseline/solver.hpp"
#include "explgraph/load/expert_ratings.hpp"
#include "explgraph/load/input_file.hpp"
#include "explgraph/load/trec.hpp"

namespace explgraph {

namespace {

// A TREC run names each query and document in one field: every query id and UID it would write
// is checked first (load::check_trec_field), so that no run other tools refuse is written.
void check_trec_ids(const load::Corpus& corpus, const std::vector<baseline::RankQuery>& queries,
                    const std::string& queries_file) {
  const std::string remedy = "rename it, or write the TextGraphs TSV (rank --format tsv)";
  const auto names = load::distinct_question_names(corpus);
  std::unordered_map<std::string_view, std::size_t> question_of;
  for (std::size_t i = 0; i < names.size(); ++i) question_of.emplace(names[i], i);
  for (const auto& q : queries) {
    const auto it = question_of.find(q.id);
    const std::string where = it == question_of.end()
                                  ? queries_file
                                  : corpus.questions[it->second].file + ":" +
                                        std::to_string(corpus.questions[it->second].line);
    load::check_trec_field(q.id, "question id", where, remedy);
  }
  const auto& store = corpus.tablestore;
  for (const auto& row : store.rows)
    load::check_trec_field(row.uid, "UID",
                           store.tables[row.table.value].path + ":" + std::to_string(row.line),
                           remedy);
}

}  // namespace

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
  if (options.format == baseline::RankFormat::kTrec)
    check_trec_ids(workspace.corpus(), queries,
                   ratings_file.empty() ? workspace.corpus().source : ratings_file);
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
