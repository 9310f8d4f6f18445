#pragma once
#include "command.hpp"
#include "comparison_options.hpp"
#include "explgraph/api/analyses.hpp"

namespace explgraph::cli {

struct TreeevalCommandOptions {
  OutputOptions output{OutputKind::kCompared};
  std::string gold;
  std::vector<std::string> predictions;  // [NAME=]FILE
  std::string context;
  std::string intermediate_scores;
  std::string write_pairs;
  std::string compare_on = "steps-f1";
  double bleurt_threshold = analyze::kBleurtThreshold;
  ComparisonArgs comparison;
};
void add_options(OptionBlocks& blocks, TreeevalCommandOptions& o);
// The option values checked and converted for the library.
analyze::TreeevalOptions library_options(const TreeevalCommandOptions& o);
int run(const TreeevalCommandOptions& o, std::ostream& out, std::ostream& err);
extern const CommandHelp kTreeevalHelp;

}  // namespace explgraph::cli
