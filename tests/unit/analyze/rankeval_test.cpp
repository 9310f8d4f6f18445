#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

#include "corpus_fixture.hpp"
#include "explgraph/analyze/bootstrap.hpp"
#include "explgraph/analyze/rankeval.hpp"
#include "explgraph/core/errors.hpp"

using namespace explgraph;
using analyze::Scorer;
using Ids = std::vector<std::string>;

namespace {
// "a b a c" -> ids 0 1 0 2: one letter per item, for the metric functions.
analyze::Ids ids(const std::string& letters) {
  analyze::Ids out;
  for (char c : letters)
    if (c != ' ') out.push_back(static_cast<std::uint32_t>(c - 'a'));
  return out;
}
}  // namespace

// gold a b a c (a listed twice), ranking x a y c (b missing): found a at 1 of rank 2 and c at
// 2 of rank 4 -> 1/2 + 2/4 = 1. tg2020 divides by the 4 listed UIDs -> 0.25; tg2019 scores a
// question missing any gold fact 0.
TEST_CASE("map: tg2020 and tg2019 differ on a missing gold fact and a listed duplicate",
          "[analyze]") {
  CHECK(analyze::average_precision(Scorer::kTg2020, ids("a b a c"), ids("x a y c")) ==
        Approx(0.25));
  CHECK(analyze::average_precision(Scorer::kTg2019, ids("a b a c"), ids("x a y c")) == 0.0);
  // gold a b, ranking b x a: 1/1 + 2/3 over 2 -> 5/6 under both.
  CHECK(analyze::average_precision(Scorer::kTg2020, ids("a b"), ids("b x a")) == Approx(5.0 / 6.0));
  CHECK(analyze::average_precision(Scorer::kTg2019, ids("a b"), ids("b x a")) == Approx(5.0 / 6.0));
  // gold a a (duplicate), ranking a: tg2020 1/2, tg2019 1.
  CHECK(analyze::average_precision(Scorer::kTg2020, ids("a a"), ids("a")) == Approx(0.5));
  CHECK(analyze::average_precision(Scorer::kTg2019, ids("a a"), ids("a")) == Approx(1.0));
  CHECK(analyze::average_precision(Scorer::kTg2020, ids("a"), ids("")) == 0.0);
  CHECK(analyze::average_precision(Scorer::kTg2019, ids(""), ids("a")) == 0.0);
}

// gold a b, ranking b x a: P@2 1/2, R@2 1/2, R@3 1, MRR 1; NDCG@3 gains 1 0 1:
// DCG 1/log2(2) + 1/log2(4) = 1.5, ideal 1 + 1/log2(3) = 1.630930 -> 0.919721.
TEST_CASE("metrics: precision and recall and NDCG and MRR by hand", "[analyze]") {
  auto gold = ids("a b"), ranked = ids("b x a");
  CHECK(analyze::precision_at(gold, ranked, 2) == Approx(0.5));
  CHECK(analyze::precision_at(gold, ranked, 10) == Approx(0.2));  // k past the list: still / k
  CHECK(analyze::recall_at(gold, ranked, 2) == Approx(0.5));
  CHECK(analyze::recall_at(gold, ranked, 3) == Approx(1.0));
  CHECK(analyze::reciprocal_rank(gold, ranked) == Approx(1.0));
  CHECK(analyze::reciprocal_rank(gold, ids("x y a")) == Approx(1.0 / 3.0));
  CHECK(analyze::ndcg_at(gold, ranked, 3) == Approx(1.5 / (1.0 + 1.0 / std::log2(3.0))));
  // Graded gains 3 0 7 in rank order, all gains {7, 3}: DCG 3 + 7/2 = 6.5, ideal 7 + 3/log2(3).
  CHECK(analyze::graded_ndcg_at({3, 0, 7}, {7, 3}, 3) ==
        Approx(6.5 / (7.0 + 3.0 / std::log2(3.0))));
}

