#include "explgraph/api/options/overlap.hpp"

#include "explgraph/core/output_file.hpp"

namespace explgraph::options {

void add_sampling_options(po::options_description& own, SamplingOptions& o) {
  own.add_options()("step", po::value(&o.step)->default_value(o.step)->value_name("N"),
                    "sample sizes n = N, 2N, … and the whole corpus")(
      "monte-carlo", po::value(&o.monte_carlo)->default_value(o.monte_carlo)->value_name("K"),
      "also run K random simulations per n, as the reference tool did, for comparison")(
      "seed", po::value(&o.seed)->default_value(o.seed)->value_name("S"),
      "random seed for --monte-carlo");
}

void check_sampling(const SamplingOptions& o) {
  check_range("--step", o.step, 1, 100'000'000);
  check_range("--monte-carlo", o.monte_carlo, 0, 1'000'000);
}

const CommandHelp kOverlapHelp{
    "overlap",
    "explanation overlap between questions: overlap(A, B) = A's tokens whose UID occurs in B. Per "
    "question its largest overlap with any other (bins 0..5+) and how many questions reach it; the "
    "reference tool's inclusive histograms for modes ANY and CENTRAL_ATLEAST1; and the exact "
    "expected inclusive proportion when n of N questions are sampled (hypergeometric), where the "
    "reference simulated. Pairs come from a UID -> questions index, never from all pairs. "
    "--dot/--graphml export the question-overlap graph.",
    "explgraph overlap (--corpus DIR | --tables PATH --questions FILE...) [--dot "
    "FILE] [--graphml FILE] [options]",
    "\nExamples:\n"
    "  explgraph overlap --corpus corpus --step 10\n"
    "  explgraph overlap --corpus corpus --monte-carlo 100 --seed 7 --format json\n"
    "  explgraph overlap --corpus corpus --dot overlap.dot --min-overlap 2\n"};

void add_options(OptionBlocks& blocks, OverlapCommandOptions& o) {
  add_sampling_options(blocks.own, o.sampling);
  blocks.own.add_options()("dot", po::value(&o.dot)->value_name("FILE"),
                           "write the question-overlap graph as GraphViz DOT (- : standard output, "
                           "with --out FILE for the result)")(
      "graphml", po::value(&o.graphml)->value_name("FILE"),
      "write the question-overlap graph as GraphML (- : standard output, with --out FILE for the "
      "result)")("min-overlap",
                 po::value(&o.min_overlap)->default_value(o.min_overlap)->value_name("N"),
                 "exported graph: an edge needs an overlap of at least N")(
      "central-only", po::bool_switch(&o.central_only),
      "exported graph: an edge needs at least one CENTRAL overlapping fact");
  add_common_options(blocks, o.corpus, o.output);
}

analyze::OverlapOptions library_options(const OverlapCommandOptions& o) {
  check_sampling(o.sampling);
  return {o.sampling.step.value, o.sampling.monte_carlo.value, o.sampling.seed.value};
}

}  // namespace explgraph::options
