#include "explgraph/core/random.hpp"

#include <utility>

namespace explgraph::core {

std::uint64_t Random::below(std::uint64_t bound) {
  if (bound <= 1) return 0;
  const std::uint64_t limit = UINT64_MAX - UINT64_MAX % bound;
  std::uint64_t x;
  do x = engine_();
  while (x >= limit);
  return x % bound;
}

void Random::sample_prefix(std::vector<std::uint32_t>& items, std::size_t n) {
  for (std::size_t i = 0; i < n && i < items.size(); ++i)
    std::swap(items[i], items[i + below(items.size() - i)]);
}

}  // namespace explgraph::core
