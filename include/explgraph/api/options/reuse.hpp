#pragma once
#include "explgraph/api/analyses.hpp"
#include "explgraph/api/options/common.hpp"

namespace explgraph::options {

struct ReuseCommandOptions {
  CorpusOptions corpus;
  OutputOptions output;
  WholeNumber top{25};  // ReuseOptions::top
};
void add_options(OptionBlocks& blocks, ReuseCommandOptions& o);
// The option values checked and converted for the library (also the Python module's).
ReuseOptions library_options(const ReuseCommandOptions& o);
extern const CommandHelp kReuseHelp;

}  // namespace explgraph::options
