#include "explgraph/analyze/power.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <boost/math/distributions/binomial.hpp>

#include <cmath>
#include <vector>
#include "explgraph/core/random.hpp"

#include "explgraph/analyze/bootstrap.hpp"
#include "explgraph/core/errors.hpp"

using namespace explgraph;
using analyze::Alternative;

namespace {

__extension__ using Exact = unsigned __int128;

// P(H <= U) and P(H >= U) as exact fractions over n^n: every resample is a sequence of n
// draws, so the count of sequences with H helped and U hurt draws is the multinomial
// n! / (H! U! Z!) times helped^H hurt^U unchanged^Z. Independent of the Binomial split the
// implementation uses.
struct Fractions {
  Exact at_most = 0, at_least = 0, total = 1;
};
Fractions enumerate(unsigned n, unsigned helped, unsigned hurt) {
  const unsigned same = n - helped - hurt;
  std::vector<std::vector<Exact>> choose(n + 1, std::vector<Exact>(n + 1, 0));
  for (unsigned i = 0; i <= n; ++i) {
    choose[i][0] = 1;
    for (unsigned j = 1; j <= i; ++j) choose[i][j] = choose[i - 1][j - 1] + choose[i - 1][j];
  }
  auto power = [](Exact base, unsigned e) {
    Exact r = 1;
    while (e-- > 0) r *= base;
    return r;
  };
  Fractions f;
  f.total = power(n, n);
  for (unsigned h = 0; h <= n; ++h)
    for (unsigned u = 0; h + u <= n; ++u) {
      const Exact count = choose[n][h] * choose[n - h][u] * power(helped, h) * power(hurt, u) *
                          power(same, n - h - u);
      if (h <= u) f.at_most += count;
      if (h >= u) f.at_least += count;
    }
  return f;
}

double ratio(Exact a, Exact b) {
  return static_cast<double>(static_cast<long double>(a) / static_cast<long double>(b));
}

}  // namespace

TEST_CASE("power: the primer's 10-question example and the 2-of-100 best case", "[power]") {
  // 4 of 10 helped, 3 hurt: the primer's worked example gives 0.421732 (and the exact
  // fraction 421732332 / 10^9).
  auto ten = analyze::exact_paired_bootstrap(10, 4, 3);
  CHECK(ten.p_greater == Approx(0.421732332).epsilon(1e-12));
  // 2 helped of 100, none hurt: a resample mean is <= 0 only when both helped items are
  // left out, (98/100)^100 = 0.1326 ("still approximately 0.13").
  auto hundred = analyze::exact_paired_bootstrap(100, 2, 0);
  CHECK(hundred.p_greater == Approx(std::pow(0.98, 100)).epsilon(1e-12));
  CHECK(hundred.p_less == 1.0);  // never below 0: every resample mean is >= 0
  CHECK(hundred.p_two_sided == Approx(2 * std::pow(0.98, 100)).epsilon(1e-12));
}

TEST_CASE("power: hand-worked small cases", "[power]") {
  // n = 2, one helped, one hurt: of the 4 ordered resamples only (+,+) has a mean above 0,
  // only (-,-) below; both tails 3/4 and the two-sided p is capped at 1.
  auto two = analyze::exact_paired_bootstrap(2, 1, 1);
  CHECK(two.p_greater == Approx(0.75));
  CHECK(two.p_less == Approx(0.75));
  CHECK(two.p_two_sided == 1.0);
  // n = 3, one helped: mean <= 0 only when the helped item is never drawn, (2/3)^3.
  CHECK(analyze::exact_paired_bootstrap(3, 1, 0).p_greater == Approx(8.0 / 27).epsilon(1e-14));
  // Nothing changed: every resample mean is 0, both tails are 1.
  auto none = analyze::exact_paired_bootstrap(50, 0, 0);
  CHECK(none.p_greater == 1.0);
  CHECK(none.p_less == 1.0);
  // Every item helped: no resample mean is <= 0.
  CHECK(analyze::exact_paired_bootstrap(7, 7, 0).p_greater == 0.0);
  // Helped and hurt swap the tails.
  auto a = analyze::exact_paired_bootstrap(40, 9, 4), b = analyze::exact_paired_bootstrap(40, 4, 9);
  CHECK(a.p_greater == Approx(b.p_less).epsilon(1e-13));
  CHECK(a.p_less == Approx(b.p_greater).epsilon(1e-13));
}

TEST_CASE("power: agrees with exact rational arithmetic on every split of small n", "[power]") {
  for (unsigned n = 1; n <= 16; ++n)
    for (unsigned helped = 0; helped <= n; ++helped)
      for (unsigned hurt = 0; helped + hurt <= n; ++hurt) {
        const auto exact = enumerate(n, helped, hurt);
        const auto p = analyze::exact_paired_bootstrap(n, helped, hurt);
        INFO("n " << n << " helped " << helped << " hurt " << hurt);
        CHECK(p.p_greater ==
              Approx(ratio(exact.at_most, exact.total)).epsilon(1e-12).margin(1e-300));
        CHECK(p.p_less == Approx(ratio(exact.at_least, exact.total)).epsilon(1e-12).margin(1e-300));
      }
}

