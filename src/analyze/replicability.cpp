#include "explgraph/analyze/replicability.hpp"

#include <algorithm>
#include <cmath>
#include <numeric>

#include <boost/math/distributions/chi_squared.hpp>

namespace explgraph::analyze {
namespace {

// The p-value that fewer than u of the groups differ, from the N - u + 1 largest p-values
// (`largest`, in any order).
double partial_conjunction(const std::vector<double>& largest, std::size_t n, std::size_t u,
                           Combination how) {
  const double count = static_cast<double>(n - u + 1);
  if (how == Combination::kBonferroni)
    return std::min(1.0, count * *std::min_element(largest.begin(), largest.end()));
  double statistic = 0;
  for (double p : largest) statistic -= 2 * std::log(p);
  if (std::isinf(statistic)) return 0;  // a p of 0
  const boost::math::chi_squared chi2(2 * count);
  return boost::math::cdf(boost::math::complement(chi2, statistic));
}

}  // namespace

std::vector<double> partial_conjunction_p_values(std::vector<double> p, Combination how) {
  std::sort(p.begin(), p.end(), std::greater<>());  // largest first: the u-th test takes a prefix
  const std::size_t n = p.size();
  std::vector<double> combined(n);
  for (std::size_t u = 1; u <= n; ++u) {
    const std::vector<double> largest(p.begin(),
                                      p.begin() + static_cast<std::ptrdiff_t>(n - u + 1));
    combined[u - 1] = partial_conjunction(largest, n, u, how);
    if (u > 1) combined[u - 1] = std::max(combined[u - 1], combined[u - 2]);
  }
  return combined;
}

std::size_t replicability_count(const std::vector<double>& p, double alpha, Combination how) {
  const auto combined = partial_conjunction_p_values(p, how);
  return static_cast<std::size_t>(
      std::count_if(combined.begin(), combined.end(), [&](double c) { return c <= alpha; }));
}

std::vector<std::size_t> holm_named(const std::vector<double>& p, double alpha) {
  std::vector<std::size_t> order(p.size());
  std::iota(order.begin(), order.end(), std::size_t{0});
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t a, std::size_t b) { return p[a] < p[b]; });
  order.resize(replicability_count(p, alpha, Combination::kBonferroni));
  return order;
}

Replicability replicability(std::string breakdown, std::string baseline, std::string system,
                            const std::vector<std::string>& groups, const std::vector<double>& p,
                            bool disjoint, double alpha) {
  Replicability r;
  r.breakdown = std::move(breakdown);
  r.baseline = std::move(baseline);
  r.system = std::move(system);
  r.groups = groups;
  r.k_bonferroni = replicability_count(p, alpha, Combination::kBonferroni);
  if (disjoint)
    r.k_fisher = replicability_count(p, alpha, Combination::kFisher);
  else
    r.fisher_refused = "the groups share questions, and Fisher's method needs independent groups";
  for (std::size_t g : holm_named(p, alpha)) r.named.push_back(groups[g]);
  return r;
}

}  // namespace explgraph::analyze
