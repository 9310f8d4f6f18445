#pragma once
#include <cstddef>
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

// n = step, 2 step, … below total, then total itself.
std::vector<std::size_t> sample_sizes(std::size_t step, std::size_t total);

}  // namespace explgraph::analyze
