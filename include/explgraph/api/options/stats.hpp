#pragma once
#include "explgraph/api/analyses.hpp"
#include "explgraph/api/options/common.hpp"

namespace explgraph::options {

struct StatsOptions {
  CorpusOptions corpus;
  OutputOptions output;
};
void add_options(OptionBlocks& blocks, StatsOptions& o);
extern const CommandHelp kStatsHelp;

}  // namespace explgraph::options
