#include <catch2/catch.hpp>

#include "explgraph/report/data_table.hpp"
#include "explgraph/report/ratings_report.hpp"

#include "summary_value.hpp"

using namespace explgraph;

namespace {

// Two rankings of three problems; the first leaves four problems unranked (only three named
// in the summary) and ranks one id that matches two problems ignoring case.
analyze::RatingsResult two_rankings(bool compared) {
  analyze::RatingsResult r;
  r.threshold = 0;
  r.ks = {1, 5};
  analyze::RatingsScore first;
  first.name = "tfidf";
  first.ndcg = 0.5;
  first.problems = 7;
  first.ranked_problems = 3;
  first.problems_without_ratings = 1;
  first.problems_all_zero = 2;
  first.unranked_problems = {"q4", "q5", "q6", "q7"};
  first.unknown_questions = {"x1"};
  first.ambiguous_questions = {"Q1"};
  first.repeated = 2;
  first.malformed = 1;
  first.problems_with_relevant = 3;
  first.metrics = {{"P@1", 0.25}, {"MRR", 0.75}};
  first.by_grade = {{3, 4, {0.25, 0.5}}, {1, 2, {0, 1}}};
  first.question_ids = {"q1", "q2", "q3"};
  first.per_problem = {1, 0.5, 0};
  analyze::RatingsScore second = first;
  second.name = "bm25";
  second.ndcg = 0.625;
  second.unranked_problems = {};
  second.ambiguous_questions = {};
  second.per_problem = {1, 0.875, 0};
  r.rankings = {first, second};
  if (compared) {
    r.comparison.resamples = 1000;
    analyze::RankingComparison c;
    c.baseline_map = first.ndcg;
    c.other_map = second.ndcg;
    c.paired = analyze::compare_paired("tfidf", "bm25", {0, 0.375, 0}, r.comparison);
    r.comparisons = {c};
  }
  return r;
}

}  // namespace

TEST_CASE("ratings report: the JSON names the scorer, the first ranking's NDCG and found@k",
          "[report]") {
  const auto j = report::ratings_json(two_rankings(false));
  CHECK(j["scorer"] == "tg2021");
  CHECK(j["ndcg"] == 0.5);
  REQUIRE(j["rankings"].size() == 2);
  const auto& first = j["rankings"][0];
  CHECK(first["repeated_lines"] == 2);
  CHECK(first["malformed_lines"] == 1);
  CHECK(first["unranked_problems"].size() == 4);
  CHECK(first["metrics"]["MRR"] == 0.75);
  CHECK(first["by_grade"][0]["grade"] == 3.0);
  CHECK(first["by_grade"][0]["found"]["found@5"] == 0.5);
  CHECK(first["by_grade"][1]["found"]["found@1"] == 0.0);
  CHECK_FALSE(first.contains("per_query"));  // only when asked
  CHECK(j["comparisons"].empty());

  auto asked = two_rankings(false);
  asked.per_query = true;
  const auto with = report::ratings_json(asked);
  CHECK(with["rankings"][1]["per_query"][1] ==
        nlohmann::ordered_json{{"query", "q2"}, {"ndcg", 0.875}});
}

TEST_CASE("ratings report: no ranking gives NDCG 0 and no rows", "[report]") {
  analyze::RatingsResult none;
  const auto j = report::ratings_json(none);
  CHECK(j["ndcg"] == 0.0);
  CHECK(j["rankings"].empty());
  const auto doc = report::ratings_document(none);
  REQUIRE(doc.tables.size() == 1);
  CHECK(doc.tables[0].rows.empty());
  CHECK(doc.tables[0].header == std::vector<std::string>{"ranking", "NDCG"});
}

