#pragma once
#include <cstddef>
#include <utility>
#include <vector>

namespace explgraph::analyze {

// Exact two-sided McNemar test on the discordant pairs: with b items only the experimental
// system gets right and c only the baseline gets right, p = min(1, 2 * P(X <= min(b, c)))
// for X ~ Binomial(b + c, 1/2); 1 when b + c = 0.
double mcnemar_exact(std::size_t b, std::size_t c);

// Holm's step-down adjustment: sort p ascending, adjusted p_(i) = max_{j<=i} min(1, (m - j + 1)
// p_(j)), returned in the input order. NaN entries (groups not tested) are left out and kept NaN.
std::vector<double> holm_adjust(const std::vector<double>& p_values);

// Benjamini-Hochberg's step-up adjustment (false discovery rate): sort p ascending, adjusted
// p_(i) = min_{j>=i} min(1, m p_(j) / j), returned in the input order; NaN entries as Holm's.
std::vector<double> bh_adjust(const std::vector<double>& p_values);

// Wilson score interval for a proportion p of n (z = 1.96): the 95% interval the report
// draws around each group's accuracy; (0, 0) when n = 0.
std::pair<double, double> wilson_interval(double p, std::size_t n);

}  // namespace explgraph::analyze
