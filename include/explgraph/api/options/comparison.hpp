#pragma once
#include <string>

#include "explgraph/analyze/comparisons.hpp"
#include "explgraph/api/options/common.hpp"

namespace explgraph::options {

// The options that say how systems are compared (accuracy, rankeval, report), declared once;
// what they mean is analyze::ComparisonOptions.
struct ComparisonArgs {
  std::string compare;  // "all", or "" for --baseline or the command's default
  std::string baseline;
  std::string test = "bootstrap", correction = "holm", alternative = "two-sided";
  WholeNumber resamples{10000}, seed{1};
  double alpha = 0.05;
};

// `systems` names what is compared in the help ("solvers", "rankings").
void add_comparison_options(po::options_description& desc, ComparisonArgs& args,
                            const std::string& systems);

// The values parsed and checked (a core::UsageError naming the option otherwise).
analyze::ComparisonOptions comparison_options(const ComparisonArgs& args);

}  // namespace explgraph::options
