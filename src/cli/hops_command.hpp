#pragma once
#include "command.hpp"
#include "explgraph/api/analyses.hpp"

namespace explgraph::cli {

struct HopsOptions {
  CorpusOptions corpus;
  OutputOptions output;
};
void add_options(OptionBlocks& blocks, HopsOptions& o);
int run(const HopsOptions& o, std::ostream& out, std::ostream& err);
extern const CommandHelp kHopsHelp;

}  // namespace explgraph::cli
