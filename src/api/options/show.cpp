#include "explgraph/api/options/show.hpp"

#include "explgraph/core/errors.hpp"

namespace explgraph::options {

const CommandHelp kShowHelp{
    "show",
    "draws the explanation graph of each question named: the question stem Q and the correct "
    "answer A on top, the explanation's facts below by hop (1 = shares a word with Q or A), facts "
    "no path reaches apart, each fact coloured by knowledge category and titled with its UID, each "
    "edge labelled with the words the two texts share. SVG (laid out by Graphviz's dot; the "
    "default with --out FILE.svg), DOT (--out FILE.dot), JSON nodes and edges, or text: the facts "
    "by hop with what joins each to the graph. Milliseconds per question. With --corpus naming "
    "EntailmentBank's trees, draws each tree named: leaves at the bottom (coloured by knowledge "
    "category when --tables names their WorldTree tablestore), intermediate conclusions above, the "
    "hypothesis on top, each edge labelled with the words premise and conclusion share.",
    "explgraph show --corpus DIR QID [QID...] [options]\n"
    "       explgraph show QID [QID...] --tables PATH --questions FILE... [options]\n"
    "       explgraph show --corpus TREES [--tables PATH] TREE_ID [TREE_ID...] [options]",
    "\nExamples:\n"
    "  explgraph show --corpus corpus EG_2026_4_4\n"
    "  explgraph show --corpus corpus EG_2026_4_4 EG_2026_4_5 --out graphs.svg\n"
    "  explgraph show --corpus corpus EG_2026_4_4 --format json\n"
    "  explgraph show --corpus corpus/entailment/dev.jsonl A1 --out tree.svg\n"};

void require_inputs(const ShowCommandOptions& o) {
  if (o.question_ids.empty())
    throw core::UsageError("no question given: name one or more question ids after the options");
}

void add_options(OptionBlocks& blocks, ShowCommandOptions& o) {
  blocks.own.add_options()("question", po::value(&o.question_ids)->composing()->value_name("QID"),
                           "a question to draw (or give the ids after the options)");
  add_common_options(blocks, o.corpus, o.output);
  blocks.positional.add("question", -1);
}

}  // namespace explgraph::options
