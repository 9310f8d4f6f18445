#pragma once
// Scoring predictions and rankings against the corpus, with the checks on what they cover
// (ids that name nothing, one split, mostly unanswered): for accuracy, rankeval and report;
// and the output of every command comparing systems.
#include <string>
#include <vector>

#include "explgraph/analyze/accuracy.hpp"
#include "explgraph/analyze/rankeval.hpp"
#include "explgraph/api/output.hpp"
#include "explgraph/api/workspace.hpp"
#include "explgraph/core/diagnostics.hpp"
#include "explgraph/load/predictions.hpp"
#include "explgraph/load/ranking.hpp"
#include "explgraph/report/paper_table.hpp"

namespace explgraph {

// Each input's warnings are about `sources[i]` (its path; its name when there is none).
analyze::AccuracyResult score_predictions(Workspace& workspace,
                                          const std::vector<load::Predictions>& predictions,
                                          analyze::AccuracyOptions options,
                                          const std::vector<std::string>& sources,
                                          core::Diagnostics& warnings);
// The rankings scored, not yet compared: compare_scored_rankings, once every ranking of the
// run is scored (TF-Ranking files too), so that each comparison is computed once.
analyze::RankevalResult score_rankings(Workspace& workspace,
                                       const std::vector<load::Ranking>& rankings,
                                       analyze::RankevalOptions options,
                                       const std::vector<std::string>& sources,
                                       core::Diagnostics& warnings);
void compare_scored_rankings(analyze::RankevalResult& result, Workspace& workspace,
                             analyze::ComparisonOptions options);

// An output comparing systems (accuracy, rankeval, ratings, treeeval), with its table for
// papers as --format latex and the warnings about its inputs.
template <typename Result>
Output compared_output(Result result, nlohmann::ordered_json (*to_json)(const Result&),
                       report::Document (*to_document)(const Result&),
                       report::DataTables (*to_tables)(const nlohmann::ordered_json&),
                       report::PaperTable (*to_paper)(const Result&), core::Diagnostics warnings) {
  auto paper = to_paper(result);
  Output output = make_output(std::move(result), to_json, to_document, to_tables);
  output.input_warnings = std::move(warnings);
  output.latex = [paper = std::move(paper)](std::ostream& out) { report::write_latex(paper, out); };
  return output;
}

}  // namespace explgraph
