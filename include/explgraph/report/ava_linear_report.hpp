#pragma once
#include <nlohmann/json.hpp>
#include <ostream>

#include "explgraph/analyze/ava_linear.hpp"
#include "explgraph/report/data_table.hpp"
#include "explgraph/report/document.hpp"

// The outputs of AVA's linear evaluator: `ava pairs`, `ava train`, `ava judge` (SPEC §7).
namespace explgraph::report {

// `ava pairs`: the tuples as TSV (question_id, question, reference, short, candidate, label,
// split), and the summary: source, questions, without_two_correct, splits (split, questions,
// positives, negatives), tuples, dev, test, seed.
void write_ava_tuples(const std::vector<analyze::AvaTuple>& tuples, std::ostream& out);
nlohmann::ordered_json ava_pairs_json(const analyze::AvaPairsResult& r);
Document ava_pairs_document(const analyze::AvaPairsResult& r);

// `ava train`: the model file — weights, bias, alpha, tokeniser, features (the names of the
// weights), c — and how it was made: source, train_tuples, dev_tuples, alpha_from, dev (the
// point-wise figures on Dev at alpha, or null).
nlohmann::ordered_json ava_model_json(const analyze::AvaTrainResult& r);
Document ava_model_document(const analyze::AvaTrainResult& r);

// `ava judge`: model, source, split, alpha, pointwise (as ava systems'), curve (alpha,
// predicted_positive, true_positives, precision, recall, f1), tuples (question_id, split,
// gold, features, score, label).
nlohmann::ordered_json ava_judge_json(const analyze::AvaJudgeResult& r);
Document ava_judge_document(const analyze::AvaJudgeResult& r);
// tuples (main), curve, pointwise, summary.
DataTables ava_judge_tables(const nlohmann::ordered_json& json);

// The point-wise figures' JSON and table (`counted`: what the first column counts), shared
// with ava systems.
nlohmann::ordered_json pointwise_json(const analyze::PointwiseAgreement& a);
Table pointwise_table(const std::string& title, const std::string& counted,
                      const analyze::PointwiseAgreement& a);

}  // namespace explgraph::report
