#pragma once
// Scoring predictions and rankings against the corpus, with the checks on what they cover
// (ids that name nothing, one split, mostly unanswered): for accuracy, rankeval and report.
#include <string>
#include <vector>

#include "explgraph/analyze/accuracy.hpp"
#include "explgraph/analyze/rankeval.hpp"
#include "explgraph/api/workspace.hpp"
#include "explgraph/core/diagnostics.hpp"
#include "explgraph/load/predictions.hpp"
#include "explgraph/load/ranking.hpp"

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

}  // namespace explgraph