namespace {

// P(H <= U) and P(H >= U) summed over every m in long double (64-bit mantissa) with Boost's
// binomial, each tail in the parameter hurt/changed: no recurrence, no early stop. Slow, but
// independent of how the implementation walks its terms and when it re-anchors.
std::pair<long double, long double> long_double_sum(std::size_t n, std::size_t helped,
                                                    std::size_t hurt) {
  using LD = long double;
  using boost::math::binomial_distribution;
  const std::size_t changed = helped + hurt;
  const LD c = static_cast<LD>(changed) / n, q = static_cast<LD>(hurt) / changed;
  LD at_most = 0, at_least = 0;
  for (std::size_t m = 0; m <= n; ++m) {
    const LD w = changed == n ? (m == n ? 1 : 0) : pdf(binomial_distribution<LD>(n, c), m);
    LD low = 1, high = 1;  // P(H <= m/2), P(H >= ceil(m/2)); U = m - H ~ Bin(m, q)
    if (m > 0 && hurt == 0) high = 1, low = 0;
    if (m > 0 && helped == 0) low = 1, high = 0;
    if (m > 0 && hurt > 0 && helped > 0) {
      const binomial_distribution<LD> u(m, q);
      low = cdf(complement(u, static_cast<LD>(m - m / 2 - 1)));  // U >= m - floor(m/2)
      high = cdf(u, static_cast<LD>(m - (m + 1) / 2));           // U <= m - ceil(m/2)
    }
    at_most += w * low;
    at_least += w * high;
  }
  return {at_most, at_least};
}

}  // namespace

TEST_CASE("power: agrees with a long-double sum over every m on large and lopsided splits",
          "[power]") {
  struct Case {
    std::size_t n, helped, hurt;
  };
  // Lopsided splits (a share near 1 loses digits when 1 - share is taken from it), every
  // item changed, and the report's sizes; the terms are carried by recurrences between exact
  // evaluations, so these reach far past kAnchorEvery terms on both sides of the mode.
  for (const auto& c :
       {Case{60, 1, 59}, Case{60, 59, 1}, Case{58, 56, 1}, Case{1431, 534, 20}, Case{1431, 20, 534},
        Case{1680, 8, 0}, Case{1680, 0, 8}, Case{1680, 185, 84}, Case{1680, 84, 84},
        Case{921, 101, 100}, Case{2187, 1712, 360}, Case{2708, 617, 1756}, Case{541, 541, 0},
        Case{218, 109, 109}, Case{5000, 2, 1}, Case{5000, 2500, 2499}}) {
    const auto [at_most, at_least] = long_double_sum(c.n, c.helped, c.hurt);
    const auto p = analyze::exact_paired_bootstrap(c.n, c.helped, c.hurt);
    INFO("n " << c.n << " helped " << c.helped << " hurt " << c.hurt);
    CHECK(p.p_greater == Approx(static_cast<double>(at_most)).epsilon(1e-12).margin(1e-300));
    CHECK(p.p_less == Approx(static_cast<double>(at_least)).epsilon(1e-12).margin(1e-300));
  }
}

TEST_CASE("power: the Monte-Carlo bootstrap converges to the exact value", "[power]") {
  struct Case {
    std::size_t n, helped, hurt;
  };
  for (const auto& c : {Case{2000, 60, 30}, Case{500, 25, 10}, Case{3000, 80, 60}}) {
    std::vector<double> deltas(c.n, 0.0);
    for (std::size_t i = 0; i < c.helped; ++i) deltas[i] = 1.0;
    for (std::size_t i = 0; i < c.hurt; ++i) deltas[c.helped + i] = -1.0;
    const std::size_t resamples = 4000;
    auto simulated = analyze::paired_bootstrap(deltas, resamples, 7);
    auto exact = analyze::exact_paired_bootstrap(c.n, c.helped, c.hurt);
    INFO("n " << c.n << " helped " << c.helped << " hurt " << c.hurt);
    for (auto [mc, p] : {std::pair{simulated.p_greater, exact.p_greater},
                         std::pair{simulated.p_less, exact.p_less}}) {
      const double standard_error = std::sqrt(p * (1 - p) / static_cast<double>(resamples));
      CHECK(std::abs(mc - p) <= 4 * standard_error + 1e-4);
    }
  }
}

