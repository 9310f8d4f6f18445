#include "explgraph/api/options/types.hpp"

namespace explgraph::options {

const CommandHelp kTypesHelp{
    "types",
    "knowledge types: for each table (fine type) and coarse category (RET, RET/LEX, INSUPP, "
    "COMPLEX), the share of explanations citing it at least once, overall and with each role; and "
    "the top-down question types of the knowledgetype column (split on commas, '?' removed, "
    "counted as written). Tables without a category are listed. With --corpus naming "
    "EntailmentBank's trees and --tables their WorldTree tablestore: per task and split, the share "
    "of leaves and of trees of each knowledge category.",
    "explgraph types (--corpus DIR | --tables PATH --questions FILE...) [options]\n"
    "       explgraph types --corpus TREES --tables PATH [options]",
    "\nExamples:\n"
    "  explgraph types --corpus corpus --split Train\n"
    "  explgraph types --corpus corpus --format md --out types.md\n"};

void add_options(OptionBlocks& blocks, TypesCommandOptions& o) {
  add_common_options(blocks, o.corpus, o.output);
}

}  // namespace explgraph::options
