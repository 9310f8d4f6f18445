#pragma once
#include "explgraph/api/analyses.hpp"
#include "explgraph/api/options/common.hpp"

namespace explgraph::options {

struct StatsCommandOptions {
  CorpusOptions corpus;
  OutputOptions output;
};
void add_options(OptionBlocks& blocks, StatsCommandOptions& o);
extern const CommandHelp kStatsHelp;

}  // namespace explgraph::options
