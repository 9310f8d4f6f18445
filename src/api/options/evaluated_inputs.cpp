#include "explgraph/api/options/evaluated_inputs.hpp"

namespace explgraph::options {

void add_prediction_options(po::options_description& desc, std::vector<std::string>& predictions,
                            std::string& harness_metric) {
  desc.add_options()(
      "predictions",
      po::value(&predictions)->composing()->multitoken()->value_name("[NAME=]FILE..."),
      "a solver's answers: TSV questionID<TAB>answer (header optional) or JSON Lines {\"id\", "
      "\"answer\"}, or lm-evaluation-harness samples (a samples_<task>_<date>.jsonl or the "
      "--output_path folder); several after one --predictions, or repeat it")(
      "harness-metric",
      po::value(&harness_metric)->default_value(harness_metric)->value_name("acc|acc_norm"),
      "for harness samples: the choice with the highest log-likelihood "
      "(acc) or per character (acc_norm)");
}

void add_ranking_option(po::options_description& desc, std::vector<std::string>& rankings) {
  desc.add_options()(
      "ranking", po::value(&rankings)->composing()->multitoken()->value_name("[NAME=]FILE..."),
      "a ranking: TextGraphs TSV (questionID<TAB>UID, best first), a TREC run (qid Q0 docid rank "
      "score tag) or TF-Ranking JSON, told apart by content; several "
      "after one --ranking, or repeat it");
}

const char* const kJudgmentsHelp =
    "an answer evaluator's judgments beside people's, TSV: system, question_id, human label (0/1), "
    "automatic label (0/1) or score [, alpha]";
const char* const kJudgmentsAlphaHelp =
    "the evaluator's threshold for scores without a fifth column: an answer counts as "
    "correct when its score is above A";

}  // namespace explgraph::options
