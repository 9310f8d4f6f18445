#include "explgraph/api/options/qrels.hpp"

namespace explgraph::options {

const CommandHelp kQrelsHelp{
    "qrels",
    "the corpus's gold explanations as TREC relevance judgments (qid 0 UID grade), for rankeval "
    "--qrels and trec_eval: for each kept question with an explanation, each UID it cites once "
    "(lower-cased), grade 2 when a citation is CENTRAL, 1 for any other role. Questions are named "
    "as rank --format trec names them (a second question with the same id is ID#2), so "
    "a run and its judgments match.",
    "explgraph qrels --corpus DIR [--split NAME] [--out FILE]",
    "\nExamples:\n"
    "  explgraph qrels --corpus corpus --out gold.qrels\n"
    "  explgraph qrels --corpus corpus --split Dev --out dev.qrels\n"};

void add_options(OptionBlocks& blocks, QrelsCommandOptions& o) {
  add_common_options(blocks, o.corpus, o.output);
}

}  // namespace explgraph::options
