#pragma once
#include "command.hpp"
#include "explgraph/api/analyses.hpp"

namespace explgraph::cli {

struct AccuracyCommandOptions {
  CorpusOptions corpus;
  OutputOptions output;
  std::vector<std::string> predictions;  // [NAME=]FILE
  analyze::AccuracyOptions accuracy;
  WholeNumber resamples{10000}, min_group{10}, seed{1};
  std::string alternative = "two-sided";
};
void add_options(OptionBlocks& blocks, AccuracyCommandOptions& o);
// The option values checked and converted for the library (also the Python module's).
analyze::AccuracyOptions library_options(const AccuracyCommandOptions& o);
int run(const AccuracyCommandOptions& o, std::ostream& out, std::ostream& err);
extern const CommandHelp kAccuracyHelp;

}  // namespace explgraph::cli
