#pragma once
#include "explgraph/api/analyses.hpp"
#include "explgraph/api/options/common.hpp"

namespace explgraph::options {

struct HopsCommandOptions {
  CorpusOptions corpus;
  OutputOptions output;
};
void add_options(OptionBlocks& blocks, HopsCommandOptions& o);
extern const CommandHelp kHopsHelp;

}  // namespace explgraph::options
