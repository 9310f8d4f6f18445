#include <catch2/catch.hpp>

#include <fstream>

#include "corpus_fixture.hpp"
#include "explgraph/analyze/accuracy.hpp"
#include "explgraph/analyze/significance.hpp"

using namespace explgraph;

namespace {

load::Predictions read(const std::string& file, const std::string& name) {
  std::ifstream in(std::string(EXPLGRAPH_FIXTURES) + "/predictions/" + file);
  core::Diagnostics d;
  core::InputAccount account;
  auto p = load::read_predictions(in, file, d, account);
  p.name = name;
  return p;
}

const analyze::AccuracyGroup& group(const analyze::AccuracyResult& r, const std::string& breakdown,
                                    const std::string& name) {
  for (const auto& g : r.groups)
    if (g.breakdown == breakdown && g.group == name) return g;
  FAIL("no group " << breakdown << "/" << name);
  return r.groups.front();
}

}  // namespace

TEST_CASE("predictions: TSV with a header and JSON Lines with bad lines counted", "[load]") {
  auto a = read("a.tsv", "a");
  CHECK(a.answers.size() == 4);
  CHECK(a.answers.at("a4") == std::vector<std::string>{"1", "2"});
  std::ifstream in(std::string(EXPLGRAPH_FIXTURES) + "/predictions/b.jsonl");
  core::Diagnostics d;
  core::InputAccount account;
  auto b = load::read_predictions(in, "b.jsonl", d, account);
  CHECK(b.answers.size() == 4);  // a1 a2 a4 zz
  CHECK(b.malformed == 1);
  REQUIRE(d.items().size() == 1);
  CHECK(d.items()[0].line == 6);
  CHECK(account.lines_read == 6);
  CHECK(account.balanced());
}

// fixtures/accuracy: a1 (key A), a2 (A), a3 (key 2, text withheld), a4 (2 of (1) (2)).
//   a: a1 A -> 1, a2 B -> 0, a3 2 -> 1, a4 "1,2" -> 1/2        accuracy 2.5/4 = 0.625
//   b: a1 A -> 1, a2 A -> 1, a3 none -> 0, a4 "3" names no choice -> 0;  accuracy 0.5
// b - a per question: 0, +1, -1, -1/2 -> delta -1/8, helped 1, hurt 2, McNemar(1, 2):
//   P(X <= 1 | n = 3) = 4/8 -> p = 1.
// KINDOF cited by a1 a2 a3: a 2/3, b 2/3; CAUSE by a2 a4: a 1/4, b 1/2.
// With --role CENTRAL, KINDOF only by a1 a3: a 1, b 1/2.
// Top-down: PROP (a1 a3) a 1, b 1/2; CAUSAL (a2) a 0, b 1; MODEL (a4, "MODEL?") a 1/2, b 0.
// Grade 3 (a1 a4): a 3/4, b 1/2. Depth: a1 2, a2 1, a4 0 (its only fact reaches neither Q
// nor A); a3 has no text.
// Clusters (a fact CENTRAL in 2+ questions): k1 {a1, a3}, c1 {a2, a4}. a solves k1 only ->
// 1/2; b solves neither -> 0; k1 splits them.
TEST_CASE("accuracy: per-group figures and comparisons worked by hand", "[analyze]") {
  auto corpus = load_fixture("accuracy");
  text::Normalizer normalizer;
  graph::CorpusGraph graph(corpus, normalizer);
  graph::ExplanationGraphs graphs(corpus, graph);
  analyze::AccuracyOptions options;
  options.comparison.baseline = "a";
  options.comparison.resamples = 2000;
  auto r = analyze::compute_accuracy(corpus, graphs, {read("a.tsv", "a"), read("b.jsonl", "b")},
                                     options);
  CHECK(r.questions == 4);
  CHECK(r.scores[0].score == std::vector<double>{1, 0, 1, 0.5});
  CHECK(r.scores[1].score == std::vector<double>{1, 1, 0, 0});
  CHECK(r.scores[1].unanswered == std::vector<std::string>{"a3"});
  CHECK(r.scores[1].unknown_questions == std::vector<std::string>{"zz"});
  CHECK(r.scores[1].invalid_answers == std::vector<std::string>{"a4: 3"});
  const auto& all = group(r, "overall", "all");
  CHECK(all.accuracy == std::vector<double>{0.625, 0.5});
  REQUIRE(all.comparisons.size() == 1);
  CHECK(all.comparisons[0].paired.delta == Approx(-0.125));
  CHECK(all.comparisons[0].helped == 1);
  CHECK(all.comparisons[0].hurt == 2);
  CHECK(all.too_small);  // 4 questions, under --min-group 10: not tested, no p at all
  CHECK_FALSE(all.comparisons[0].paired.p_value);
  CHECK_FALSE(all.comparisons[0].paired.p_adjusted);
  CHECK_FALSE(all.comparisons[0].mcnemar_p);
  CHECK(r.comparisons.size() == 1);  // the solvers' table: b against the baseline a
  CHECK(r.comparisons[0].baseline == "a");
  CHECK(r.comparisons[0].other == "b");
  CHECK(r.comparisons[0].p_value);  // the table of solvers is tested whatever its size
  CHECK(group(r, "fine_type", "KINDOF").accuracy[0] == Approx(2.0 / 3.0));
  CHECK(group(r, "fine_type", "KINDOF").accuracy[1] == Approx(2.0 / 3.0));
  CHECK(group(r, "fine_type", "CAUSE").accuracy == std::vector<double>{0.25, 0.5});
  CHECK(group(r, "category", "RET").n == 3);
  CHECK(group(r, "question_type", "PROP").accuracy == std::vector<double>{1.0, 0.5});
  CHECK(group(r, "question_type", "CAUSAL").accuracy == std::vector<double>{0.0, 1.0});
  CHECK(group(r, "question_type", "MODEL").accuracy == std::vector<double>{0.5, 0.0});
  CHECK(group(r, "grade", "3").accuracy == std::vector<double>{0.75, 0.5});
  CHECK(group(r, "depth", "2").n == 1);
  CHECK(group(r, "depth", "1").n == 1);
  CHECK(group(r, "depth", "0").n == 1);
  CHECK(r.clusters.clusters == 2);
  CHECK(r.clusters.solved_share == std::vector<double>{0.5, 0.0});
  REQUIRE(r.clusters.splitting.size() == 1);
  CHECK(r.clusters.splitting[0] == "k1 (2 questions; solved by a)");

  options.role = "CENTRAL";
  auto central = analyze::compute_accuracy(corpus, graphs,
                                           {read("a.tsv", "a"), read("b.jsonl", "b")}, options);
  CHECK(group(central, "fine_type", "KINDOF").accuracy == std::vector<double>{1.0, 0.5});
  options.answered_only = true;
  auto answered = analyze::compute_accuracy(corpus, graphs,
                                            {read("a.tsv", "a"), read("b.jsonl", "b")}, options);
  CHECK(answered.questions == 3);
  CHECK(answered.questions_unanswered == 1);

  options = {};
  options.comparison.baseline = "a";
  options.min_group = 1;  // every group tested: one helped, two hurt overall
  auto tested = analyze::compute_accuracy(corpus, graphs,
                                          {read("a.tsv", "a"), read("b.jsonl", "b")}, options);
  CHECK(*group(tested, "overall", "all").comparisons[0].mcnemar_p == Approx(1.0));
  CHECK(group(tested, "overall", "all").comparisons[0].paired.p_value);
}