// Question ids stay as written (the corpus matches them, SPEC §6); UIDs are lower-cased.
TEST_CASE("rankings: UIDs lower-cased, ids as written, repeated UIDs kept once, bad lines counted",
          "[load]") {
  std::istringstream in("Q1\tA\nq1\ta\nq1\tB\nq1\tA\n\nbad line\nq2\tc\textra\n");
  core::Diagnostics d;
  core::InputAccount account;
  auto r = load::read_textgraphs_ranking(in, "r.tsv", d, account);
  REQUIRE(r.ranked.at("q1").size() == 2);
  CHECK(r.uids.text(load::RankedUidId(r.ranked.at("q1")[0])) == "a");
  CHECK(r.uids.text(load::RankedUidId(r.ranked.at("q1")[1])) == "b");
  REQUIRE(r.ranked.at("Q1").size() == 1);
  CHECK(r.repeated == 1);
  CHECK(r.malformed == 2);
  CHECK(r.question_order == Ids{"Q1", "q1"});
  REQUIRE(d.items().size() == 2);
  CHECK(core::format_diagnostic(d.items()[0]) ==
        "r.tsv:6: warning: expected 'questionID<TAB>UID', found 1 field(s); line skipped "
        "[malformed-ranking-line]");
  CHECK(account.balanced());
}

// fixtures/rankings/tfranking.json. q-a by score: d1 (0), d2 (3), d4 (0), d3 (2): relevant d2
// at 2 and d3 at 4 -> AP (1/2 + 2/4) / 2 = 0.5; NDCG@4 gains 2^r - 1: 0 7 0 3 -> DCG 7/log2(3)
// + 3/log2(5), ideal 7 + 3/log2(3). q-b: e3 (0.7), then the tie e1, e2 in file order:
// relevant e1 at 2 -> AP 1/2; MRR (1/2 + 1/2) / 2.
TEST_CASE("rankings: TF-Ranking JSON with graded relevance and ties", "[analyze]") {
  std::ifstream in(std::string(EXPLGRAPH_FIXTURES) + "/rankings/tfranking.json");
  core::Diagnostics d;
  auto problems = load::read_tfranking_json(in, "tfranking.json", d);
  REQUIRE(problems.size() == 2);
  CHECK(problems[1].documents[1].id == "e1");
  CHECK(problems[1].documents[2].id == "e2");
  analyze::RankevalOptions options;
  options.ks = {4};
  auto s = analyze::evaluate_scored_problems("bert", problems, options);
  CHECK(s.ap == std::vector<double>{0.5, 0.5});
  CHECK(s.map == Approx(0.5));
  double ndcg_a = (7.0 / std::log2(3.0) + 3.0 / std::log2(5.0)) / (7.0 + 3.0 / std::log2(3.0));
  double ndcg_b = (1.0 / std::log2(3.0)) / 1.0;
  CHECK(s.metrics.at(2).first == "NDCG@4");
  CHECK(s.metrics.at(2).second == Approx((ndcg_a + ndcg_b) / 2));
  CHECK(s.metrics.back().second == Approx(0.5));  // MRR
  std::istringstream bad("{\"rankingProblemsOutput\": [");
  CHECK_THROWS_AS(load::read_tfranking_json(bad, "bad.json", d), core::InputError);
  std::istringstream huge(
      "1000E9011111ran");  // found by fuzz_rankings: a number past double's range
  CHECK_THROWS_AS(load::read_tfranking_json(huge, "huge.json", d), core::InputError);
}

