#include "explgraph/analyze/significance.hpp"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace explgraph::analyze {

double mcnemar_exact(std::size_t b, std::size_t c) {
  const std::size_t n = b + c;
  if (n == 0) return 1.0;
  const std::size_t k = std::min(b, c);
  // P(X <= k) = sum_i C(n, i) / 2^n, in logs to stay exact enough for large n.
  double tail = 0.0;
  for (std::size_t i = 0; i <= k; ++i)
    tail += std::exp(
        std::lgamma(static_cast<double>(n) + 1) - std::lgamma(static_cast<double>(i) + 1) -
        std::lgamma(static_cast<double>(n - i) + 1) - static_cast<double>(n) * std::log(2.0));
  return std::min(1.0, 2.0 * tail);
}

namespace {

// The positions of the tested (non-NaN) p-values, smallest p first.
std::vector<std::size_t> ascending_tested(const std::vector<double>& p) {
  std::vector<std::size_t> order;
  for (std::size_t i = 0; i < p.size(); ++i)
    if (!std::isnan(p[i])) order.push_back(i);
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t a, std::size_t b) { return p[a] < p[b]; });
  return order;
}

}  // namespace

std::vector<double> holm_adjust(const std::vector<double>& p) {
  const auto order = ascending_tested(p);
  std::vector<double> adjusted(p.size(), std::nan(""));
  const double m = static_cast<double>(order.size());
  double running = 0.0;
  for (std::size_t j = 0; j < order.size(); ++j) {
    running = std::max(running, std::min(1.0, (m - static_cast<double>(j)) * p[order[j]]));
    adjusted[order[j]] = running;
  }
  return adjusted;
}

std::vector<double> bh_adjust(const std::vector<double>& p) {
  const auto order = ascending_tested(p);
  std::vector<double> adjusted(p.size(), std::nan(""));
  const double m = static_cast<double>(order.size());
  double running = 1.0;
  for (std::size_t j = order.size(); j-- > 0;) {
    running = std::min(running, m * p[order[j]] / static_cast<double>(j + 1));
    adjusted[order[j]] = running;
  }
  return adjusted;
}

std::pair<double, double> wilson_interval(double p, std::size_t n) {
  if (n == 0) return {0.0, 0.0};
  const double z = 1.96, nn = static_cast<double>(n), z2 = z * z;
  double center = (p + z2 / (2 * nn)) / (1 + z2 / nn);
  double half = z * std::sqrt(p * (1 - p) / nn + z2 / (4 * nn * nn)) / (1 + z2 / nn);
  return {std::max(0.0, center - half), std::min(1.0, center + half)};
}

}  // namespace explgraph::analyze
