#pragma once
#include "command.hpp"
#include "comparison_options.hpp"
#include "explgraph/api/analyses.hpp"

namespace explgraph::cli {

struct AccuracyCommandOptions {
  CorpusOptions corpus;
  OutputOptions output{OutputKind::kCompared};
  std::vector<std::string> predictions;  // [NAME=]FILE
  analyze::AccuracyOptions accuracy;
  ComparisonArgs comparison;
  WholeNumber min_group{10};
};
void add_options(OptionBlocks& blocks, AccuracyCommandOptions& o);
// The option values checked and converted for the library (also the Python module's).
analyze::AccuracyOptions library_options(const AccuracyCommandOptions& o);
int run(const AccuracyCommandOptions& o, std::ostream& out, std::ostream& err);
extern const CommandHelp kAccuracyHelp;

}  // namespace explgraph::cli
