#include <catch2/catch.hpp>
#include <cmath>

#include "explgraph/analyze/comparisons.hpp"
#include "explgraph/analyze/significance.hpp"
#include "explgraph/core/errors.hpp"

using namespace explgraph;
using analyze::Alternative;

namespace {

// Ten paired differences, one of them 0. The reference values below are scipy 1.10's and
// statsmodels 0.13's, computed independently of explgraph:
//   d = np.array([0.5, -0.25, 1.0, 0.75, 0.0, 0.3, -0.1, 0.9, 0.2, 0.45])
//   scipy.stats.ttest_1samp(d, 0, alternative=alt).pvalue
//   scipy.stats.permutation_test((d,), lambda x, axis: np.sum(x, axis=axis),
//       permutation_type='samples', alternative=alt, n_resamples=np.inf).pvalue
//   d.mean() / d.std(ddof=1)
const std::vector<double> kDeltas{0.5, -0.25, 1.0, 0.75, 0.0, 0.3, -0.1, 0.9, 0.2, 0.45};

// Brute force, written apart from the library's two-halves enumeration: every sign pattern
// of the non-zero differences, the sum recomputed from scratch.
double brute_force_two_sided(const std::vector<double>& deltas) {
  std::vector<double> nonzero;
  double observed = 0;
  for (double d : deltas)
    if (d != 0) nonzero.push_back(d), observed += d;
  std::size_t count = 0, patterns = std::size_t{1} << nonzero.size();
  for (std::size_t mask = 0; mask < patterns; ++mask) {
    double s = 0;
    for (std::size_t i = 0; i < nonzero.size(); ++i)
      s += (mask >> i & 1) ? -std::abs(nonzero[i]) : std::abs(nonzero[i]);
    count += std::abs(s) >= std::abs(observed) - 1e-9;
  }
  return static_cast<double>(count) / static_cast<double>(patterns);
}

}  // namespace

TEST_CASE("comparisons: the paired t-test equals scipy's to 1e-9", "[analyze]") {
  auto two = analyze::t_test(kDeltas, Alternative::kTwoSided);
  REQUIRE(two.p);
  CHECK(two.exact);
  CHECK(std::abs(*two.p - 0.020916430565488125) < 1e-9);
  CHECK(std::abs(*analyze::t_test(kDeltas, Alternative::kGreater).p - 0.010458215282744062) < 1e-9);
  CHECK(std::abs(*analyze::t_test(kDeltas, Alternative::kLess).p - 0.989541784717256) < 1e-9);
  // Undefined: fewer than two differences, or all equal (sd 0).
  CHECK_FALSE(analyze::t_test({0.5}, Alternative::kTwoSided).p);
  CHECK_FALSE(analyze::t_test({1, 1, 1}, Alternative::kTwoSided).p);
  CHECK_FALSE(analyze::t_test({0, 0, 0}, Alternative::kTwoSided).p);
  // A huge t: the p is tiny but never 0.
  std::vector<double> far(200, 1.0);
  far[0] = 1.0000001;
  CHECK(*analyze::t_test(far, Alternative::kTwoSided).p > 0);
}

TEST_CASE("comparisons: the exact permutation test equals scipy's and brute force", "[analyze]") {
  auto two = analyze::permutation_test(kDeltas, Alternative::kTwoSided, 100, 1);
  REQUIRE(two.p);
  CHECK(two.exact);
  CHECK(std::abs(*two.p - 0.02734375) < 1e-9);  // 14 of 512 sign patterns
  CHECK(std::abs(*two.p - brute_force_two_sided(kDeltas)) < 1e-12);
  CHECK(std::abs(*analyze::permutation_test(kDeltas, Alternative::kGreater, 100, 1).p -
                 0.013671875) < 1e-9);
  CHECK(std::abs(*analyze::permutation_test(kDeltas, Alternative::kLess, 100, 1).p - 0.98828125) <
        1e-9);
  // 20 non-zero differences: still enumerated (2^20 patterns), against brute force.
  std::vector<double> twenty;
  for (int i = 0; i < 20; ++i) twenty.push_back((i % 3 == 0 ? -0.5 : 1.0) * (1 + i % 4));
  auto exact = analyze::permutation_test(twenty, Alternative::kTwoSided, 100, 1);
  CHECK(exact.exact);
  CHECK(std::abs(*exact.p - brute_force_two_sided(twenty)) < 1e-12);
  // No non-zero difference: p = 1 (the one pattern is as extreme as itself).
  CHECK(*analyze::permutation_test({0, 0, 0}, Alternative::kTwoSided, 100, 1).p == 1.0);
}

