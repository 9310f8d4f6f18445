#include <catch2/catch.hpp>

#include <cmath>
#include <fstream>

#include "explgraph/analyze/ratings_eval.hpp"
#include "explgraph/core/errors.hpp"

using namespace explgraph;
using Docs = std::vector<load::RatedDocument>;
using Names = std::vector<std::string>;

// Gain 2^r - 1 at rank i, discount log2(i + 1): log2(2) = 1, log2(3), …
TEST_CASE("tg2021 NDCG: ranked gains and the ideal order, by hand", "[analyze]") {
  // {a: 3, b: 1} ranked b, a: DCG 1/1 + 7/log2(3); ideal 7/1 + 1/log2(3).
  CHECK(analyze::tg2021_ndcg({{"a", 3}, {"b", 1}}, {"b", "a"}, 0) ==
        Approx((1 + 7 / std::log2(3.0)) / (7 + 1 / std::log2(3.0))).epsilon(1e-12));
  CHECK(analyze::tg2021_ndcg({{"a", 3}, {"b", 1}}, {"a", "b", "x"}, 0) == Approx(1.0));
  CHECK(analyze::tg2021_ndcg({}, {"a"}, 0) == 1.0);                    // no rated fact: 1
  CHECK(analyze::tg2021_ndcg({{"a", 0}, {"b", 0}}, {"a"}, 0) == 0.0);  // ideal DCG 0: 0
}

TEST_CASE("tg2021 NDCG: missing rated ids fill a block of 10^6 positions from its end",
          "[analyze]") {
  // {a: 2} and nothing ranked: a at position 10^6: DCG 3/log2(10^6 + 1), ideal 3/1.
  CHECK(analyze::tg2021_ndcg({{"a", 2}}, {}, 0) == Approx(1 / std::log2(1000001.0)).epsilon(1e-12));
  // {a: 2, b: 0, c: 1} ranked x, c: gains 0, 1, then a (the first missing) at 2 + 10^6 and
  // b (0, no gain). DCG 1/log2(3) + 3/log2(1000003); ideal 3/1 + 1/log2(3).
  CHECK(analyze::tg2021_ndcg({{"a", 2}, {"b", 0}, {"c", 1}}, {"x", "c"}, 0) ==
        Approx((1 / std::log2(3.0) + 3 / std::log2(1000003.0)) / (3 + 1 / std::log2(3.0)))
            .epsilon(1e-12));
  // Two missing: the first (a: 2) at 10^6, the second (b: 1) at 10^6 - 1.
  CHECK(analyze::tg2021_ndcg({{"a", 2}, {"b", 1}}, {}, 0) ==
        Approx((3 / std::log2(1000001.0) + 1 / std::log2(1000000.0)) / (3 + 1 / std::log2(3.0)))
            .epsilon(1e-12));
}

TEST_CASE("tg2021 NDCG: only ratings above the threshold count when ranked, raw ones when missing",
          "[analyze]") {
  // threshold 1: b (1) ranked first gains nothing; a (2) ranked second gains 3/log2(3).
  CHECK(analyze::tg2021_ndcg({{"a", 2}, {"b", 1}}, {"b", "a"}, 1) ==
        Approx((3 / std::log2(3.0)) / 3.0).epsilon(1e-12));
  // The gold id is compared as written: "A" never matches the lower-cased prediction "a".
  CHECK(analyze::tg2021_ndcg({{"A", 2}}, {"a"}, 0) ==
        Approx((3 / std::log2(1000002.0)) / 3.0).epsilon(1e-12));
}

// fixtures/ratings: q1 (b, a, x against a 3, b 1, c 0) as above with c missing (0, no gain):
// (1 + 7/log2 3)/(7 + 1/log2 3); q2 1; q3 0; q4 ("UP-1" never matches "up-1"): 1/log2(1000002);
// q5 unranked, d 2 at 10^6 and e 1 at 10^6 - 1; q6 (the later: y 2, w 1.5) ranked y, v, w:
// (3 + (2^1.5 - 1)/log2 4)/(3 + (2^1.5 - 1)/log2 3); q7 (m 3) ranked m: 1.
TEST_CASE("tg2021 NDCG: the quirk fixture, problem by problem", "[analyze]") {
  std::ifstream in(std::string(EXPLGRAPH_FIXTURES) + "/ratings/ratings.json");
  auto problems = load::read_expert_ratings(in, "ratings.json");
  REQUIRE(problems.size() == 7);
  CHECK(problems[5].qid == "q6");
  CHECK(problems[5].documents.size() == 2);  // the later definition
  CHECK(problems[6].documents[0].relevance == 3);
  std::ifstream r(std::string(EXPLGRAPH_FIXTURES) + "/ratings/ranking.tsv");
  core::Diagnostics d;
  core::InputAccount account;
  auto ranking = load::read_textgraphs_ranking(r, "ranking.tsv", d, account);
  auto result = analyze::evaluate_ratings(problems, {ranking}, {});
  const auto& s = result.rankings[0];
  const double l3 = std::log2(3.0), w = std::pow(2.0, 1.5) - 1;
  std::vector<double> expected{(1 + 7 / l3) / (7 + 1 / l3),
                               1,
                               0,
                               1 / std::log2(1000002.0),
                               (3 / std::log2(1000001.0) + 1 / std::log2(1000000.0)) / (3 + 1 / l3),
                               (3 + w / 2) / (3 + w / l3),
                               1};
  REQUIRE(s.per_problem.size() == expected.size());
  for (std::size_t i = 0; i < expected.size(); ++i)
    CHECK(s.per_problem[i] == Approx(expected[i]).epsilon(1e-12));
  double mean = 0;
  for (double e : expected) mean += e / 7;
  CHECK(s.ndcg == Approx(mean).epsilon(1e-12));
  CHECK(s.unranked_problems == Names{"q2", "q5"});
  CHECK(s.unknown_questions == Names{"qq"});
  CHECK(s.problems_without_ratings == 1);
  CHECK(s.problems_all_zero == 1);
}

TEST_CASE("tg2021 ratings: unusable files are input errors naming the problem", "[load]") {
  auto read = [](const std::string& text) {
    std::istringstream in(text);
    return load::read_expert_ratings(in, "r.json");
  };
  CHECK_THROWS_WITH(read("{\"rankingProblems\": [{\"qid\": \"q\", \"documents\": [{\"uuid\": "
                         "\"a\", \"relevance\": \"3\"}]}]}"),
                    "r.json: error: ranking problem 1: document 'a': expected a numeric "
                    "'relevance', found '\"3\"' (a number in quotes?)");
  CHECK_THROWS_WITH(read("{\"rankingProblems\": [{\"qid\": \"q\", \"documents\": [{\"uuid\": "
                         "\"a\", \"relevance\": 1e300}]}]}"),
                    "r.json: error: ranking problem 1: document 'a': relevance 1e+300 is outside "
                    "-100…100 (ratings are small whole numbers)");
  CHECK_THROWS_WITH(read("{\"rankingProblems\": []}"),
                    "r.json: error: the 'rankingProblems' list is empty: nothing to score against");
  CHECK_THROWS_AS(read("{\"rankingProblemsOutput\": []}"), core::InputError);
  CHECK_THROWS_AS(read("[1, 2"), core::InputError);
}
