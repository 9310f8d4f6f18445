#include "explgraph/api/options/hops.hpp"

namespace explgraph::options {

const CommandHelp kHopsHelp{
    "hops",
    "hop counts inside each explanation graph (vertices: question, correct answer and the cited "
    "facts; edges where two texts share a content lemma): per fact its BFS distance from the "
    "question or answer, overall, per role, per category and per table; per explanation its depth, "
    "isolated facts, components and whether question and answer are joined. Questions whose text "
    "is withheld are skipped and counted. Tokenises every text once.",
    "explgraph hops (--corpus DIR | --tables PATH --questions FILE...) [options]",
    "\nExamples:\n"
    "  explgraph hops --corpus corpus\n"
    "  explgraph hops --corpus corpus --format tsv --table isolated\n"};

void add_options(OptionBlocks& blocks, HopsCommandOptions& o) {
  add_common_options(blocks, o.corpus, o.output);
}

}  // namespace explgraph::options
