#pragma once
#include <cstddef>
#include <map>
#include <vector>

namespace explgraph::analyze {

// log k! for k = 0..max, summed once so every probability below is O(1).
class LogFactorial {
 public:
  explicit LogFactorial(std::size_t max);
  double operator()(std::size_t k) const { return table_[k]; }

  // C(total - marked, draws) / C(total, draws): the chance that `draws` items drawn without
  // replacement from `total` include none of `marked` (0 when draws > total - marked).
  double none_drawn(std::size_t total, std::size_t marked, std::size_t draws) const;

 private:
  std::vector<double> table_;
};

// sum over items of 1 - none_drawn(total, marked_i, draws), for items given as "how many
// items have each marked count". Marked counts are visited in ascending order, where
// none_drawn falls; once it is below 1e-17, 1 - it is exactly 1.0 in double precision, so the
// remaining items are added as one whole count instead of one exp() each. This keeps exact
// expectations cheap on million-question corpora with tens of thousands of sample sizes.
class ChanceSum {
 public:
  explicit ChanceSum(const std::map<std::size_t, std::size_t>& items_by_marked);
  double operator()(const LogFactorial& lf, std::size_t total, std::size_t draws) const;

 private:
  std::vector<std::size_t> marked_, items_;
  std::vector<double> items_from_;  // items with marked count >= marked_[i]
};

// n = step, 2 step, … below total, then total itself.
std::vector<std::size_t> sample_sizes(std::size_t step, std::size_t total);

}  // namespace explgraph::analyze
