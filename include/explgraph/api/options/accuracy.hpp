#pragma once
#include "explgraph/api/analyses.hpp"
#include "explgraph/api/options/common.hpp"
#include "explgraph/api/options/comparison.hpp"

namespace explgraph::options {

struct AccuracyCommandOptions {
  CorpusOptions corpus;
  OutputOptions output{OutputKind::kCompared};
  std::vector<std::string> predictions;  // [NAME=]FILE
  analyze::AccuracyOptions accuracy;
  ComparisonArgs comparison;
  WholeNumber min_group{10};
  std::string harness_metric = "acc_norm";
};
void add_options(OptionBlocks& blocks, AccuracyCommandOptions& o);
// The option values checked and converted for the library (also the Python module's).
analyze::AccuracyOptions library_options(const AccuracyCommandOptions& o);
extern const CommandHelp kAccuracyHelp;

}  // namespace explgraph::options
