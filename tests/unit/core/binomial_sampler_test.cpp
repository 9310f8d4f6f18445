#include <catch2/catch.hpp>

#include <cmath>
#include <vector>

#include "explgraph/core/binomial_sampler.hpp"

using explgraph::core::BinomialSampler;
using explgraph::core::Random;

namespace {

// Exact Binomial(n, p) pmf by the product formula in long double.
std::vector<double> exact_pmf(std::uint64_t n, double p) {
  std::vector<double> pmf(n + 1);
  for (std::uint64_t k = 0; k <= n; ++k) {
    long double log_choose = std::lgamma(static_cast<long double>(n) + 1) -
                             std::lgamma(static_cast<long double>(k) + 1) -
                             std::lgamma(static_cast<long double>(n - k) + 1);
    pmf[k] = static_cast<double>(std::exp(log_choose + k * std::log(static_cast<long double>(p)) +
                                          (n - k) * std::log1p(-static_cast<long double>(p))));
  }
  return pmf;
}

// Pearson's chi-square of `draws` draws against the exact pmf, cells with expectation < 5
// pooled into their neighbour; returns (statistic, degrees of freedom).
std::pair<double, int> chi_square(std::uint64_t n, double p, std::size_t draws,
                                  std::uint64_t seed) {
  Random random(seed);
  BinomialSampler sampler;
  std::vector<double> observed(n + 1, 0);
  std::size_t out_of_range = 0;
  for (std::size_t i = 0; i < draws; ++i) {
    const auto k = sampler.draw(random, n, p);
    if (k > n)
      ++out_of_range;
    else
      ++observed[k];
  }
  REQUIRE(out_of_range == 0);
  const auto pmf = exact_pmf(n, p);
  double statistic = 0, expected = 0, seen = 0;
  int cells = 0;
  for (std::uint64_t k = 0; k <= n; ++k) {
    expected += pmf[k] * static_cast<double>(draws);
    seen += observed[k];
    if (expected >= 5 || k == n) {
      statistic += (seen - expected) * (seen - expected) / std::max(expected, 1e-300);
      expected = seen = 0;
      ++cells;
    }
  }
  return {statistic, cells - 1};
}

}  // namespace

TEST_CASE("binomial sampler: draws follow the exact pmf (chi-square)", "[random]") {
  // For each case the statistic must stay below the 0.999 quantile, approximated by
  // df + 3.1 sqrt(2 df) + 10 (Wilson-Hilferty is tighter; this errs towards passing only
  // draws that are right, at a fixed seed).
  for (auto [n, p] : std::vector<std::pair<std::uint64_t, double>>{
           {1, 0.3}, {10, 0.5}, {40, 0.05}, {200, 0.9}, {1680, 0.036}, {5000, 0.5}}) {
    INFO("n = " << n << ", p = " << p);
    const auto [statistic, df] = chi_square(n, p, 200'000, 7);
    CHECK(statistic < df + 3.1 * std::sqrt(2.0 * df) + 10);
  }
}

TEST_CASE("binomial sampler: edges and seeds", "[random]") {
  Random random(1);
  BinomialSampler sampler;
  CHECK(sampler.draw(random, 0, 0.5) == 0);
  CHECK(sampler.draw(random, 10, 0.0) == 0);
  CHECK(sampler.draw(random, 10, 1.0) == 10);
  Random a(42), b(42);
  BinomialSampler sa, sb;
  for (int i = 0; i < 100; ++i) CHECK(sa.draw(a, 1000, 0.2) == sb.draw(b, 1000, 0.2));
  // Mean of many draws of Binomial(1000, 0.2): 200 within 5 standard errors.
  Random c(3);
  double sum = 0;
  for (int i = 0; i < 100'000; ++i) sum += static_cast<double>(sampler.draw(c, 1000, 0.2));
  CHECK(std::abs(sum / 100'000 - 200) < 5 * std::sqrt(160.0 / 100'000));
}
