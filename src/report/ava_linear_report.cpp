#include "explgraph/report/ava_linear_report.hpp"

#include "explgraph/core/strings.hpp"
#include "explgraph/report/json_text.hpp"

namespace explgraph::report {
using core::format_double;

namespace {

const std::vector<std::string> kFeatureNames = {"sim_token(s,r)", "sim_text(r,t)", "sim_text(r,q)",
                                                "sim_text(q,t)"};

std::string figure(std::optional<double> value) {
  return optional_text(value, 4);
}

nlohmann::ordered_json features_json(const analyze::AvaFeatures& x) {
  return nlohmann::ordered_json(std::vector<double>(x.begin(), x.end()));
}

}  // namespace

void write_ava_tuples(const std::vector<analyze::AvaTuple>& tuples, std::ostream& out) {
  DataTable table{"tuples",
                  {"question_id", "question", "reference", "short", "candidate", "label", "split"},
                  {}};
  table.rows.reserve(tuples.size());
  for (const auto& t : tuples)
    table.rows.push_back({t.question_id, t.question, t.reference, t.short_answer, t.candidate,
                          t.label ? 1 : 0, t.split});
  write_tsv(table, out);
}

nlohmann::ordered_json ava_pairs_json(const analyze::AvaPairsResult& r) {
  auto splits = nlohmann::ordered_json::array();
  for (const auto& s : r.splits)
    splits.push_back({{"split", s.split},
                      {"questions", s.questions},
                      {"positives", s.positives},
                      {"negatives", s.negatives}});
  return {{"source", r.source},
          {"questions", r.questions},
          {"without_two_correct", r.without_two_correct},
          {"splits", std::move(splits)},
          {"tuples", r.tuples.size()},
          {"dev", r.options.dev},
          {"test", r.options.test},
          {"seed", r.options.seed}};
}

Document ava_pairs_document(const analyze::AvaPairsResult& r) {
  Document doc;
  doc.title = "AVA tuples from " + r.source;
  doc.summary = {
      {"questions", std::to_string(r.questions)},
      {"skipped (fewer than two correct candidates)", std::to_string(r.without_two_correct)},
      {"tuples", std::to_string(r.tuples.size())}};
  Table splits{"Splits (by question)", {"split", "questions", "positives", "negatives"}, {}, ""};
  for (const auto& s : r.splits)
    splits.rows.push_back({s.split, std::to_string(s.questions), std::to_string(s.positives),
                           std::to_string(s.negatives)});
  doc.tables.push_back(std::move(splits));
  return doc;
}

nlohmann::ordered_json ava_model_json(const analyze::AvaTrainResult& r) {
  const auto& m = r.model;
  nlohmann::ordered_json json = {{"weights", features_json(m.weights)},
                                 {"bias", m.bias},
                                 {"alpha", m.alpha},
                                 {"tokeniser", m.tokeniser},
                                 {"features", kFeatureNames},
                                 {"c", m.c},
                                 {"source", r.source},
                                 {"train_tuples", r.train_tuples},
                                 {"dev_tuples", r.dev_tuples},
                                 {"alpha_from", r.alpha_from}};
  json["dev"] = r.dev ? pointwise_json(*r.dev) : nlohmann::ordered_json();
  return json;
}

Document ava_model_document(const analyze::AvaTrainResult& r) {
  Document doc;
  doc.title = "AVA's linear evaluator trained on " + r.source;
  const auto& m = r.model;
  doc.summary = {{"train tuples", std::to_string(r.train_tuples)},
                 {"C", format_double(m.c, 4)},
                 {"bias", format_double(m.bias, 6)},
                 {"alpha", format_double(m.alpha, 6) + " (" + r.alpha_from + ")"}};
  Table weights{
      "Weights", {"feature", "weight"}, {}, "score = w . x + bias; label = score > alpha"};
  for (std::size_t i = 0; i < kFeatureNames.size(); ++i)
    weights.rows.push_back({kFeatureNames[i], format_double(m.weights[i], 6)});
  doc.tables.push_back(std::move(weights));
  if (r.dev) doc.tables.push_back(pointwise_table("On Dev at alpha", "tuples", *r.dev));
  return doc;
}

nlohmann::ordered_json ava_judge_json(const analyze::AvaJudgeResult& r) {
  auto curve = nlohmann::ordered_json::array();
  for (const auto& p : r.curve)
    curve.push_back({{"alpha", p.alpha},
                     {"predicted_positive", p.predicted_positive},
                     {"true_positives", p.true_positives},
                     {"precision", optional_json(p.precision)},
                     {"recall", optional_json(p.recall)},
                     {"f1", optional_json(p.f1)}});
  auto tuples = nlohmann::ordered_json::array();
  for (std::size_t i = 0; i < r.tuples.size(); ++i)
    tuples.push_back({{"question_id", r.tuples[i].question_id},
                      {"split", r.tuples[i].split},
                      {"gold", r.tuples[i].label ? 1 : 0},
                      {"features", features_json(r.judged[i].features)},
                      {"score", r.judged[i].score},
                      {"label", r.judged[i].label ? 1 : 0}});
  return {{"model", r.model_source},
          {"source", r.tuples_source},
          {"split", r.split.empty() ? nlohmann::ordered_json() : nlohmann::ordered_json(r.split)},
          {"alpha", r.model.alpha},
          {"pointwise", pointwise_json(r.pointwise)},
          {"curve", std::move(curve)},
          {"tuples", std::move(tuples)}};
}

Document ava_judge_document(const analyze::AvaJudgeResult& r) {
  Document doc;
  doc.title = "AVA's linear evaluator on " + r.tuples_source;
  doc.summary = {{"model", r.model_source},
                 {"tuples", std::to_string(r.tuples.size()) +
                                (r.split.empty() ? "" : " (split " + r.split + ")")},
                 {"alpha", format_double(r.model.alpha, 6)}};
  doc.tables.push_back(
      pointwise_table("Point-wise, at alpha (gold labels of the tuples)", "tuples", r.pointwise));
  // The curve in at most 20 rows, evenly spaced; all of it in JSON and TSV.
  const std::size_t step = std::max<std::size_t>(1, (r.curve.size() + 19) / 20);
  Table curve{"Precision and recall over alpha",
              {"alpha", "labelled correct", "precision", "recall", "F1"},
              {},
              r.curve.size() > 20 ? std::to_string((r.curve.size() + step - 1) / step) +
                                        " of the " + std::to_string(r.curve.size()) +
                                        " points, evenly spaced (all: --format json or tsv "
                                        "--table curve)"
                                  : ""};
  for (std::size_t i = 0; i < r.curve.size(); i += step) {
    const auto& p = r.curve[i];
    curve.rows.push_back({format_double(p.alpha, 4), std::to_string(p.predicted_positive),
                          figure(p.precision), figure(p.recall), figure(p.f1)});
  }
  doc.tables.push_back(std::move(curve));
  return doc;
}

DataTables ava_judge_tables(const nlohmann::ordered_json& json) {
  return table_list(
      record_table("tuples", field(json, "tuples"),
                   {"question_id", "split", "gold", "features", "score", "label"}),
      record_table("curve", field(json, "curve"),
                   {"alpha", "predicted_positive", "true_positives", "precision", "recall", "f1"}),
      scalar_table("pointwise", field(json, "pointwise")),
      scalar_table("summary", json, {"pointwise", "curve", "tuples"}));
}

}  // namespace explgraph::report