TEST_CASE("comparisons: a Monte-Carlo permutation p is (count + 1) / (R + 1)", "[analyze]") {
  // 30 differences all +1: only the all-positive pattern reaches the observed sum, which
  // random patterns (probability 2^-29 two-sided) essentially never hit: p = 1 / (R + 1).
  std::vector<double> all_helped(30, 1.0);
  auto p = analyze::permutation_test(all_helped, Alternative::kTwoSided, 999, 7);
  CHECK_FALSE(p.exact);
  CHECK(*p.p == 1.0 / 1000.0);
  // Many ties around zero: close to the exact distribution. 25 of +1 and 25 of -1: p = 1.
  std::vector<double> balanced;
  for (int i = 0; i < 50; ++i) balanced.push_back(i % 2 ? 1.0 : -1.0);
  CHECK(*analyze::permutation_test(balanced, Alternative::kTwoSided, 2000, 3).p == 1.0);
  // 25 helped, 5 hurt (one magnitude: drawn as Binomial(30, 1/2) negatives): the exact p is
  // P(|30 - 2B| >= 20) = 2 P(B <= 5) = 2 (1 + 30 + 435 + 4060 + 27405 + 142506) / 2^30 = 2 x 174437
  // / 2^30.
  std::vector<double> mostly_helped(25, 1.0);
  mostly_helped.insert(mostly_helped.end(), 5, -1.0);
  const double exact = 2.0 * 174437.0 / std::pow(2.0, 30);
  const std::size_t r = 200000;
  const double estimate = *analyze::permutation_test(mostly_helped, Alternative::kTwoSided, r, 5).p;
  CHECK(std::abs(estimate - exact) <= 4 * std::sqrt(exact / r) + 1.0 / r);
  // The same seed gives the same p.
  std::vector<double> mixed;
  for (int i = 0; i < 40; ++i) mixed.push_back(i % 5 == 0 ? -1.0 : (i % 3 == 0 ? 0.5 : 0.0));
  mixed.push_back(1.0);
  mixed.push_back(1.0);
  for (int i = 0; i < 20; ++i) mixed.push_back(0.25);
  CHECK(*analyze::permutation_test(mixed, Alternative::kTwoSided, 5000, 11).p ==
        *analyze::permutation_test(mixed, Alternative::kTwoSided, 5000, 11).p);
}

TEST_CASE("comparisons: Wilcoxon's signed-rank test equals scipy's", "[analyze]") {
  // scipy 1.10: scipy.stats.wilcoxon(d, alternative=alt).pvalue. Exact: at most 50
  // differences, none zero, no ties; the third has zeros and ties: the normal approximation.
  const std::vector<double> exact{0.5, -0.25, 1.5, 2.0, -3.0, 0.75, 1.25, 2.5};
  const std::vector<double> all_positive{0.1, 0.2, 0.3, 0.4, 0.5};
  const std::vector<double> approx{1, 1, -1, 0, 1, 2, 2, -2, 1, 0, 3, 1};
  struct Case {
    const std::vector<double>* d;
    Alternative alternative;
    double p;
    bool exact;
  };
  for (const auto& c : {Case{&exact, Alternative::kTwoSided, 0.25, true},
                        Case{&exact, Alternative::kGreater, 0.125, true},
                        Case{&exact, Alternative::kLess, 0.90234375, true},
                        Case{&all_positive, Alternative::kTwoSided, 0.0625, true},
                        Case{&all_positive, Alternative::kGreater, 0.03125, true},
                        Case{&all_positive, Alternative::kLess, 1.0, true},
                        Case{&approx, Alternative::kTwoSided, 0.09416784827730289, false},
                        Case{&approx, Alternative::kGreater, 0.047083924138651444, false},
                        Case{&approx, Alternative::kLess, 0.9529160758613485, false}}) {
    const auto p = analyze::wilcoxon_test(*c.d, c.alternative);
    REQUIRE(p.p);
    CHECK(*p.p == Approx(c.p).margin(1e-12));
    CHECK(p.exact == c.exact);
  }
  CHECK_FALSE(analyze::wilcoxon_test({0, 0, 0}, Alternative::kTwoSided).p);  // scipy refuses
}

TEST_CASE("comparisons: the sign test equals scipy's binomtest", "[analyze]") {
  // scipy.stats.binomtest(b, b + c, alternative=alt).pvalue; b positive, c negative.
  auto deltas = [](std::size_t b, std::size_t c) {
    std::vector<double> d(b, 0.5);
    d.insert(d.end(), c, -1.0);
    d.push_back(0);  // zeros are left out
    return d;
  };
  struct Case {
    std::size_t b, c;
    Alternative alternative;
    double p;
  };
  for (const auto& c :
       {Case{7, 2, Alternative::kTwoSided, 0.1796875},
        Case{7, 2, Alternative::kGreater, 0.08984375}, Case{7, 2, Alternative::kLess, 0.98046875},
        Case{10, 10, Alternative::kTwoSided, 1.0},
        Case{10, 10, Alternative::kGreater, 0.5880985260009766},
        Case{1, 9, Alternative::kTwoSided, 0.021484375},
        Case{1, 9, Alternative::kGreater, 0.9990234375},
        Case{1, 9, Alternative::kLess, 0.0107421875}}) {
    const auto p = analyze::sign_test(deltas(c.b, c.c), c.alternative);
    CHECK(*p.p == Approx(c.p).margin(1e-12));
    CHECK(p.exact);
  }
  CHECK(*analyze::sign_test({0, 0}, Alternative::kTwoSided).p == 1.0);
}

