#include "explgraph/api/options/patterns.hpp"

namespace explgraph::options {

const CommandHelp kPatternsHelp{
    "patterns",
    "explanatory patterns: which rows explanations cite together (support = explanations citing "
    "all of them; the top pairs with their tables, categories, whether they share a word and "
    "example questions; triples cited together at least --min-support times), which tables and "
    "knowledge categories explanations combine, and how much of an unseen explanation can be "
    "rebuilt by merging the explanations of other questions: for each question of --split (default "
    "Dev) with an explanation, neighbours from --pool (default Train) ranked by rows shared (the "
    "oracle: in principle) or by tf-idf similarity of question and answer text (what a system "
    "could do without the gold explanation); recall and precision of the merged rows of the first "
    "k = 1, 2, 3, 5, 10, 20 neighbours, the upper bound of merging every pool explanation, the "
    "same by the role and knowledge category of the target's rows and by explanation length, and "
    "with rows replaced by their tables. --split here names the targets: the whole corpus is "
    "loaded. Through the inverted index; well under a second on WorldTree V1.",
    "explgraph patterns (--corpus DIR | --tables PATH --questions FILE...) [--split S] [--pool S] "
    "[--top N] [--min-support N] [options]",
    "\nExamples:\n"
    "  explgraph patterns --corpus corpus\n"
    "  explgraph patterns --corpus corpus --split Test --pool Train --format json\n"
    "  explgraph patterns --corpus corpus --top 10 --format tsv --table breakdown\n"};

void add_options(OptionBlocks& blocks, PatternsCommandOptions& o) {
  blocks.own.add_options()("pool", po::value(&o.pool)->default_value(o.pool)->value_name("S"),
                           "the split whose explanations are merged (case-insensitive)")(
      "top", po::value(&o.top)->default_value(o.top)->value_name("N"),
      "row pairs, triples and table combinations to list (0 = none)")(
      "min-support", po::value(&o.min_support)->default_value(o.min_support)->value_name("N"),
      "list row triples cited together by at least N explanations (N >= 2)");
  add_common_options(blocks, o.corpus, o.output);
}

analyze::PatternsOptions library_options(const PatternsCommandOptions& o) {
  check_range("--top", o.top, 0, 1'000'000);
  analyze::PatternsOptions options;
  options.split = o.corpus.split.empty() ? "Dev" : o.corpus.split;
  options.pool = o.pool;
  options.top = static_cast<std::size_t>(o.top.value);
  check_range("--min-support", o.min_support, 2, 1'000'000'000);
  options.min_support = static_cast<std::size_t>(o.min_support.value);
  return options;
}

}  // namespace explgraph::options