// fixtures/reuse with fixtures/rankings/reuse.tsv (see reuse_test.cpp for the gold):
//   Q1 gold a b d, ranked b g a c d nope: (1 + 2/3 + 3/5) / 3 = 34/45 under both scorers
//   Q2 gold a b a, ranked a b: 2 / 3 listed (tg2020) = 2/3; 2 / 2 distinct (tg2019) = 1
//   Q3 gold d e zz, ranked e d: tg2020 2/3; tg2019 0 (zz missing)
//   Q4 gold f, no ranking: tg2020 0 and counted; tg2019 left out
//   q5 gold c a b, ranked C A a B (case-insensitive; a repeated): 1 under both
// MAP tg2020 (34/45 + 2/3 + 2/3 + 0 + 1) / 5 = 139/225; tg2019 (34/45 + 1 + 0 + 1) / 4 = 31/45.
// CENTRAL facts only (tg2020): Q1 a d -> (1/3 + 2/5) / 2 = 11/30; Q2 b -> 1/2; Q3 e zz -> 1/2
// -> (11/30 + 1/2 + 1/2) / 3 = 41/90.
TEST_CASE("rankeval: both MAP definitions and a role breakdown worked by hand", "[analyze]") {
  auto corpus = load_fixture("reuse");
  text::Normalizer normalizer;
  graph::CorpusGraph graph(corpus, normalizer);
  graph::ExplanationGraphs graphs(corpus, graph);
  std::ifstream in(std::string(EXPLGRAPH_FIXTURES) + "/rankings/reuse.tsv");
  core::Diagnostics d;
  core::InputAccount account;
  auto ranking = load::read_textgraphs_ranking(in, "reuse.tsv", d, account);
  analyze::RankevalOptions options;
  auto r2020 = analyze::evaluate_rankings(corpus, graphs, {ranking}, options);
  const auto& s = r2020.rankings[0];
  CHECK(s.map == Approx(139.0 / 225.0).epsilon(1e-12));
  CHECK(s.gold_questions == 5);
  CHECK(s.ranked_questions == 4);
  CHECK(s.scored_questions == 5);
  CHECK(s.missing_questions == Ids{"Q4"});
  CHECK(s.unknown_questions == Ids{"QX"});  // as written in the ranking
  CHECK(s.unknown_uids == 1);               // nope
  CHECK(s.repeated == 1);
  const auto& role = s.breakdowns[0];
  REQUIRE(role.name == "role");
  auto central = std::find_if(role.groups.begin(), role.groups.end(),
                              [](const auto& g) { return g.group == "CENTRAL"; });
  REQUIRE(central != role.groups.end());
  CHECK(central->questions == 3);
  CHECK(central->map == Approx(41.0 / 90.0));
  options.scorer = Scorer::kTg2019;
  auto r2019 = analyze::evaluate_rankings(corpus, graphs, {ranking}, options);
  CHECK(r2019.rankings[0].map == Approx(31.0 / 45.0).epsilon(1e-12));
  CHECK(r2019.rankings[0].scored_questions == 4);
}

// The primer's 10-question example: deltas +1 at questions 1, 4, 5, 7, -1 at 3, 6, 10,
// 0 elsewhere (sum +1). Enumerating the bootstrap distribution exactly: the resampled sum is
// (#plus - #minus) over 10 draws with P(+1) = 0.4, P(-1) = 0.3, P(0) = 0.3; P(sum <= 0) is
// computed below by dynamic programming (0.421732). 10,000 resamples must land within 4
// standard errors (sqrt(p(1-p)/10000) ~ 0.0049).
TEST_CASE("bootstrap: the primer's 10-question example matches the exact resampling p",
          "[analyze]") {
  std::vector<double> baseline{0, 1, 1, 0, 0, 1, 0, 1, 0, 1},
      experimental{1, 1, 0, 1, 1, 0, 1, 1, 0, 0};
  std::vector<double> deltas;
  for (std::size_t i = 0; i < 10; ++i) deltas.push_back(experimental[i] - baseline[i]);
  std::vector<double> dist(21, 0.0);  // sum from -10..10, offset 10
  dist[10] = 1.0;
  for (int draw = 0; draw < 10; ++draw) {
    std::vector<double> next(21, 0.0);
    for (int s = 0; s < 21; ++s) {
      if (dist[s] == 0) continue;
      next[s] += dist[s] * 0.3;
      if (s + 1 < 21) next[s + 1] += dist[s] * 0.4;
      if (s > 0) next[s - 1] += dist[s] * 0.3;
    }
    dist = next;
  }
  double exact = 0;
  for (int s = 0; s <= 10; ++s) exact += dist[s];
  CHECK(exact == Approx(0.42).margin(0.005));  // the "about 0.42"; the DP gives 0.421732
  auto r = analyze::paired_bootstrap(deltas, 10000, 42, analyze::Alternative::kGreater);
  CHECK(r.mean_delta == Approx(0.1));
  CHECK(std::abs(r.p_value - exact) <= 4 * std::sqrt(exact * (1 - exact) / 10000));
  auto again = analyze::paired_bootstrap(deltas, 10000, 42, analyze::Alternative::kGreater);
  CHECK(again.p_value == r.p_value);
  CHECK(r.ci_low < 0.1);
  CHECK(r.ci_high > 0.1);
}

