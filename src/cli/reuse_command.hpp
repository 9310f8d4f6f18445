#pragma once
#include "command.hpp"
#include "explgraph/api/analyses.hpp"

namespace explgraph::cli {

struct ReuseCommandOptions {
  CorpusOptions corpus;
  OutputOptions output;
  WholeNumber top{25};  // ReuseOptions::top
};
void add_options(OptionBlocks& blocks, ReuseCommandOptions& o);
// The option values checked and converted for the library (also the Python module's).
ReuseOptions library_options(const ReuseCommandOptions& o);
int run(const ReuseCommandOptions& o, std::ostream& out, std::ostream& err);
extern const CommandHelp kReuseHelp;

}  // namespace explgraph::cli