// n = 5, k = 0: 2 / 32; n = 12, k = 2: 2 (1 + 12 + 66) / 4096; n = 3, k = 1: capped at 1.
TEST_CASE("significance: exact McNemar and Holm by hand", "[analyze]") {
  CHECK(analyze::mcnemar_exact(5, 0) == Approx(0.0625));
  CHECK(analyze::mcnemar_exact(2, 10) == Approx(2.0 * 79.0 / 4096.0));
  CHECK(analyze::mcnemar_exact(1, 2) == Approx(1.0));
  CHECK(analyze::mcnemar_exact(0, 0) == 1.0);
  // 0.01 x 3 = 0.03; 0.03 x 2 = 0.06; 0.04 x 1 = 0.04 -> raised to 0.06 (monotone).
  auto adjusted = analyze::holm_adjust({0.01, 0.04, 0.03, std::nan("")});
  CHECK(adjusted[0] == Approx(0.03));
  CHECK(adjusted[1] == Approx(0.06));
  CHECK(adjusted[2] == Approx(0.06));
  CHECK(std::isnan(adjusted[3]));
}

// The primer's 100 questions with 2 helped and 0 hurt: a resampled mean is <= 0 exactly when
// neither helped question is drawn in 100 draws, (98/100)^100 = 0.132620 (the estimate
// (count + 1) / (R + 1) is within 1e-4 of the share).
TEST_CASE("bootstrap: the primer's 2-helped-0-hurt case and seeds", "[analyze]") {
  std::vector<double> deltas(100, 0.0);
  deltas[10] = deltas[70] = 1.0;
  const double exact = std::pow(0.98, 100);
  const double se = std::sqrt(exact * (1 - exact) / 10000);
  const auto greater = analyze::Alternative::kGreater;
  auto a = analyze::paired_bootstrap(deltas, 10000, 1, greater);
  auto b = analyze::paired_bootstrap(deltas, 10000, 2, greater);
  CHECK(std::abs(a.p_value - exact) <= 4 * se);
  CHECK(std::abs(b.p_value - exact) <= 4 * se);
  CHECK(a.p_value != b.p_value);  // different seeds, different runs
  CHECK(analyze::paired_bootstrap(deltas, 10000, 1, greater).p_value == a.p_value);
  // The same draws give every alternative: no resample mean is below 0, so p_less = 1, and
  // the two-sided p is twice the smaller tail.
  auto two = analyze::paired_bootstrap(deltas, 10000, 1);
  CHECK(two.alternative == analyze::Alternative::kTwoSided);
  CHECK(two.p_greater == a.p_value);
  CHECK(two.p_less == 1.0);
  CHECK(two.p_value == std::min(1.0, 2.0 * a.p_value));
}

// A solver far worse than the baseline (the case: every resampled mean is negative)
// must come out significant two-sided and with p = 1 one-sided "greater".
TEST_CASE("bootstrap: a much worse solver is significant two-sided and under 'less'", "[analyze]") {
  std::vector<double> deltas(100, 0.0);
  for (std::size_t i = 0; i < 30; ++i) deltas[i] = -1.0;  // 30 hurt, 0 helped
  // P(resample mean >= 0) = P(no hurt item drawn in 100 draws) = 0.7^100 = 3.2e-16: never seen.
  auto two = analyze::paired_bootstrap(deltas, 10000, 1);
  // No resample crosses 0, and still no p is 0: the least is 1 / (R + 1).
  CHECK(two.p_greater == 1.0);
  CHECK(two.p_less == 1.0 / 10001.0);
  CHECK(two.p_value == 2.0 / 10001.0);
  CHECK(analyze::paired_bootstrap(deltas, 10000, 1, analyze::Alternative::kGreater).p_value == 1.0);
  CHECK(analyze::paired_bootstrap(deltas, 10000, 1, analyze::Alternative::kLess).p_value ==
        1.0 / 10001.0);
  CHECK(two.mean_delta == Approx(-0.3));
}
