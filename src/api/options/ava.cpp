#include "explgraph/api/options/ava.hpp"

#include "explgraph/analyze/comparisons.hpp"
#include "explgraph/core/errors.hpp"
#include "explgraph/core/strings.hpp"

namespace explgraph::options {

analyze::AvaSystemsOptions library_options(const AvaSystemsCommandOptions& o) {
  check_range("--resamples", o.resamples, 1, analyze::kMaxAvaResamples);
  analyze::AvaSystemsOptions a;
  a.resamples = o.resamples.value;
  a.seed = o.seed.value;
  return a;
}

std::optional<double> score_threshold(const AvaSystemsCommandOptions& o) {
  if (o.alpha.empty()) return std::nullopt;
  double alpha = 0;
  if (!core::parse_finite(core::trim(o.alpha), alpha))
    throw core::UsageError(
        "--alpha: expected a finite number (the score above which an answer "
        "counts as correct), found " +
        core::quoted(o.alpha));
  return alpha;
}

const CommandHelp kAvaSystemsHelp{
    "ava systems",
    "judges an automatic evaluator of free-text answers (a model, an LLM judge, a metric with a "
    "threshold) against people, as AVA does (Vu and Moschitti, NAACL 2021): per system, the "
    "accuracy people gave it, the accuracy the evaluator estimates (the mean of its labels) "
    "and their difference with a bootstrap interval; across systems, the RMSE of the estimates "
    "(with its standard deviation over bootstrap resamples) and Kendall's tau-b between the two "
    "rankings of the systems (p exact for up to 33 untied systems, as scipy); point-wise, "
    "accuracy, precision, recall, F1 and Cohen's kappa of the evaluator's labels against "
    "people's. Input: TSV system, question_id, human (0/1), automatic (0/1, or a score with a "
    "fifth column alpha or --alpha; label = score > alpha), an optional header. No corpus "
    "needed.",
    "explgraph ava systems --judgments FILE [options]",
    "\nExamples:\n"
    "  explgraph ava systems --judgments corpus/ava/judgments.tsv\n"
    "  explgraph ava systems --judgments corpus/ava/judgments.tsv --format json\n"};

void add_options(OptionBlocks& blocks, AvaSystemsCommandOptions& o) {
  blocks.own.add_options()(
      "judgments", po::value(&o.judgments)->value_name("FILE"),
      "TSV: system, question_id, human label (0/1), automatic label (0/1) or score [, alpha]")(
      "alpha", po::value(&o.alpha)->value_name("A"),
      "the evaluator's threshold for scores without a fifth column: an answer counts as "
      "correct when its score is above A")(
      "resamples", po::value(&o.resamples)->default_value(o.resamples)->value_name("N"),
      "bootstrap resamples of each system's answers (1 to 1,000,000)")(
      "seed", po::value(&o.seed)->default_value(o.seed)->value_name("S"), "resampling seed");
  add_output_options(blocks.common, o.output);
}

}  // namespace explgraph::options
