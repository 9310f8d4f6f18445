#pragma once
#include "explgraph/api/analyses.hpp"
#include "explgraph/api/options/common.hpp"

namespace explgraph::options {

struct HopsOptions {
  CorpusOptions corpus;
  OutputOptions output;
};
void add_options(OptionBlocks& blocks, HopsOptions& o);
extern const CommandHelp kHopsHelp;

}  // namespace explgraph::options