// The deltas take few values, so paired_bootstrap draws multinomial counts: with five values
// (1/k credit gives halves) its p and interval must match resampling item by item, done
// here by hand, within Monte-Carlo error.
TEST_CASE("bootstrap: drawing counts matches resampling item by item", "[power]") {
  std::vector<double> deltas(1200, 0.0);
  for (std::size_t i = 0; i < 50; ++i) deltas[i] = 1.0;
  for (std::size_t i = 50; i < 80; ++i) deltas[i] = -1.0;
  for (std::size_t i = 80; i < 100; ++i) deltas[i] = 0.5;
  for (std::size_t i = 100; i < 130; ++i) deltas[i] = -0.5;
  const std::size_t resamples = 20000;
  const auto counts = analyze::paired_bootstrap(deltas, resamples, 11);
  core::Random random(12);
  std::vector<double> means(resamples);
  std::size_t at_most_zero = 0;
  for (auto& mean : means) {
    double sum = 0;
    for (std::size_t i = 0; i < deltas.size(); ++i) sum += deltas[random.below(deltas.size())];
    mean = sum / static_cast<double>(deltas.size());
    at_most_zero += mean <= 1e-12;
  }
  const double p_items = static_cast<double>(at_most_zero) / resamples;
  const double standard_error = std::sqrt(p_items * (1 - p_items) / resamples);
  CHECK(std::abs(counts.p_greater - p_items) <= 4 * std::sqrt(2.0) * standard_error + 1e-4);
  std::sort(means.begin(), means.end());
  // The 2.5% and 97.5% points agree to well within the spread of the means (sd ~ 0.0062).
  CHECK(std::abs(counts.ci_low - means[499]) < 0.0015);
  CHECK(std::abs(counts.ci_high - means[19499]) < 0.0015);
  CHECK(counts.mean_delta == Approx((50 - 30 + 10 - 15) / 1200.0));
}

TEST_CASE("power: the minimum detectable gain is the first gain whose p reaches alpha", "[power]") {
  for (std::size_t n : {5, 10, 37, 100, 500, 2000})
    for (std::size_t hurt : {0, 1, 3, 20})
      for (auto alternative : {Alternative::kTwoSided, Alternative::kGreater})
        for (double alpha : {0.05, 0.01}) {
          INFO("n " << n << " hurt " << hurt << " alpha " << alpha);
          std::optional<std::size_t> scan;  // brute force: every gain in turn
          for (std::size_t g = 1; 2 * hurt + g <= n && !scan; ++g)
            if (analyze::exact_paired_bootstrap(n, g + hurt, hurt).p(alternative) <= alpha)
              scan = g;
          CHECK(analyze::minimum_detectable_gain(n, hurt, alpha, alternative) == scan);
        }
  // Best case at n = 100: 4 helped items are needed (two-sided p 0.0337; 3 give 0.095).
  CHECK(analyze::minimum_detectable_gain(100, 0, 0.05, Alternative::kTwoSided) == 4u);
  CHECK(analyze::minimum_detectable_gain(100, 0, 0.05, Alternative::kGreater) == 3u);
  // Ten questions and three hurt: no gain is enough.
  CHECK_FALSE(analyze::minimum_detectable_gain(10, 3, 0.05, Alternative::kTwoSided));
}

TEST_CASE("power: shares become items by rounding halves up", "[power]") {
  CHECK(analyze::items_of(0.035, 100) == 4u);  // 3.5000000000000004 and 3.4999… alike
  CHECK(analyze::items_of(0.07, 100) == 7u);
  CHECK(analyze::items_of(0.005, 100) == 1u);
  CHECK(analyze::items_of(0.0049, 100) == 0u);
  CHECK(analyze::items_of(0.02, 500) == 10u);
}

TEST_CASE("power: a sweep follows n, then hurt, then effect, and refuses impossible splits",
          "[power]") {
  analyze::PowerOptions options;
  options.ns = {100, 500};
  options.effects = {0.0, 0.05};
  options.hurts = {0.0, 0.02};
  auto r = analyze::compute_power(options);
  REQUIRE(r.points.size() == 8);
  REQUIRE(r.detectable.size() == 4);
  CHECK(r.points[3].n == 100);
  CHECK(r.points[3].hurt == 0.02);
  CHECK(r.points[3].effect == 0.05);
  CHECK(r.points[3].helped_items == 7);
  CHECK(r.points[3].hurt_items == 2);
  CHECK(r.points[3].p.p_greater == analyze::exact_paired_bootstrap(100, 7, 2).p_greater);
  CHECK(r.points[0].significant == false);  // no gain
  CHECK(r.detectable[1].gain ==
        analyze::minimum_detectable_gain(100, 2, 0.05, Alternative::kTwoSided));
  options.ns = {10};
  options.effects = {0.5};
  options.hurts = {0.3};  // 8 helped + 3 hurt of 10
  CHECK_THROWS_AS(analyze::compute_power(options), core::UsageError);
}
