#include "explgraph/api/options/accuracy.hpp"

#include "explgraph/api/options/evaluated_inputs.hpp"
#include "explgraph/core/errors.hpp"
#include "explgraph/load/harness_samples.hpp"

namespace explgraph::options {

const CommandHelp kAccuracyHelp{
    "accuracy",
    "QA accuracy of one or more solvers against AnswerKey, overall and per fine knowledge type "
    "(questions whose explanation uses a table), coarse category, top-down question type, "
    "explanation length, depth, grade and split; with --baseline NAME, per group each solver "
    "against that one: the delta, helped/hurt counts, the p of --test (paired bootstrap by "
    "default; permutation, t, wilcoxon or sign) and the bootstrap's 95% interval, the exact "
    "McNemar p and Holm-adjusted p across each breakdown's groups (none for a group under "
    "--min-group questions); with --compare all or --baseline, the solvers' overall accuracy "
    "compared pair by pair with --correction across the pairs, an effect size, and a table for "
    "papers (--format latex); and strict cluster accuracy. Several answers to one question earn "
    "1/k if one is right; unanswered questions score 0. About a quarter of a second on WorldTree "
    "V1 with a baseline and 10,000 resamples.",
    "explgraph accuracy --corpus DIR --predictions [NAME=]FILE... [--baseline NAME] [options]",
    "\nExamples:\n"
    "  explgraph accuracy --corpus corpus --predictions tfidf=tfidf.tsv\n"
    "  explgraph accuracy --corpus corpus --predictions tfidf=tfidf.tsv --predictions "
    "test=tfidf-test.tsv --baseline tfidf --answered-only\n"
    "  explgraph accuracy --corpus corpus --predictions tfidf=tfidf.tsv test=tfidf-test.tsv "
    "--compare all --test permutation --format latex\n"};

void add_options(OptionBlocks& blocks, AccuracyCommandOptions& o) {
  add_prediction_options(blocks.own, o.predictions, o.harness_metric);
  blocks.own.add_options()("role", po::value(&o.accuracy.role)->value_name("ROLE"),
                           "knowledge types count only facts with this role (e.g. CENTRAL)")(
      "answered-only", po::bool_switch(&o.accuracy.answered_only),
      "score only the questions every solver answered")(
      "all-questions", po::bool_switch(&o.accuracy.all_questions),
      "score every question of the corpus, those a solver did not answer as wrong for it (by "
      "default, with lm-evaluation-harness runs, the questions some run answered; with "
      "predictions of one split, that split's)")(
      "min-group", po::value(&o.min_group)->default_value(o.min_group)->value_name("N"),
      "groups smaller than N are too small to test (no p-values)");
  add_comparison_options(blocks.own, o.comparison, "solvers");
  add_common_options(blocks, o.corpus, o.output);
}

analyze::AccuracyOptions library_options(const AccuracyCommandOptions& o) {
  check_range("--min-group", o.min_group, 1, 1'000'000'000);
  analyze::AccuracyOptions options = o.accuracy;
  options.comparison = comparison_options(o.comparison);
  options.min_group = o.min_group.value;
  options.harness_metric = load::parse_harness_metric(o.harness_metric);
  return options;
}

}  // namespace explgraph::options
