#include <catch2/catch.hpp>

#include <fstream>

#include "api_fixtures.hpp"
#include "explgraph/api/analyses.hpp"
#include "explgraph/core/errors.hpp"

using namespace explgraph;

// fixtures/accuracy with predictions/a.tsv: a1 A (right), a2 B (wrong), a3 2 (right), a4 "1,2"
// (two answers, one the key: 1/2). Accuracy by hand (1 + 0 + 1 + 0.5) / 4.
TEST_CASE("evaluations: accuracy by hand, from a file and from predictions read", "[api]") {
  Workspace workspace(fixture_corpus("accuracy"));
  analyze::AccuracyOptions options;
  const auto from_file =
      accuracy(workspace, {load::parse_named_file(fixture_path("predictions/a.tsv"))}, options)
          .json();
  CHECK(from_file["solvers"][0]["name"] == "a");
  CHECK(from_file["solvers"][0]["accuracy"] == 0.625);

  core::Diagnostics warnings;
  core::InputAccount account;
  std::ifstream in(fixture_path("predictions/a.tsv"));
  auto read = load::read_predictions(in, "a.tsv", warnings, account);
  read.name = "a";
  const auto from_memory =
      accuracy(workspace, std::vector<load::Predictions>{read}, options).json();
  CHECK(from_memory["solvers"][0]["accuracy"] == 0.625);
  CHECK(from_memory["solvers"][0]["unanswered"] == from_file["solvers"][0]["unanswered"]);

  // Predictions that answer no question of the corpus are unusable: an error, not accuracy 0.
  Workspace tiny(fixture_corpus("tiny"));
  CHECK_THROWS_AS(
      accuracy(tiny, {load::parse_named_file(fixture_path("predictions/a.tsv"))}, options),
      core::InputError);
}

// a1 ranks its gold k1, K3 at 1 and 3: AP (1 + 2/3) / 2; a2's two gold facts first: 1; a3: 1;
// a4 its one gold fact second: 1/2. MAP by hand: (5/6 + 1 + 1 + 1/2) / 4.
TEST_CASE("evaluations: rankeval of a TextGraphs ranking, by hand", "[api]") {
  Workspace workspace(fixture_corpus("accuracy"));
  analyze::RankevalOptions options;
  options.per_query = true;
  const auto j =
      rankeval(workspace, {load::parse_named_file(fixture_path("rankings/accuracy.tsv"))}, options)
          .json();
  CHECK(j["map"].get<double>() == Approx((5.0 / 6 + 1 + 1 + 0.5) / 4).epsilon(1e-12));
  const auto& per_query = j["rankings"][0]["per_query"];
  REQUIRE(per_query.size() == 4);
  CHECK(per_query[0]["ap"].get<double>() == Approx(5.0 / 6).epsilon(1e-12));
  CHECK(per_query[3]["ap"] == 0.5);
}

TEST_CASE("evaluations: a TREC run against qrels gives trec_eval's MAP", "[api]") {
  Workspace none;
  const auto j = rankeval_trec(none, fixture_path("trec_eval/pair3.qrels"),
                               {load::parse_named_file(fixture_path("trec_eval/pair3.run"))}, {})
                     .json();
  CHECK(j["scorer"] == "trec_eval");
  // trec_eval 10.0-rc3 printed map 0.0509 over 5 queries (trec_eval/pair3.expected).
  CHECK(j["map"].get<double>() == Approx(0.0509).margin(5e-5));
  CHECK(j["rankings"][0]["scored_questions"] == 5);
  CHECK(j["rankings"][0]["unknown_questions"] == nlohmann::ordered_json{"extra3"});
}

TEST_CASE("evaluations: tg2021 NDCG is the mean of the problems' NDCG", "[api]") {
  analyze::RatingsOptions options;
  options.per_query = true;
  const auto j =
      rankeval_ratings(fixture_path("ratings/ratings.json"),
                       {load::parse_named_file(fixture_path("ratings/ranking.tsv"))}, options)
          .json();
  CHECK(j["scorer"] == "tg2021");
  const auto& per_query = j["rankings"][0]["per_query"];
  REQUIRE(per_query.size() == 7);
  double sum = 0;
  for (const auto& p : per_query) sum += p["ndcg"].get<double>();
  CHECK(j["ndcg"].get<double>() == Approx(sum / 7).epsilon(1e-12));
  CHECK(per_query[1]["ndcg"] == 1.0);  // q2: its rated facts ranked in order
}

TEST_CASE("evaluations: power plans without a corpus and draws its picture", "[api][power]") {
  analyze::PowerOptions options;
  options.ns = {100};
  options.effects = {0.02};
  Output planned = power(options);
  CHECK(planned.json()["p_one_sided"].get<double>() == Approx(0.1326195).epsilon(1e-6));
  CHECK(planned.json()["minimum_detectable_effect"].get<double>() == 0.04);
  const std::string svg = written(planned, Format::kSvg);
  CHECK(svg.rfind("<?xml", 0) == 0);
  CHECK(svg.find("<title>n = 100</title>") != std::string::npos);
  Workspace workspace(fixture_corpus());
  CHECK(power_questions(workspace) == 4);
}
