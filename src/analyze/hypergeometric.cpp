#include "explgraph/analyze/hypergeometric.hpp"

#include <cmath>

namespace explgraph::analyze {

LogFactorial::LogFactorial(std::size_t max) : table_(max + 1, 0.0) {
  for (std::size_t k = 2; k <= max; ++k) table_[k] = table_[k - 1] + std::log(static_cast<double>(k));
}

double LogFactorial::none_drawn(std::size_t total, std::size_t marked, std::size_t draws) const {
  if (marked == 0 || draws == 0) return 1.0;
  if (marked > total || draws > total - marked) return 0.0;
  const auto& lf = *this;
  double log_ratio = lf(total - marked) + lf(total - draws) - lf(total - marked - draws) - lf(total);
  return std::exp(log_ratio);
}

std::vector<std::size_t> sample_sizes(std::size_t step, std::size_t total) {
  std::vector<std::size_t> sizes;
  if (step == 0) step = 1;
  for (std::size_t n = step; n < total; n += step) sizes.push_back(n);
  if (total > 0) sizes.push_back(total);
  return sizes;
}

}  // namespace explgraph::analyze
