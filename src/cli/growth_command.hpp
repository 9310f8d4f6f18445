#pragma once
#include "overlap_command.hpp"

namespace explgraph::cli {

struct GrowthCommandOptions {
  CorpusOptions corpus;
  OutputOptions output;
  SamplingOptions sampling;
};
void add_options(OptionBlocks& blocks, GrowthCommandOptions& o);
int run(const GrowthCommandOptions& o, std::ostream& out, std::ostream& err);
extern const CommandHelp kGrowthHelp;

}  // namespace explgraph::cli
