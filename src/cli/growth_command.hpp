#pragma once
#include "overlap_command.hpp"

namespace explgraph::cli {

struct GrowthCommandOptions {
  CorpusOptions corpus;
  OutputOptions output;
  SamplingOptions sampling;
};
void add_options(OptionBlocks& blocks, GrowthCommandOptions& o);
// The option values checked and converted for the library (also the Python module's).
analyze::GrowthOptions library_options(const GrowthCommandOptions& o);
int run(const GrowthCommandOptions& o, std::ostream& out, std::ostream& err);
extern const CommandHelp kGrowthHelp;

}  // namespace explgraph::cli