// The SAX reader (issue #14.6): a BOM is fine; what JSON would silently get wrong is an error.
TEST_CASE("rankings: TF-Ranking JSON read through SAX, every surprise an input error", "[load]") {
  core::Diagnostics d;
  auto read = [&](const std::string& text) {
    std::istringstream in(text);
    return load::read_tfranking_output(in, "t.json", d);
  };
  auto ok = read(
      "\xEF\xBB\xBF{\"rankingProblemsOutput\": [{\"queryText\": \"q\", \"extra\": {\"nested\": [1, "
      "{\"score\": \"x\"}]},"
      " \"documents\": [{\"docText\": \"a\", \"score\": 0.5, \"relevance\": 2}, {\"docText\": "
      "\"b\", \"score\": 0.9},"
      " {\"docText\": \"c\"}]}, {\"queryText\": \"no docs\"}]}");
  REQUIRE(ok.problems.size() == 1);
  CHECK(ok.problems[0].documents.size() == 2);
  CHECK(ok.problems[0].documents[0].id == "b");  // by score
  CHECK(ok.problems[0].documents[1].relevance == 2);
  CHECK(ok.skipped_documents == 1);
  CHECK(ok.skipped_problems == 1);
  CHECK_THROWS_WITH(read("{\"rankingProblemsOutput\": [], \"rankingProblemsOutput\": []}"),
                    "t.json: error: key 'rankingProblemsOutput' appears twice in one object (the "
                    "later would silently replace the first)");
  CHECK_THROWS_WITH(
      read(
          "{\"rankingProblemsOutput\": [{\"documents\": [{\"score\": 1, \"relevance\": \"3\"}]}]}"),
      "t.json: error: ranking problem 1: a document's 'relevance' is not a number (a number in "
      "quotes?)");
  CHECK_THROWS_WITH(
      read(
          "{\"rankingProblemsOutput\": [{\"documents\": [{\"score\": 1, \"relevance\": 1e300}]}]}"),
      "t.json: error: ranking problem 1: relevance 1e+300 is outside -100…100");
  CHECK_THROWS_WITH(
      read("{\"rankingProblemsOutput\": [{\"queryText\": \"q\"}]}"),
      "t.json: error: the 'rankingProblemsOutput' list has no usable problem (1 skipped)");
  CHECK_THROWS_WITH(read("[1, 2]"),
                    "t.json: error: expected a JSON object with a 'rankingProblemsOutput' list "
                    "(TF-Ranking output)");
  CHECK_THROWS_AS(
      read("{\"rankingProblemsOutput\": [{\"documents\": [{\"score\": 1000E9011111}]}]}"),
      core::InputError);
  CHECK_THROWS_AS(read("{\"rankingProblemsOutput\": [{"), core::InputError);
}
