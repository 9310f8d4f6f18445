#include "explgraph/analyze/hypergeometric.hpp"

#include <cmath>

namespace explgraph::analyze {

LogFactorial::LogFactorial(std::size_t max) : table_(max + 1, 0.0) {
  for (std::size_t k = 2; k <= max; ++k)
    table_[k] = table_[k - 1] + std::log(static_cast<double>(k));
}

double LogFactorial::none_drawn(std::size_t total, std::size_t marked, std::size_t draws) const {
  if (marked == 0 || draws == 0) return 1.0;
  if (marked > total || draws > total - marked) return 0.0;
  const auto& lf = *this;
  double log_ratio =
      lf(total - marked) + lf(total - draws) - lf(total - marked - draws) - lf(total);
  return std::exp(log_ratio);
}

ChanceSum::ChanceSum(const std::map<std::size_t, std::size_t>& items_by_marked) {
  for (const auto& [marked, items] : items_by_marked)
    marked_.push_back(marked), items_.push_back(items);
  items_from_.assign(marked_.size() + 1, 0.0);
  for (std::size_t i = marked_.size(); i-- > 0;)
    items_from_[i] = items_from_[i + 1] + static_cast<double>(items_[i]);
}

double ChanceSum::operator()(const LogFactorial& lf, std::size_t total, std::size_t draws) const {
  double sum = 0;
  for (std::size_t i = 0; i < marked_.size(); ++i) {
    double none = lf.none_drawn(total, marked_[i], draws);
    if (none < 1e-17) return sum + items_from_[i];
    sum += static_cast<double>(items_[i]) * (1.0 - none);
  }
  return sum;
}

std::vector<std::size_t> sample_sizes(std::size_t step, std::size_t total) {
  std::vector<std::size_t> sizes;
  if (step == 0) step = 1;
  for (std::size_t n = step; n < total; n += step) sizes.push_back(n);
  if (total > 0) sizes.push_back(total);
  return sizes;
}

}  // namespace explgraph::analyze
