#include "patterns_command.hpp"

namespace explgraph::cli {

const CommandHelp kPatternsHelp{
    "patterns",
    "explanatory patterns: which rows explanations cite together (support = explanations citing "
    "both; the top pairs with their tables, whether they share a word, and example questions), "
    "and how much of an unseen explanation can be rebuilt by merging the explanations of other "
    "questions: for each question of --split (default Dev) with an explanation, neighbours from "
    "--pool (default Train) ranked by rows shared (the oracle: in principle) or by tf-idf "
    "similarity of question and answer text (what a system could do without the gold "
    "explanation); recall and precision of the merged rows of the first k = 1, 2, 3, 5, 10, 20 "
    "neighbours, and the upper bound of merging every pool explanation. --split here names the "
    "targets: the whole corpus is loaded. Through the inverted index; well under a second on "
    "WorldTree V1.",
    "explgraph patterns (--corpus DIR | --tables PATH --questions FILE...) [--split S] [--pool S] "
    "[--top N] [options]",
    "\nExamples:\n"
    "  explgraph patterns --corpus corpus\n"
    "  explgraph patterns --corpus corpus --split Test --pool Train --format json\n"
    "  explgraph patterns --corpus corpus --top 10 --format tsv --table pairs\n"};

void add_options(OptionBlocks& blocks, PatternsCommandOptions& o) {
  blocks.own.add_options()("pool", po::value(&o.pool)->default_value(o.pool)->value_name("S"),
                           "the split whose explanations are merged (case-insensitive)")(
      "top", po::value(&o.top)->default_value(o.top)->value_name("N"),
      "row pairs to list (0 = none)");
  add_common_options(blocks, o.corpus, o.output);
}

int run(const PatternsCommandOptions& o, std::ostream& out, std::ostream& err) {
  o.output.parsed_format();
  check_range("--top", o.top, 0, 1'000'000);
  analyze::PatternsOptions options;
  options.split = o.corpus.split.empty() ? "Dev" : o.corpus.split;
  options.pool = o.pool;
  options.top = static_cast<std::size_t>(o.top.value);
  CorpusOptions corpus = o.corpus;
  corpus.split.clear();  // targets and pool come from different splits of one corpus
  auto workspace = open_workspace(corpus, o.output, err);
  refuse_to_overwrite_inputs(*workspace, {o.output.out}, {});
  Output output = with_progress("patterns", o.output, *workspace, err,
                                [&] { return patterns(*workspace, options); });
  return write_output(output, o.output, out, err);
}

}  // namespace explgraph::cli
