#pragma once
#include "explgraph/api/analyses.hpp"
#include "explgraph/api/options/common.hpp"

namespace explgraph::options {

struct TypesOptions {
  CorpusOptions corpus;
  OutputOptions output;
};
void add_options(OptionBlocks& blocks, TypesOptions& o);
extern const CommandHelp kTypesHelp;

}  // namespace explgraph::options
