#include "explgraph/api/options/growth.hpp"

namespace explgraph::options {

const CommandHelp kGrowthHelp{
    "growth",
    "knowledge growth: the expected number of distinct tablestore rows needed to explain n "
    "questions drawn at random, sum over rows of 1 - C(N - d, n) / C(N, n) with d the questions "
    "citing the row, in total and per coarse category, for n = 50, 100, …, N. Exact where the "
    "reference ran Monte-Carlo simulations.",
    "explgraph growth (--corpus DIR | --tables PATH --questions FILE...) [options]",
    "\nExamples:\n"
    "  explgraph growth --corpus corpus --step 10\n"
    "  explgraph growth --corpus corpus --format tsv --out growth.tsv\n"};

void add_options(OptionBlocks& blocks, GrowthCommandOptions& o) {
  add_sampling_options(blocks.own, o.sampling);
  add_common_options(blocks, o.corpus, o.output);
}

analyze::GrowthOptions library_options(const GrowthCommandOptions& o) {
  check_sampling(o.sampling);
  return {o.sampling.step.value, o.sampling.monte_carlo.value, o.sampling.seed.value};
}

}  // namespace explgraph::options
