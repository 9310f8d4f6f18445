#pragma once
#include "explgraph/api/analyses.hpp"
#include "explgraph/api/options/common.hpp"

namespace explgraph::options {

struct PatternsCommandOptions {
  CorpusOptions corpus;  // its --split names the targets here, not a filter on loading
  OutputOptions output;
  std::string pool = "Train";
  WholeNumber top{25};
  WholeNumber min_support{3};
};
void add_options(OptionBlocks& blocks, PatternsCommandOptions& o);
// The option values checked and converted for the library (also the Python module's).
analyze::PatternsOptions library_options(const PatternsCommandOptions& o);
extern const CommandHelp kPatternsHelp;

}  // namespace explgraph::options
