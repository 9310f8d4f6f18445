#pragma once
#include "explgraph/api/analyses.hpp"
#include "explgraph/api/options/common.hpp"

namespace explgraph::options {

// --step, --monte-carlo and --seed of overlap and growth.
struct SamplingOptions {
  WholeNumber step{50};
  WholeNumber monte_carlo{0};
  WholeNumber seed{1};
};
void add_sampling_options(po::options_description& own, SamplingOptions& o);
// Monte-Carlo beyond a million simulations per sample size only burns time: the exact
// expectation is printed beside it.
void check_sampling(const SamplingOptions& o);

struct OverlapCommandOptions {
  CorpusOptions corpus;
  OutputOptions output;
  SamplingOptions sampling;
  std::string dot, graphml;  // exports of the question-overlap graph
  WholeNumber min_overlap{1};
  bool central_only = false;
};
void add_options(OptionBlocks& blocks, OverlapCommandOptions& o);
// The analysis's option values checked and converted for the library (also the Python
// module's); the graph exports are checked by run().
analyze::OverlapOptions library_options(const OverlapCommandOptions& o);
extern const CommandHelp kOverlapHelp;

}  // namespace explgraph::options
