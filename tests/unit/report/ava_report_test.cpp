#include <catch2/catch.hpp>

#include "explgraph/report/ava_linear_report.hpp"
#include "explgraph/report/ava_report.hpp"
#include "explgraph/report/data_table.hpp"
#include "summary_value.hpp"

using namespace explgraph;

namespace {

// Two systems; 3 TP, 1 FP, 1 FN, 5 TN: accuracy 0.8, precision = recall = F1 = 0.75,
// Cohen's kappa (0.8 - 0.52) / (1 - 0.52) = 7/12.
analyze::AvaSystemsResult two_systems() {
  analyze::AvaSystemsResult r;
  r.source = "judged.tsv";
  r.repeated = 1;
  r.unpaired = 2;
  r.malformed = 3;
  r.systems = {{"base", 6, 0.5, 0.5, 0, -0.25, 0.25}, {"large", 4, 0.75, 1, 0.25, 0, 0.5}};
  r.rmse = 0.17677669529663687;
  r.pointwise = analyze::pointwise_agreement(3, 1, 1, 5);
  r.options.resamples = 200;
  r.options.seed = 7;
  return r;
}

}  // namespace

TEST_CASE("ava report: point-wise figures from the four counts, by hand", "[report]") {
  const auto a = analyze::pointwise_agreement(3, 1, 1, 5);
  const auto j = report::pointwise_json(a);
  CHECK(j["judgments"] == 10);
  CHECK(j["accuracy"] == Approx(0.8));
  CHECK(j["f1"] == Approx(0.75));
  CHECK(j["cohen_kappa"] == Approx(7.0 / 12).epsilon(1e-12));
  CHECK(j["false_negatives"] == 1);
  const auto t = report::pointwise_table("P", "judgments", a);
  CHECK(t.rows.at(0) == std::vector<std::string>{"10", "0.8000", "0.7500", "0.7500", "0.7500",
                                                 "0.5833", "3", "1", "1", "5"});
  // No predicted positive: precision (and F1 with no gold positive either) absent: "-", null.
  const auto none = analyze::pointwise_agreement(0, 0, 0, 4);
  CHECK(report::pointwise_json(none)["precision"].is_null());
  CHECK(report::pointwise_table("P", "tuples", none).rows[0][2] == "-");
}

TEST_CASE("ava report: systems' JSON with absent figures null and the lines skipped", "[report]") {
  const auto j = report::ava_systems_json(two_systems());
  CHECK(j["source"] == "judged.tsv");
  CHECK(j["systems"][1]["ci95"] == nlohmann::ordered_json{0.0, 0.5});
  CHECK(j["rmse_sd"].is_null());
  CHECK(j["kendall_tau"].is_null());
  CHECK(j["kendall_method"].is_null());
  CHECK(j["skipped_lines"] ==
        nlohmann::ordered_json{{"repeated", 1}, {"unpaired", 2}, {"malformed", 3}});
  CHECK(j["resamples"] == 200);
  CHECK(j["seed"] == 7);

  auto ranked = two_systems();
  ranked.kendall = {1.0, 1.0, "exact"};
  ranked.rmse_sd = 0.05;
  const auto k = report::ava_systems_json(ranked);
  CHECK(k["kendall_method"] == "exact");
  CHECK(k["rmse_sd"] == 0.05);
}

TEST_CASE("ava report: the document says '-' for what is absent, the interval per system",
          "[report]") {
  const auto doc = report::ava_systems_document(two_systems());
  CHECK(doc.title == "An evaluator judged against people (AVA): judged.tsv");
  auto value = [&](const std::string& label) { return summary_value(doc, label); };
  CHECK(value("RMSE of estimated accuracy") == "0.1768 (sd - over 200 resamples)");
  CHECK(value("Kendall's tau-b of the rankings") == "-");
  CHECK(value("Cohen's kappa") == "0.5833");
  REQUIRE(doc.tables.size() == 2);
  CHECK(doc.tables[0].rows[0] ==
        std::vector<std::string>{"base", "6", "0.5000", "0.5000", "0.0000", "[-0.2500, 0.2500]"});

  auto ranked = two_systems();
  ranked.kendall = {1.0, 1.0, "exact"};
  const auto with = report::ava_systems_document(ranked);
  CHECK(summary_value(with, "Kendall's tau-b of the rankings") == "1.0000 (p 1.0000, exact)");
}

TEST_CASE("ava report: tidy tables and the section's scatter against the diagonal", "[report]") {
  const auto s = report::ava_systems_section(two_systems());
  CHECK(s.id == "ava");
  CHECK(s.tables.front().name == "systems");
  const auto& systems = s.tables.front();
  CHECK(systems.columns == std::vector<std::string>{"name", "questions", "human_accuracy",
                                                    "estimated_accuracy", "difference", "ci95_low",
                                                    "ci95_high"});
  CHECK(systems.rows[1] ==
        std::vector<nlohmann::ordered_json>{"large", 4, 0.75, 1.0, 0.25, 0.0, 0.5});
  CHECK(report::find_table(s.tables, "pointwise").rows.size() == 1);
  REQUIRE(s.charts.size() == 1);
  CHECK(s.charts[0].name == "estimated-vs-human");
  CHECK(s.charts[0].svg.find("exact (estimated = human)") != std::string::npos);
  CHECK(s.charts[0].svg.find("large") != std::string::npos);
}
