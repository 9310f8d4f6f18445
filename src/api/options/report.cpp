#include "explgraph/api/options/report.hpp"

#include "explgraph/api/options/evaluated_inputs.hpp"
#include "explgraph/api/report_builder.hpp"
#include "explgraph/core/choices.hpp"
#include "explgraph/core/errors.hpp"
#include "explgraph/core/strings.hpp"
#include "explgraph/load/harness_samples.hpp"

namespace explgraph::options {
ReportOptions library_options(const ReportCommandOptions& o) {
  if (o.output.out.empty())
    throw core::UsageError("--out: give the folder to write the report into");
  check_range("--step", o.step, 1, 100'000'000);
  const auto scorer = core::parse_choice(analyze::kScorers, "--scorer", o.scorer);
  ReportOptions options;
  options.comparison = comparison_options(o.comparison);
  options.predictions = load::parse_named_files(o.predictions);
  options.rankings = load::parse_named_files(o.rankings);
  options.judgments = o.judgments;
  options.judgments_alpha = optional_finite("--judgments-alpha", o.judgments_alpha,
                                            "the score above which an answer counts as correct");
  options.answered_only = o.answered_only;
  options.all_questions = o.all_questions;
  options.harness_metric = load::parse_harness_metric(o.harness_metric);
  options.scorer = scorer;
  options.step = o.step.value;
  options.title = o.title;
  check_range("--threads", o.threads, 0, 256);
  options.threads = o.threads.value;
  return options;
}

const CommandHelp kReportHelp{
    "report",
    "every analysis, once, over one loaded corpus, written into the folder given by --out: "
    "index.html (self-contained, inline SVG charts, no network, printable), report.md, every chart "
    "as charts/<section>-<chart>.svg, and each section's data as <section>.json and one "
    "<section>.<table>.tsv per table. With --predictions, solver accuracy per knowledge type; with "
    "--ranking, explanation-regeneration scores; with --judgments, an answer evaluator judged "
    "against people (AVA). Under a second on WorldTree V1 (more with many bootstrap resamples).",
    "explgraph report --corpus DIR --out FOLDER [--predictions [NAME=]FILE...] [--baseline "
    "NAME] [--ranking [NAME=]FILE...]",
    "\nExamples:\n"
    "  explgraph report --corpus corpus --out report\n"
    "  explgraph report --corpus corpus --predictions tfidf=tfidf.tsv --ranking ranking.tsv --out "
    "report-eval\n"};

void add_options(OptionBlocks& blocks, ReportCommandOptions& o) {
  add_prediction_options(blocks.own, o.predictions, o.harness_metric);
  add_ranking_option(blocks.own, o.rankings);
  blocks.own.add_options()("answered-only", po::bool_switch(&o.answered_only),
                           "accuracy only over questions every solver answered")(
      "all-questions", po::bool_switch(&o.all_questions),
      "accuracy over every question, those a solver did not answer as wrong for it (by default, "
      "with lm-evaluation-harness runs, the questions some run answered; with predictions of "
      "one split, that split's)")("judgments", po::value(&o.judgments)->value_name("FILE"),
                                  kJudgmentsHelp)(
      "judgments-alpha", po::value(&o.judgments_alpha)->value_name("A"), kJudgmentsAlphaHelp)(
      "scorer",
      po::value(&o.scorer)->default_value("tg2020")->value_name(
          core::choice_list(analyze::kScorers, "|")),
      "which TextGraphs MAP")(
      "step", po::value(&o.step)->default_value(o.step)->value_name("N"),
      "sample sizes for overlap and growth (smaller for small corpora: at least ten points)")(
      "title", po::value(&o.title)->value_name("TEXT"),
      "the report's title (default: the corpus folder and its layout)")(
      "threads", po::value(&o.threads)->default_value(o.threads)->value_name("N"),
      "the corpus's files, then the analyses, then the report's files, on N threads side by side "
      "(0: one per core); the report is the same");
  add_comparison_options(blocks.own, o.comparison, "solvers (and of rankings)");
  add_common_options(blocks, o.corpus, o.output);
}

}  // namespace explgraph::options
