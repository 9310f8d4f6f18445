#pragma once
#include "explgraph/api/analyses.hpp"
#include "explgraph/api/options/common.hpp"
#include "explgraph/api/options/comparison.hpp"

namespace explgraph::options {

struct TreeevalCommandOptions {
  OutputOptions output{OutputKind::kCompared};
  std::string gold;
  std::vector<std::string> predictions;  // [NAME=]FILE
  std::string context;
  std::string intermediate_scores;
  std::string write_pairs;
  std::string tables, types;  // a WorldTree tablestore: the leaves' knowledge categories
  std::string compare_on = "steps-f1";
  double bleurt_threshold = analyze::kBleurtThreshold;
  bool per_query = false;
  ComparisonArgs comparison;
};
void add_options(OptionBlocks& blocks, TreeevalCommandOptions& o);
// The option values checked and converted for the library.
analyze::TreeevalOptions library_options(const TreeevalCommandOptions& o);
extern const CommandHelp kTreeevalHelp;
// The gold trees given, or a core::UsageError naming --gold.
void require_inputs(const TreeevalCommandOptions& o);

}  // namespace explgraph::options
