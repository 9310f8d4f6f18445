#include "explgraph/api/options/solve.hpp"

#include "explgraph/api/baselines.hpp"
#include "explgraph/core/errors.hpp"

namespace explgraph::options {

const CommandHelp kSolveHelp{
    "solve",
    "a baseline QA solver: each answer choice is scored by its best tf-idf cosine between the "
    "question stem plus the choice and any tablestore row (an information-retrieval solver in the "
    "spirit of the L2R baseline); the best choice wins, ties going to the earlier choice. Writes "
    "predictions (questionID<TAB>answer, the answer labelled like the question's key) for every "
    "kept question with usable text.",
    "explgraph solve --corpus DIR [--split NAME] [--out FILE]",
    "\nExamples:\n"
    "  explgraph solve --corpus corpus --out tfidf.tsv\n"
    "  explgraph solve --corpus corpus --split Test --out tfidf-test.tsv\n"};

void add_options(OptionBlocks& blocks, SolveCommandOptions& o) {
  blocks.own.add_options()("method",
                           po::value(&o.method)->default_value("tfidf")->value_name("tfidf"),
                           "solving method");
  add_common_options(blocks, o.corpus, o.output);
}

}  // namespace explgraph::options
