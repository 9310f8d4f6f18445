#pragma once
#include "command.hpp"
#include "explgraph/api/analyses.hpp"

namespace explgraph::cli {

struct StatsOptions {
  CorpusOptions corpus;
  OutputOptions output;
};
void add_options(OptionBlocks& blocks, StatsOptions& o);
int run(const StatsOptions& o, std::ostream& out, std::ostream& err);
extern const CommandHelp kStatsHelp;

}  // namespace explgraph::cli
