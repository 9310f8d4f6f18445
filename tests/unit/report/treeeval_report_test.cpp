#include <catch2/catch.hpp>

#include "explgraph/report/treeeval_report.hpp"

using namespace explgraph;

namespace {

// One system over 3 gold trees, scored without BLEURT: its intermediates are absent. Its
// trees' keys as treeeval makes them ("id#k", k-th tree of an id; #0 the first).
analyze::TreeevalResult without_bleurt() {
  analyze::TreeevalResult r;
  r.gold = "task_1/test.jsonl";
  r.gold_trees = 3;
  analyze::TreeSystemScore s;
  s.name = "t5";
  s.file = "t5.jsonl";
  s.figures = {3, 0.5, 0.25, 1.0 / 3, 0.125, 0.2, 0.1, std::nullopt, std::nullopt, std::nullopt};
  s.predictions = 2;
  s.missing = 1;
  s.keys = {"a#0", "b#0", "b#1"};
  s.per_tree = {{1, 1, 1, 1, 1, 1, 1, {}, {}, {}},
                {1, 0.5, 0.5, 0.5, 0, 0, 0, {}, {}, {}},
                {1, 0, 0, 0, 0, 0, 0, {}, {}, {}}};
  r.systems.push_back(s);
  return r;
}

}  // namespace

TEST_CASE("treeeval report: without BLEURT scores the intermediates are absent, not 0",
          "[report]") {
  const auto r = without_bleurt();
  const auto doc = report::treeeval_document(r);
  CHECK(doc.summary[1].second ==
        "not scored: they need BLEURT (give --intermediate-scores; --write-pairs writes the "
        "pairs to score)");
  CHECK(doc.summary[2] == std::pair<std::string, std::string>{
                              "t5: predictions",
                              "2 scored; 1 gold tree without a prediction (scored 0); 0 "
                              "without $proof$; 0 of unknown ids and 0 other lines skipped"});
  const auto& row = doc.tables[0].rows[0];
  CHECK(row == std::vector<std::string>{"t5", "3", "0.5000", "0.2500", "0.3333", "0.1250", "0.2000",
                                        "0.1000", "-", "-", "-"});
  const auto j = report::treeeval_json(r);
  CHECK(j["systems"][0]["intermediates"].is_null());
  CHECK(j["systems"][0]["overall"].is_null());
  CHECK(j["systems"][0]["leaves"]["f1"] == Approx(1.0 / 3));
  CHECK(j["bleurt_scores"] == false);
}

TEST_CASE("treeeval report: with scores the threshold is said and the figures given", "[report]") {
  auto r = without_bleurt();
  r.bleurt_scores = true;
  r.systems[0].figures.intermediates_f1 = 0.4;
  r.systems[0].figures.intermediates_all_correct = 0.2;
  r.systems[0].figures.overall_all_correct = 0.1;
  const auto doc = report::treeeval_document(r);
  CHECK(doc.summary[1].second ==
        "BLEURT scores given: a conclusion matches at a score of 0.28 or more");
  CHECK(doc.tables[0].rows[0].back() == "0.1000");
  const auto j = report::treeeval_json(r);
  CHECK(j["systems"][0]["intermediates"].dump() == R"({"f1":0.4,"all_correct":0.2})");
  CHECK(j["systems"][0]["overall"].dump() == R"({"all_correct":0.1})");
}

TEST_CASE("treeeval report: per tree, a first tree keeps its id and a repeat is id#k", "[report]") {
  auto r = without_bleurt();
  CHECK_FALSE(report::treeeval_json(r)["systems"][0].contains("per_query"));
  r.per_query = true;
  const auto rows = report::treeeval_json(r)["systems"][0]["per_query"];
  REQUIRE(rows.size() == 3);
  CHECK(rows[0]["query"] == "a");
  CHECK(rows[1]["query"] == "b");
  CHECK(rows[2]["query"] == "b#1");
  CHECK_FALSE(rows[0].contains("intermediates_f1"));  // absent without BLEURT
  CHECK(rows[1]["leaves_f1"] == 0.5);
}
