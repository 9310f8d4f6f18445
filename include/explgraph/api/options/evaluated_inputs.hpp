#pragma once
// The options naming what is evaluated — solvers' predictions, rankings, an evaluator's
// judgments — registered by their own commands (accuracy, rankeval, ava systems) and again by
// report, with one name and one help each.
#include <string>
#include <vector>

#include "explgraph/api/options/common.hpp"

namespace explgraph::options {

// --predictions [NAME=]FILE… and --harness-metric acc|acc_norm (accuracy, report).
void add_prediction_options(po::options_description& desc, std::vector<std::string>& predictions,
                            std::string& harness_metric);

// --ranking [NAME=]FILE… (rankeval, report).
void add_ranking_option(po::options_description& desc, std::vector<std::string>& rankings);

// The help of a file of an evaluator's judgments beside people's (ava systems --judgments,
// report --judgments) and of the threshold for its scores (--alpha, --judgments-alpha).
extern const char* const kJudgmentsHelp;
extern const char* const kJudgmentsAlphaHelp;

}  // namespace explgraph::options
