#include "explgraph/analyze/ava.hpp"

#include <catch2/catch.hpp>
#include <cmath>
#include <sstream>

#include "explgraph/core/diagnostics.hpp"
#include "explgraph/load/ava_judgments.hpp"

using Catch::Matchers::WithinAbs;
using explgraph::analyze::AvaJudgments;

namespace {

AvaJudgments read(const std::string& text) {
  std::istringstream in(text);
  explgraph::core::Diagnostics warnings;
  return explgraph::load::read_ava_judgments(in, "j.tsv", std::nullopt, warnings);
}

}  // namespace

TEST_CASE("ava: Kendall's exact p counts permutations by inversions", "[ava]") {
  using explgraph::analyze::kendall_exact_p;
  // n = 3: 1, 2, 2, 1 permutations with 0..3 inversions; n = 4: 1, 3, 5, 6, 5, 3, 1.
  CHECK_THAT(kendall_exact_p(3, 0), WithinAbs(2.0 / 6, 1e-15));
  CHECK_THAT(kendall_exact_p(3, 3), WithinAbs(2.0 / 6, 1e-15));  // c is min(dis, tot - dis)
  CHECK_THAT(kendall_exact_p(4, 1), WithinAbs(2.0 * 4 / 24, 1e-15));
  CHECK_THAT(kendall_exact_p(4, 2), WithinAbs(2.0 * 9 / 24, 1e-15));
  CHECK(kendall_exact_p(4, 3) == 1.0);  // the middle: 4c = n(n - 1)
  CHECK(kendall_exact_p(2, 0) == 1.0);
  CHECK_THAT(kendall_exact_p(10, 0), WithinAbs(2.0 / 3628800, 1e-20));
}

TEST_CASE("ava: tau-b by hand, with and without ties", "[ava]") {
  using explgraph::analyze::kendall_tau_b;
  // 1 2 3 4 against 1 3 2 4: 5 concordant pairs, 1 discordant.
  auto k = kendall_tau_b({1, 2, 3, 4}, {1, 3, 2, 4});
  REQUIRE(k.tau);
  CHECK_THAT(*k.tau, WithinAbs(4.0 / 6, 1e-15));
  CHECK(k.method == "exact");
  CHECK_THAT(*k.p, WithinAbs(2.0 * 4 / 24, 1e-15));
  // x ties one pair: tau-b = (C - D) / sqrt((6 - 1) * 6) with C = 5, D = 0.
  k = kendall_tau_b({1, 1, 3, 4}, {1, 2, 3, 4});
  CHECK_THAT(*k.tau, WithinAbs(5.0 / std::sqrt(30.0), 1e-15));
  CHECK(k.method == "asymptotic");
  CHECK_FALSE(kendall_tau_b({1, 1, 1}, {1, 2, 3}).tau);  // a constant list
  CHECK_FALSE(kendall_tau_b({1}, {1}).tau);
}

TEST_CASE("ava: point-wise agreement by hand", "[ava]") {
  // TP 3, FP 1, FN 2, TN 4: p_o = 0.7, p_e = 0.5 * 0.4 + 0.5 * 0.6 = 0.5, kappa = 0.4.
  const auto a = explgraph::analyze::pointwise_agreement(3, 1, 2, 4);
  CHECK_THAT(a.accuracy, WithinAbs(0.7, 1e-15));
  CHECK_THAT(*a.precision, WithinAbs(0.75, 1e-15));
  CHECK_THAT(*a.recall, WithinAbs(0.6, 1e-15));
  CHECK_THAT(*a.f1, WithinAbs(6.0 / 9, 1e-15));
  CHECK_THAT(*a.cohen_kappa, WithinAbs(0.4, 1e-15));
  // Nobody says yes: F1 undefined; both always agree on no: kappa undefined.
  const auto none = explgraph::analyze::pointwise_agreement(0, 0, 0, 5);
  CHECK_FALSE(none.f1);
  CHECK_FALSE(none.cohen_kappa);
  CHECK(none.accuracy == 1.0);
}

TEST_CASE("ava: systems' accuracies, RMSE and a reproducible bootstrap", "[ava]") {
  const auto judged = read(
      "system\tquestion_id\thuman\tautomatic\n"
      "a\tq1\t1\t1\na\tq2\t1\t0\na\tq3\t0\t0\na\tq4\t0\t0\n"
      "b\tq1\t1\t1\nb\tq2\t1\t1\nb\tq3\t1\t1\nb\tq4\t0\t1\n");
  const auto r = explgraph::analyze::evaluate_evaluator(judged, {2000, 3});
  REQUIRE(r.systems.size() == 2);
  CHECK(r.systems[0].human_accuracy == 0.5);
  CHECK(r.systems[0].estimated_accuracy == 0.25);
  CHECK(r.systems[1].difference == 0.25);
  CHECK_THAT(r.rmse, WithinAbs(0.25, 1e-15));  // sqrt((0.0625 + 0.0625) / 2)
  // System a's deltas are one -1 and three 0: a resample's difference is -k/4 with
  // k ~ Binomial(4, 1/4): P(k >= 3) = 0.051 and P(k = 4) = 0.004 put the 2.5th percentile at
  // -0.75; P(k = 0) = 0.32 puts the 97.5th at 0.
  CHECK(r.systems[0].difference_low == -0.75);
  CHECK(r.systems[0].difference_high == 0.0);
  const auto again = explgraph::analyze::evaluate_evaluator(judged, {2000, 3});
  CHECK(again.rmse_sd == r.rmse_sd);
}
