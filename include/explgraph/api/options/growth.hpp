#pragma once
#include "explgraph/api/options/overlap.hpp"

namespace explgraph::options {

struct GrowthCommandOptions {
  CorpusOptions corpus;
  OutputOptions output;
  SamplingOptions sampling;
};
void add_options(OptionBlocks& blocks, GrowthCommandOptions& o);
// The option values checked and converted for the library (also the Python module's).
analyze::GrowthOptions library_options(const GrowthCommandOptions& o);
extern const CommandHelp kGrowthHelp;

}  // namespace explgraph::options
