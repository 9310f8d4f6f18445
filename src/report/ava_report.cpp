#include "explgraph/report/ava_report.hpp"

#include "explgraph/report/ava_linear_report.hpp"
#include "explgraph/report/json_text.hpp"

#include "explgraph/core/strings.hpp"
#include "explgraph/report/svg_chart.hpp"

namespace explgraph::report {
using core::format_double;

namespace {

std::string figure(std::optional<double> value) {
  return optional_text(value, 4);
}

}  // namespace

nlohmann::ordered_json pointwise_json(const analyze::PointwiseAgreement& a) {
  return {{"judgments", a.judgments},
          {"accuracy", a.accuracy},
          {"precision", optional_json(a.precision)},
          {"recall", optional_json(a.recall)},
          {"f1", optional_json(a.f1)},
          {"cohen_kappa", optional_json(a.cohen_kappa)},
          {"true_positives", a.true_positives},
          {"false_positives", a.false_positives},
          {"false_negatives", a.false_negatives},
          {"true_negatives", a.true_negatives}};
}

Table pointwise_table(const std::string& title, const std::string& counted,
                      const analyze::PointwiseAgreement& a) {
  return {
      title,
      {counted, "accuracy", "precision", "recall", "F1", "Cohen's kappa", "TP", "FP", "FN", "TN"},
      {{std::to_string(a.judgments), format_double(a.accuracy, 4), figure(a.precision),
        figure(a.recall), figure(a.f1), figure(a.cohen_kappa), std::to_string(a.true_positives),
        std::to_string(a.false_positives), std::to_string(a.false_negatives),
        std::to_string(a.true_negatives)}},
      ""};
}

nlohmann::ordered_json ava_systems_json(const analyze::AvaSystemsResult& r) {
  auto systems = nlohmann::ordered_json::array();
  for (const auto& s : r.systems)
    systems.push_back({{"name", s.name},
                       {"questions", s.questions},
                       {"human_accuracy", s.human_accuracy},
                       {"estimated_accuracy", s.estimated_accuracy},
                       {"difference", s.difference},
                       {"ci95", {s.difference_low, s.difference_high}}});
  return {{"source", r.source},
          {"systems", std::move(systems)},
          {"rmse", r.rmse},
          {"rmse_sd", optional_json(r.rmse_sd)},
          {"kendall_tau", optional_json(r.kendall.tau)},
          {"kendall_p", optional_json(r.kendall.p)},
          {"kendall_method", r.kendall.method.empty() ? nlohmann::ordered_json()
                                                      : nlohmann::ordered_json(r.kendall.method)},
          {"pointwise", pointwise_json(r.pointwise)},
          {"skipped_lines",
           {{"repeated", r.repeated}, {"unpaired", r.unpaired}, {"malformed", r.malformed}}},
          {"resamples", r.options.resamples},
          {"seed", r.options.seed}};
}

Document ava_systems_document(const analyze::AvaSystemsResult& r) {
  Document doc;
  doc.title = "An evaluator judged against people (AVA): " + r.source;
  const auto& a = r.pointwise;
  doc.summary = {{"systems", std::to_string(r.systems.size())},
                 {"judgments", std::to_string(a.judgments)},
                 {"RMSE of estimated accuracy",
                  format_double(r.rmse, 4) + " (sd " + figure(r.rmse_sd) + " over " +
                      std::to_string(r.options.resamples) + " resamples)"},
                 {"Kendall's tau-b of the rankings",
                  figure(r.kendall.tau) + (r.kendall.p ? " (p " + format_double(*r.kendall.p, 4) +
                                                             ", " + r.kendall.method + ")"
                                                       : std::string())},
                 {"point-wise accuracy", format_double(a.accuracy, 4)},
                 {"point-wise F1", figure(a.f1)},
                 {"Cohen's kappa", figure(a.cohen_kappa)}};
  Table systems{"Systems",
                {"system", "answers", "human", "estimated", "difference", "95% interval"},
                {},
                "difference = estimated - human accuracy; interval: bootstrap of the answers"};
  for (const auto& s : r.systems)
    systems.rows.push_back({s.name, std::to_string(s.questions), format_double(s.human_accuracy, 4),
                            format_double(s.estimated_accuracy, 4), format_double(s.difference, 4),
                            "[" + format_double(s.difference_low, 4) + ", " +
                                format_double(s.difference_high, 4) + "]"});
  doc.tables.push_back(std::move(systems));
  doc.tables.push_back(
      pointwise_table("Point-wise agreement (people's labels as gold)", "judgments", a));
  return doc;
}

DataTables ava_systems_tables(const nlohmann::ordered_json& json) {
  return table_list(record_table("systems", field(json, "systems"),
                                 {"name", "questions", "human_accuracy", "estimated_accuracy",
                                  "difference", "ci95_low", "ci95_high"}),
                    scalar_table("pointwise", field(json, "pointwise")),
                    scalar_table("summary", json, {"systems", "pointwise"}));
}

ReportSection ava_systems_section(const analyze::AvaSystemsResult& r) {
  ReportSection s{"ava",
                  "Answer evaluator",
                  "An automatic evaluator of answers judged against people, as AVA does (Vu and "
                  "Moschitti, 2021): each system's accuracy as the evaluator estimates it against "
                  "the accuracy people gave it; on the diagonal the evaluator is exact, "
                  "above it it overrates a system.",
                  ava_systems_document(r),
                  ava_systems_json(r),
                  {}};
  std::vector<Series> series;
  Series exact = Series::named("exact (estimated = human)");
  exact.x = {0, 1};
  exact.y = {0, 1};
  exact.dashed = true;
  series.push_back(std::move(exact));
  for (const auto& system : r.systems) {
    Series point = Series::named(system.name);
    point.x = {system.human_accuracy};
    point.y = {system.estimated_accuracy};
    point.marker_radius = 5;
    series.push_back(std::move(point));
  }
  ChartOptions o{"Estimated against human accuracy, per system", "human accuracy",
                 "estimated accuracy"};
  o.y_max_one = true;
  o.width = 640;
  o.height = 480;
  s.charts.push_back({"estimated-vs-human", line_chart(series, o)});
  s.tables = ava_systems_tables(s.json);
  return s;
}

}  // namespace explgraph::report
