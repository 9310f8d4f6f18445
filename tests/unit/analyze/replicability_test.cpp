// Dror et al.'s replicability analysis, against the authors' README example and values
// worked by hand.
#include <catch2/catch.hpp>

#include <cmath>

#include "explgraph/analyze/replicability.hpp"

using namespace explgraph::analyze;

// rtmdrr/replicability-analysis-NLP's README: p = (.168, .297, .357, .019, .218, .001) at
// α = .05 gives k̂ = 1 by Bonferroni, 2 by Fisher, and Holm names the sixth dataset.
TEST_CASE("replicability: the authors' example", "[analyze]") {
  const std::vector<double> p{0.168, 0.297, 0.357, 0.019, 0.218, 0.001};
  CHECK(replicability_count(p, 0.05, Combination::kBonferroni) == 1);
  CHECK(replicability_count(p, 0.05, Combination::kFisher) == 2);
  CHECK(holm_named(p, 0.05) == std::vector<std::size_t>{5});
  // By hand: Bonferroni (N - u + 1) p(u) = 6 × .001, 5 × .019, 4 × .168, …, made monotone.
  const auto b = partial_conjunction_p_values(p, Combination::kBonferroni);
  REQUIRE(b.size() == 6);
  CHECK(b[0] == Approx(0.006));
  CHECK(b[1] == Approx(0.095));
  CHECK(b[2] == Approx(0.672));
  CHECK(b[3] == Approx(0.672));  // 3 × .218 = .654, raised to the previous
  CHECK(b[4] == Approx(0.672));  // 2 × .297 = .594
  CHECK(b[5] == Approx(0.672));  // .357
  // Fisher, u = 2: -2 Σ ln over the five largest = 19.0277…, χ² with 10 df: upper tail
  // 0.039898… (scipy.stats.chi2.sf); u = 6: χ² with 2 df of -2 ln .357 is .357.
  const auto f = partial_conjunction_p_values(p, Combination::kFisher);
  CHECK(f[1] == Approx(0.0398981364620607).epsilon(1e-9));
  CHECK(f[5] == Approx(0.357));
}

TEST_CASE("replicability: edge cases", "[analyze]") {
  CHECK(replicability_count({}, 0.05, Combination::kBonferroni) == 0);
  CHECK(holm_named({}, 0.05).empty());
  CHECK(replicability_count({0.0, 0.0}, 0.05, Combination::kFisher) == 2);
  CHECK(replicability_count({0.01, 0.02, 0.04}, 0.05, Combination::kBonferroni) ==
        3);  // .03 .04 .04
  CHECK(replicability_count({0.01, 0.03, 0.04}, 0.05, Combination::kBonferroni) == 1);  // .03 .06
  CHECK(replicability_count({0.001, 0.002, 0.004}, 0.05, Combination::kBonferroni) == 3);
  CHECK(holm_named({0.004, 0.001, 0.002}, 0.05) == std::vector<std::size_t>{1, 2, 0});
  const auto r =
      replicability("fine_type", "base", "new", {"A", "B", "C"}, {0.004, 0.5, 0.001}, false, 0.05);
  CHECK(r.k_bonferroni == 2);  // 3 × .001, 2 × .004
  CHECK_FALSE(r.k_fisher.has_value());
  CHECK_FALSE(r.fisher_refused.empty());
  CHECK(r.named == std::vector<std::string>{"C", "A"});
  const auto d =
      replicability("split", "base", "new", {"A", "B", "C"}, {0.004, 0.5, 0.001}, true, 0.05);
  REQUIRE(d.k_fisher.has_value());
  CHECK(*d.k_fisher == 2);
}