TEST_CASE("ratings report: the summary names the first three ids, the ambiguous row only if any",
          "[report]") {
  const auto doc = report::ratings_document(two_rankings(false));
  auto value = [&](const std::string& label) { return summary_value_or_absent(doc, label); };
  CHECK(value("tfidf: NDCG") == "0.5000");
  CHECK(value("tfidf: problems") == "7 (3 ranked)");
  CHECK(value("tfidf: problems without a ranking (still scored)") == "4 (q4, q5, q6, …)");
  CHECK(value("tfidf: ranked ids that are no problem") == "1 (x1)");
  CHECK(value("tfidf: ranked ids matching several problems ignoring case (unused)") == "1 (Q1)");
  CHECK(value("bm25: ranked ids matching several problems ignoring case (unused)") == "(absent)");
  CHECK(value("bm25: problems without a ranking (still scored)") == "0");
  CHECK(value("tfidf: no rated fact (scored 1), all ratings 0 (scored 0)") == "1, 2");
  CHECK(value("tfidf: lines skipped (repeated, malformed)") == "2, 1");

  // Metrics, then one found@k table per ranking; no paper table without comparisons.
  REQUIRE(doc.tables.size() == 3);
  CHECK(doc.tables[0].header == std::vector<std::string>{"ranking", "NDCG", "P@1", "MRR"});
  CHECK(doc.tables[0].rows[1] == std::vector<std::string>{"bm25", "0.6250", "0.2500", "0.7500"});
  CHECK(doc.tables[0].note.find("--judged-only") == std::string::npos);
  CHECK(doc.tables[1].header == std::vector<std::string>{"rating", "facts", "found@1", "found@5"});
  CHECK(doc.tables[1].rows[0] == std::vector<std::string>{"3.00", "4", "0.250", "0.500"});

  auto judged = two_rankings(false);
  judged.judged_only = true;
  CHECK(report::ratings_document(judged).tables[0].note.rfind(
            "Unrated facts dropped from each ranking first (--judged-only)", 0) == 0);
}

TEST_CASE("ratings report: compared rankings add the paper table and the comparisons", "[report]") {
  const auto r = two_rankings(true);
  const auto doc = report::ratings_document(r);
  REQUIRE(doc.tables.size() == 5);
  CHECK(doc.tables[1].header.at(2) == "NDCG");
  const auto paper = report::ratings_paper_table(r);
  CHECK(paper.systems == std::vector<std::string>{"tfidf", "bm25"});
  CHECK(paper.scores == std::vector<double>{0.5, 0.625});
  CHECK(paper.caption.rfind("NDCG (tg2021) over 7 problems", 0) == 0);

  const auto j = report::ratings_json(r);
  REQUIRE(j["comparisons"].size() == 1);
  CHECK(j["comparisons"][0]["baseline_ndcg"] == 0.5);
  CHECK(j["comparisons"][0]["other_ndcg"] == 0.625);
  CHECK(j["comparisons"][0]["problems"] == 3);
  CHECK(j["comparisons"][0]["delta"] == Approx(0.125));
}

TEST_CASE("ratings report: tidy tables, by_grade led by the ranking, per_query when asked",
          "[report]") {
  auto r = two_rankings(true);
  r.per_query = true;
  const auto tables = report::ratings_tables(report::ratings_json(r));
  CHECK(tables.front().name == "rankings");
  const auto& rankings = report::find_table(tables, "rankings");
  CHECK(rankings.columns.at(0) == "name");
  CHECK(rankings.columns.at(1) == "ndcg");
  REQUIRE(rankings.rows.size() == 2);
  const auto& by_grade = report::find_table(tables, "by_grade");
  CHECK(by_grade.columns.at(0) == "ranking");
  REQUIRE(by_grade.rows.size() == 4);
  CHECK(by_grade.rows[2][0] == "bm25");
  CHECK(report::find_table(tables, "comparisons").rows.size() == 1);
  const auto& per_query = report::find_table(tables, "per_query");
  CHECK(per_query.rows.size() == 6);
  CHECK(per_query.rows[4] == std::vector<nlohmann::ordered_json>{"bm25", "q2", "ndcg", 0.875});
}
