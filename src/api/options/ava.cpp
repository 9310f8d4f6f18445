#include "explgraph/api/options/ava.hpp"

#include "explgraph/analyze/comparisons.hpp"
#include "explgraph/api/options/evaluated_inputs.hpp"
#include "explgraph/core/errors.hpp"
#include "explgraph/core/strings.hpp"

namespace explgraph::options {

void require_inputs(const AvaSystemsCommandOptions& o) {
  if (o.judgments.empty())
    throw core::UsageError(
        "no judgments given: use --judgments FILE (TSV: system, question_id, human, automatic)");
}

void require_inputs(const AvaPairsCommandOptions& o) {
  if (o.as2.empty())
    throw core::UsageError(
        "no answer-sentence-selection set given: use --as2 FILE (TSV: "
        "question_id, question, candidate, label)");
}

void require_inputs(const AvaTrainCommandOptions& o) {
  if (o.tuples.empty())
    throw core::UsageError("no tuples given: use --tuples FILE (as explgraph ava pairs writes)");
}

void require_inputs(const AvaJudgeCommandOptions& o) {
  if (o.model.empty())
    throw core::UsageError("no model given: use --model FILE (as explgraph ava train writes)");
  if (o.tuples.empty())
    throw core::UsageError("no tuples given: use --tuples FILE (as explgraph ava pairs writes)");
}

analyze::AvaSystemsOptions library_options(const AvaSystemsCommandOptions& o) {
  check_range("--resamples", o.resamples, 1, analyze::kMaxAvaResamples);
  analyze::AvaSystemsOptions a;
  a.resamples = o.resamples.value;
  a.seed = o.seed.value;
  return a;
}

namespace {

// --alpha as ava systems and ava judge take it.
std::optional<double> parse_alpha(const std::string& text) {
  return optional_finite("--alpha", text, "the score above which an answer counts as correct");
}

}  // namespace

std::optional<double> score_threshold(const AvaSystemsCommandOptions& o) {
  return parse_alpha(o.alpha);
}

const CommandHelp kAvaSystemsHelp{
    "ava systems",
    "judges an automatic evaluator of free-text answers (a model, an LLM judge, a metric with a "
    "threshold) against people, as AVA does (Vu and Moschitti, NAACL 2021): per system, the "
    "accuracy people gave it, the accuracy the evaluator estimates (the mean of its labels) and "
    "their difference with a bootstrap interval; across systems, the RMSE of the estimates (with "
    "its standard deviation over bootstrap resamples) and Kendall's tau-b between the two rankings "
    "of the systems (p exact for up to 33 untied systems, as scipy); point-wise, accuracy, "
    "precision, recall, F1 and Cohen's kappa of the evaluator's labels against people's. Input: "
    "TSV system, question_id, human (0/1), automatic (0/1, or a score with a fifth column alpha or "
    "--alpha; label = score > alpha), an optional header. No corpus needed.",
    "explgraph ava systems --judgments FILE [options]",
    "\nExamples:\n"
    "  explgraph ava systems --judgments corpus/ava/judgments.tsv\n"
    "  explgraph ava systems --judgments corpus/ava/judgments.tsv --format json\n"};

void add_options(OptionBlocks& blocks, AvaSystemsCommandOptions& o) {
  blocks.own.add_options()("judgments", po::value(&o.judgments)->value_name("FILE"),
                           kJudgmentsHelp)("alpha", po::value(&o.alpha)->value_name("A"),
                                           kJudgmentsAlphaHelp)(
      "resamples", po::value(&o.resamples)->default_value(o.resamples)->value_name("N"),
      "bootstrap resamples of each system's answers (1 to 1,000,000)")(
      "seed", po::value(&o.seed)->default_value(o.seed)->value_name("S"), "resampling seed");
  add_output_options(blocks.common, o.output);
}

analyze::AvaPairsOptions library_options(const AvaPairsCommandOptions& o) {
  for (const auto& [name, value] : {std::pair{"--dev", o.dev}, std::pair{"--test", o.test}})
    if (!(value >= 0 && value <= 1))
      throw core::UsageError(std::string(name) +
                             ": expected a fraction of the questions from 0 to 1, found " +
                             core::format_number(value));
  if (o.dev + o.test > 1)
    throw core::UsageError("--dev and --test: expected fractions that sum to at most 1, found " +
                           core::format_number(o.dev + o.test) + " (Train takes the rest)");
  return {o.dev, o.test, o.seed.value};
}

analyze::AvaTrainOptions library_options(const AvaTrainCommandOptions& o) {
  if (!(finite_option("--c", o.c) > 0))
    throw core::UsageError(
        "--c: expected a positive number (the SVM's cost of a margin error), "
        "found " +
        core::format_number(o.c));
  return {o.c, parse_alpha(o.alpha)};
}

std::string judged_split(const AvaJudgeCommandOptions& o) {
  if (o.split.empty()) return o.split;
  for (const char* name : {"Train", "Dev", "Test"})
    if (core::iequals(o.split, name)) return name;
  throw core::UsageError("--split: expected Train, Dev or Test, found " + core::quoted(o.split));
}

const CommandHelp kAvaPairsHelp{
    "ava pairs",
    "builds AVA's training tuples (Vu and Moschitti, NAACL 2021) from an answer-sentence-selection "
    "set (TSV question_id, question, candidate, label 0/1 [, short answer]; several candidates per "
    "question, as WikiQA or ASNQ): for each question with at least two correct candidates, every "
    "ordered pair (r, t) of distinct correct candidates is a positive and every (correct r, "
    "incorrect t) a negative. Questions are split into Train, Dev and Test (a seeded shuffle), so "
    "no question is in two splits. Writes TSV question_id, question, reference, short, candidate, "
    "label, split to --out; the counts to standard error.",
    "explgraph ava pairs --as2 FILE --out TUPLES.tsv [options]",
    "\nExamples:\n"
    "  explgraph ava pairs --as2 corpus/ava/as2.tsv --out tuples.tsv\n"
    "  explgraph ava pairs --as2 corpus/ava/as2.tsv --dev 0.2 --test 0.2 --seed 7 --out t.tsv\n"};

const CommandHelp kAvaTrainHelp{
    "ava train",
    "trains AVA's linear evaluator (Vu and Moschitti, NAACL 2021) on tuples from explgraph ava "
    "pairs: features x1 = sim-token(s, r) (1 when every word of the reference r is in the short "
    "answer s), x2 = sim-text(r, t), x3 = sim-text(r, q), x4 = sim-text(q, t), sim-text = 2|A n B| "
    "/ (|A| + |B|) over lower-cased word sets; an L2-regularised squared-hinge linear SVM with a "
    "bias (liblinear) on the Train tuples; the threshold alpha given, else the best F1 on the Dev "
    "tuples, else 0. Writes the model (JSON: weights, bias, alpha, "
    "tokeniser) for explgraph ava judge.",
    "explgraph ava train --tuples TUPLES.tsv --out MODEL.json [options]",
    "\nExamples:\n"
    "  explgraph ava train --tuples tuples.tsv --out model.json\n"
    "  explgraph ava train --tuples tuples.tsv --c 0.1 --alpha 0 --out model.json\n"};

const CommandHelp kAvaJudgeHelp{
    "ava judge",
    "applies a model from explgraph ava train to AVA tuples: per tuple the four features, the "
    "score w.x + bias and the label score > alpha; against the tuples' gold labels, accuracy, "
    "precision, recall and F1 at alpha, and the precision-recall curve over alpha.",
    "explgraph ava judge --model MODEL.json --tuples TUPLES.tsv [options]",
    "\nExamples:\n"
    "  explgraph ava judge --model model.json --tuples tuples.tsv --split Test\n"
    "  explgraph ava judge --model model.json --tuples tuples.tsv --format tsv --table curve\n"};

void add_options(OptionBlocks& blocks, AvaPairsCommandOptions& o) {
  blocks.own.add_options()(
      "as2", po::value(&o.as2)->value_name("FILE"),
      "answer-sentence-selection TSV: question_id, question, candidate, label (0/1) [, short]")(
      "dev", number_value(&o.dev)->value_name("F"), "the fraction of the questions put in Dev")(
      "test", number_value(&o.test)->value_name("F"), "the fraction of the questions put in Test")(
      "seed", po::value(&o.seed)->default_value(o.seed)->value_name("S"), "the split's seed");
  add_output_options(blocks.common, o.output);
}

void add_options(OptionBlocks& blocks, AvaTrainCommandOptions& o) {
  blocks.own.add_options()("tuples", po::value(&o.tuples)->value_name("FILE"),
                           "AVA tuples (TSV, as explgraph ava pairs writes them)")(
      "c", po::value(&o.c)->default_value(o.c)->value_name("C"),
      "the SVM's cost of a margin error (liblinear's and scikit-learn's C)")(
      "alpha", po::value(&o.alpha)->value_name("A"),
      "the threshold: label = score > A (default: the best F1 on the Dev tuples, else 0)");
  add_output_options(blocks.common, o.output);
}

void add_options(OptionBlocks& blocks, AvaJudgeCommandOptions& o) {
  blocks.own.add_options()("model", po::value(&o.model)->value_name("FILE"),
                           "a model from explgraph ava train")(
      "tuples", po::value(&o.tuples)->value_name("FILE"),
      "AVA tuples (TSV, as explgraph ava pairs writes them)")(
      "split", po::value(&o.split)->value_name("NAME"),
      "judge only the tuples of this split: Train, Dev or Test (default: all)");
  add_output_options(blocks.common, o.output);
}

}  // namespace explgraph::options
