#pragma once
#include "explgraph/api/analyses.hpp"
#include "explgraph/api/options/common.hpp"

namespace explgraph::options {

struct TypesCommandOptions {
  CorpusOptions corpus;
  OutputOptions output;
};
void add_options(OptionBlocks& blocks, TypesCommandOptions& o);
extern const CommandHelp kTypesHelp;

}  // namespace explgraph::options
