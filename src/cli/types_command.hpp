#pragma once
#include "command.hpp"
#include "explgraph/api/analyses.hpp"

namespace explgraph::cli {

struct TypesOptions {
  CorpusOptions corpus;
  OutputOptions output;
};
void add_options(OptionBlocks& blocks, TypesOptions& o);
int run(const TypesOptions& o, std::ostream& out, std::ostream& err);
extern const CommandHelp kTypesHelp;

}  // namespace explgraph::cli