TEST_CASE("comparisons: effect size is the mean over the sample SD", "[analyze]") {
  CHECK(std::abs(*analyze::effect_size(kDeltas) - 0.8835426692692491) < 1e-12);
  CHECK_FALSE(analyze::effect_size({1.0}));
  CHECK_FALSE(analyze::effect_size({0.5, 0.5}));
}

// statsmodels.stats.multitest.multipletests(p, method='fdr_bh' / 'holm')[1]
TEST_CASE("comparisons: Holm and Benjamini-Hochberg equal statsmodels", "[analyze]") {
  const std::vector<double> p{0.01, 0.04, 0.03, 0.005, 0.2};
  const std::vector<double> bh{0.025, 0.05, 0.05, 0.025, 0.2}, holm{0.04, 0.09, 0.09, 0.025, 0.2};
  const auto got_bh = analyze::bh_adjust(p), got_holm = analyze::holm_adjust(p);
  for (std::size_t i = 0; i < p.size(); ++i) {
    CHECK(std::abs(got_bh[i] - bh[i]) < 1e-12);
    CHECK(std::abs(got_holm[i] - holm[i]) < 1e-12);
  }
  auto untested = analyze::bh_adjust({0.02, std::nan(""), 0.04});
  CHECK(untested[0] == Approx(0.04));
  CHECK(std::isnan(untested[1]));
  CHECK(untested[2] == Approx(0.04));
}

TEST_CASE("comparisons: which pairs, and the options' checks", "[analyze]") {
  const std::vector<std::string> systems{"a", "b", "c"};
  analyze::ComparisonOptions o;
  CHECK(analyze::comparison_pairs(systems, o, false).empty());
  using Pairs = std::vector<std::pair<std::size_t, std::size_t>>;
  CHECK(analyze::comparison_pairs(systems, o, true) == Pairs{{0, 1}, {0, 2}});
  o.baseline = "b";
  CHECK(analyze::comparison_pairs(systems, o, false) == Pairs{{1, 0}, {1, 2}});
  o.baseline = "z";
  CHECK_THROWS_WITH(analyze::comparison_pairs(systems, o, false),
                    "--baseline: none of the systems compared ('a', 'b', 'c') is named 'z'");
  o.baseline.clear();
  o.all_pairs = true;
  CHECK(analyze::comparison_pairs(systems, o, false) == Pairs{{0, 1}, {0, 2}, {1, 2}});
  o.baseline = "a";
  CHECK_THROWS_AS(o.check(), core::UsageError);
  o.baseline.clear();
  o.resamples = 0;
  CHECK_THROWS_AS(o.check(), core::UsageError);
  o.resamples = 10;
  o.alpha = 1.5;
  CHECK_THROWS_AS(o.check(), core::UsageError);
  CHECK_THROWS_WITH(
      analyze::parse_test("mann-whitney"),
      "--test: expected bootstrap, permutation, t, wilcoxon or sign, found 'mann-whitney'");
  CHECK(analyze::parse_correction("bh") == analyze::Correction::kBenjaminiHochberg);
}

TEST_CASE("comparisons: compare_paired and the table's adjusted p", "[analyze]") {
  analyze::ComparisonOptions o;
  o.test = analyze::PairedTest::kT;
  o.resamples = 500;
  std::vector<analyze::PairedComparison> cs{analyze::compare_paired("a", "b", kDeltas, o),
                                            analyze::compare_paired("a", "c", {1, 1, 1}, o)};
  CHECK(cs[0].delta == Approx(0.375));
  CHECK(cs[0].items == 10);
  CHECK(cs[0].bootstrap.ci_low < cs[0].delta);
  CHECK(cs[0].bootstrap.ci_high > cs[0].delta);
  CHECK_FALSE(cs[1].p_value);  // the t-test is undefined on constant differences
  analyze::adjust_p_values(cs, analyze::Correction::kHolm);
  CHECK(*cs[0].p_adjusted == *cs[0].p_value);  // one tested comparison: nothing to adjust
  CHECK_FALSE(cs[1].p_adjusted);
  CHECK(analyze::significantly_better(cs[0], 0.05) == 1);
  CHECK(analyze::significantly_better(cs[0], 0.01) == 0);
}
