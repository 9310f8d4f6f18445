#pragma once
#include <cstdint>
#include <unordered_map>

#include "explgraph/core/random.hpp"

namespace explgraph::core {

// Binomial(n, p) draws by exact inversion of the CDF, searched outwards from the mode: one
// uniform per draw and O(sqrt(n p (1-p))) steps of the pmf recurrence on average. The pmf
// and CDF at the mode come from Boost.Math once per (n, p) and are remembered, so drawing
// many times from a few distributions (a multinomial built from conditional binomials)
// costs a handful of Boost evaluations. Same draws for the same seed on every platform
// whose libm agrees to the last bit on Boost's special functions (glibc does with itself).
class BinomialSampler {
 public:
  // Draws K ~ Binomial(n, p); p outside (0, 1) gives 0 or n.
  std::uint64_t draw(Random& random, std::uint64_t n, double p);

  // The mode of Binomial(n, p) with its pmf and CDF: what a draw starts from.
  struct AtMode {
    std::uint64_t mode = 0;
    double pmf = 0, cdf = -1;  // cdf < 0: not computed yet
  };
  static AtMode compute_at_mode(std::uint64_t n, double p);
  // A draw from Binomial(n, p), 0 < p < 1, whose mode a caller keeps itself.
  static std::uint64_t draw_from(Random& random, std::uint64_t n, double p, const AtMode& m);

 private:
  const AtMode& at_mode(std::uint64_t n, double p);

  struct Key {
    std::uint64_t n;
    double p;
    bool operator==(const Key& o) const { return n == o.n && p == o.p; }
  };
  struct KeyHash {
    std::size_t operator()(const Key& k) const;
  };
  std::unordered_map<Key, AtMode, KeyHash> cache_;
};

}  // namespace explgraph::core
