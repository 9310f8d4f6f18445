#include "explgraph/api/options/stats.hpp"

namespace explgraph::options {

const CommandHelp kStatsHelp{
    "stats",
    "summary statistics of a corpus: questions read and kept, explanation length (mean, median, "
    "min, max; tokens, duplicates counted), mean tokens per role, tables, rows, deprecated rows, "
    "dangling UIDs, UIDs defined twice, and an accounting of every input line. Reads the corpus "
    "once; milliseconds on WorldTree V1. With --corpus naming EntailmentBank's trees (the "
    "release's task_1 ... task_3 folders, or a JSONL file of trees): per task and split, steps, "
    "depth, leaves, intermediate conclusions, distractors and context sentences, and the "
    "WorldTree facts the trees reuse.",
    "explgraph stats (--corpus DIR | --tables PATH --questions FILE...) [options]\n"
    "       explgraph stats --corpus TREES [options]",
    "\nExamples:\n"
    "  explgraph stats --corpus corpus\n"
    "  explgraph stats --corpus corpus --format json --out stats.json\n"
    "  explgraph stats --corpus corpus/entailment/dev.jsonl\n"};

void add_options(OptionBlocks& blocks, StatsCommandOptions& o) {
  add_common_options(blocks, o.corpus, o.output);
}

}  // namespace explgraph::options
