#include "accuracy_command.hpp"

#include "explgraph/core/errors.hpp"

namespace explgraph::cli {

const CommandHelp kAccuracyHelp{
    "accuracy",
    "QA accuracy of one or more solvers against AnswerKey, overall and per fine knowledge type "
    "(questions whose "
    "explanation uses a table), coarse category, top-down question type, explanation length, "
    "depth, grade and "
    "split; with --baseline, per group the delta, helped/hurt counts, the paired bootstrap p "
    "(two-sided by default, "
    "see --alternative) and 95% interval, the exact McNemar p and Holm-adjusted p across each "
    "breakdown's groups; "
    "and strict cluster accuracy. Several answers to one question earn 1/k if one is right; "
    "unanswered questions "
    "score 0. About a quarter of a second on WorldTree V1 with a baseline and 10,000 resamples.",
    "explgraph accuracy --corpus DIR --predictions [NAME=]FILE... [--baseline NAME] [options]",
    "\nExamples:\n"
    "  explgraph accuracy --corpus corpus --predictions tfidf=tfidf.tsv\n"
    "  explgraph accuracy --corpus corpus --predictions tfidf=tfidf.tsv --predictions "
    "test=tfidf-test.tsv --baseline tfidf --answered-only\n"};

void add_options(OptionBlocks& blocks, AccuracyCommandOptions& o) {
  blocks.own.add_options()(
      "predictions",
      po::value(&o.predictions)->composing()->multitoken()->value_name("[NAME=]FILE..."),
      "a solver's answers: TSV questionID<TAB>answer (header optional) or JSON Lines {\"id\", "
      "\"answer\"}; repeat")("baseline", po::value(&o.accuracy.baseline)->value_name("NAME"),
                             "compare every other solver with this one")(
      "role", po::value(&o.accuracy.role)->value_name("ROLE"),
      "knowledge types count only facts with this role (e.g. CENTRAL)")(
      "resamples", po::value(&o.resamples)->default_value(o.resamples)->value_name("N"),
      "bootstrap resamples (1 to 10,000,000)")(
      "alternative",
      po::value(&o.alternative)->default_value(o.alternative)->value_name("two-sided|greater|less"),
      "bootstrap p: two-sided (2 x the smaller tail), greater (the primer's: share of resample "
      "means <= 0) or less")("seed", po::value(&o.seed)->default_value(o.seed)->value_name("S"),
                             "bootstrap seed")("answered-only",
                                               po::bool_switch(&o.accuracy.answered_only),
                                               "score only the questions every solver answered")(
      "min-group", po::value(&o.min_group)->default_value(o.min_group)->value_name("N"),
      "groups smaller than N are marked too small");
  add_common_options(blocks, o.corpus, o.output);
}

analyze::AccuracyOptions library_options(const AccuracyCommandOptions& o) {
  check_range("--resamples", o.resamples, 1, kMaxResamples);
  check_range("--min-group", o.min_group, 1, 1'000'000'000);
  analyze::AccuracyOptions options = o.accuracy;
  options.resamples = o.resamples.value;
  options.alternative = analyze::parse_alternative(o.alternative);
  options.min_group = o.min_group.value;
  options.seed = o.seed.value;
  return options;
}

int run(const AccuracyCommandOptions& o, std::ostream& out, std::ostream& err) {
  o.output.parsed_format();
  if (o.predictions.empty())
    throw core::UsageError("no predictions given: use --predictions [NAME=]FILE");
  const analyze::AccuracyOptions options = library_options(o);
  const auto files = load::parse_named_files(o.predictions);
  check_readable(load::paths_of(files));
  auto& workspace = open_workspace(o.corpus, o.output, err);
  refuse_to_overwrite_inputs(workspace, {{"--out", o.output.out}}, load::paths_of(files));
  Output output = with_progress("accuracy", o.output, workspace, err,
                                [&] { return accuracy(workspace, files, options); });
  return write_output(output, o.output, out, err);
}

}  // namespace explgraph::cli
