#include <catch2/catch.hpp>

#include <sstream>

#include "explgraph/report/ava_linear_report.hpp"
#include "explgraph/report/data_table.hpp"
#include "summary_value.hpp"

using namespace explgraph;

namespace {

analyze::AvaTuple tuple(std::string id, std::string reference, std::string short_answer, bool label,
                        std::string split) {
  analyze::AvaTuple t;
  t.question_id = std::move(id);
  t.question = "Which city?";
  t.reference = std::move(reference);
  t.short_answer = std::move(short_answer);
  t.candidate = "It is " + t.short_answer + ".";
  t.label = label;
  t.split = std::move(split);
  return t;
}

// A model that scores by sim-token alone: 1 when every word of the reference is in the short
// answer. Judged at alpha 0.5 on a match (gold 1) and a mismatch (gold 0): both right.
analyze::AvaJudgeResult judged_two() {
  analyze::AvaModel model;
  model.weights = {1, 0, 0, 0};
  model.alpha = 0.5;
  auto r = analyze::judge_tuples(model, {tuple("q1", "Paris", "paris", true, "Test"),
                                         tuple("q2", "Lyon", "paris", false, "Test")});
  r.model_source = "model.json";
  r.tuples_source = "tuples.tsv";
  r.split = "Test";
  return r;
}

}  // namespace

TEST_CASE("ava linear report: the tuples as TSV, the label as 0 or 1", "[report]") {
  std::ostringstream out;
  report::write_ava_tuples({tuple("q1", "Paris", "paris", true, "Train")}, out);
  CHECK(out.str() ==
        "question_id\tquestion\treference\tshort\tcandidate\tlabel\tsplit\n"
        "q1\tWhich city?\tParis\tparis\tIt is paris.\t1\tTrain\n");
}

TEST_CASE("ava linear report: pairs' summary and splits", "[report]") {
  analyze::AvaPairsResult r;
  r.source = "as2.tsv";
  r.questions = 5;
  r.without_two_correct = 2;
  r.splits = {{"Train", 2, 4, 6}, {"Dev", 1, 2, 1}, {"Test", 0, 0, 0}};
  r.tuples = {tuple("q1", "a", "a", true, "Train")};
  r.options.seed = 3;
  const auto j = report::ava_pairs_json(r);
  CHECK(j["tuples"] == 1);
  CHECK(j["splits"][1] ==
        nlohmann::ordered_json{
            {"split", "Dev"}, {"questions", 1}, {"positives", 2}, {"negatives", 1}});
  CHECK(j["dev"] == 0.1);
  CHECK(j["seed"] == 3);
  const auto doc = report::ava_pairs_document(r);
  CHECK(summary_value(doc, "skipped (fewer than two correct candidates)") == "2");
  CHECK(doc.tables.at(0).rows.size() == 3);  // an empty split is still a row
  CHECK(doc.tables[0].rows[2] == std::vector<std::string>{"Test", "0", "0", "0"});
}

TEST_CASE("ava linear report: the model file names its features; Dev null without a Dev",
          "[report]") {
  analyze::AvaTrainResult r;
  r.source = "tuples.tsv";
  r.model.weights = {0.5, -1, 0.25, 2};
  r.model.bias = -0.125;
  r.model.alpha = 0.25;
  r.train_tuples = 10;
  r.alpha_from = "default";
  const auto j = report::ava_model_json(r);
  CHECK(j["features"] == nlohmann::ordered_json{"sim_token(s,r)", "sim_text(r,t)", "sim_text(r,q)",
                                                "sim_text(q,t)"});
  CHECK(j["weights"] == nlohmann::ordered_json{0.5, -1.0, 0.25, 2.0});
  CHECK(j["tokeniser"] == "lowercase-words");
  CHECK(j["dev"].is_null());
  // The model file is read back by ava judge: its first keys are the model's.
  CHECK(j.begin().key() == "weights");
  auto doc = report::ava_model_document(r);
  CHECK(summary_value(doc, "alpha") == "0.250000 (default)");
  REQUIRE(doc.tables.size() == 1);
  CHECK(doc.tables[0].rows[1] == std::vector<std::string>{"sim_text(r,t)", "-1.000000"});

  r.dev = analyze::pointwise_agreement(1, 0, 0, 1);
  r.dev_tuples = 2;
  CHECK(report::ava_model_json(r)["dev"]["accuracy"] == 1.0);
  CHECK(report::ava_model_document(r).tables.size() == 2);
}

TEST_CASE("ava linear report: judging, each tuple's features, score and label", "[report]") {
  const auto r = judged_two();
  const auto j = report::ava_judge_json(r);
  CHECK(j["model"] == "model.json");
  CHECK(j["split"] == "Test");
  CHECK(j["alpha"] == 0.5);
  REQUIRE(j["tuples"].size() == 2);
  CHECK(j["tuples"][0]["features"][0] == 1.0);
  CHECK(j["tuples"][0]["score"] == 1.0);
  CHECK(j["tuples"][0]["label"] == 1);
  CHECK(j["tuples"][1]["label"] == 0);
  CHECK(j["pointwise"]["accuracy"] == 1.0);
  // Alpha at each distinct score from the highest: at 1 nothing is labelled correct.
  CHECK(j["curve"][0]["alpha"] == 1.0);
  CHECK(j["curve"][0]["predicted_positive"] == 0);
  CHECK(j["curve"][0]["precision"].is_null());

  auto all = r;
  all.split.clear();
  CHECK(report::ava_judge_json(all)["split"].is_null());
  CHECK(summary_value(report::ava_judge_document(all), "tuples") == "2");
  CHECK(summary_value(report::ava_judge_document(r), "tuples") == "2 (split Test)");

  const auto tables = report::ava_judge_tables(j);
  CHECK(tables.front().name == "tuples");
  CHECK(report::find_table(tables, "curve").rows.size() == j["curve"].size());
}

TEST_CASE("ava linear report: a long curve shown in at most 20 rows, all of it in JSON",
          "[report]") {
  auto r = judged_two();
  r.curve.clear();
  for (int i = 0; i < 45; ++i) {
    analyze::PrPoint p;
    p.alpha = 1 - i / 50.0;
    r.curve.push_back(p);
  }
  const auto doc = report::ava_judge_document(r);
  const auto& curve = doc.tables.at(1);
  CHECK(curve.rows.size() == 15);  // one point in 3
  CHECK(curve.rows[1][0] == "0.9400");
  CHECK(curve.note ==
        "15 of the 45 points, evenly spaced (all: --format json or tsv --table curve)");
  CHECK(report::ava_judge_json(r)["curve"].size() == 45);
}
