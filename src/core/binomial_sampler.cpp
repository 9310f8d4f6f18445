#include "explgraph/core/binomial_sampler.hpp"

#include <boost/math/distributions/binomial.hpp>
#include <cmath>
#include <cstring>
#include <functional>

namespace explgraph::core {

std::size_t BinomialSampler::KeyHash::operator()(const Key& k) const {
  std::uint64_t bits;
  std::memcpy(&bits, &k.p, sizeof bits);
  return std::hash<std::uint64_t>()(k.n * 0x9e3779b97f4a7c15ULL ^ bits);
}

BinomialSampler::AtMode BinomialSampler::compute_at_mode(std::uint64_t n, double p) {
  const auto mode = std::min<std::uint64_t>(
      n, static_cast<std::uint64_t>(std::floor((static_cast<double>(n) + 1) * p)));
  const boost::math::binomial_distribution<double> binomial(static_cast<double>(n), p);
  const double k = static_cast<double>(mode);
  return {mode, boost::math::pdf(binomial, k), boost::math::cdf(binomial, k)};
}

const BinomialSampler::AtMode& BinomialSampler::at_mode(std::uint64_t n, double p) {
  auto it = cache_.find({n, p});
  if (it != cache_.end()) return it->second;
  return cache_.emplace(Key{n, p}, compute_at_mode(n, p)).first->second;
}

std::uint64_t BinomialSampler::draw(Random& random, std::uint64_t n, double p) {
  if (n == 0 || p <= 0) return 0;
  if (p >= 1) return n;
  return draw_from(random, n, p, at_mode(n, p));
}

std::uint64_t BinomialSampler::draw_from(Random& random, std::uint64_t n, double p,
                                         const AtMode& m) {
  // Searching from the mode, the walk is short either way; p > 1/2 is not flipped, so
  // that one draw is one uniform and one inversion whatever p is.
  const double u = random.uniform();
  const double odds = p / (1 - p);
  std::uint64_t k = m.mode;
  double pmf = m.pmf, cdf = m.cdf;  // P(K = k), P(K <= k)
  if (u < cdf) {
    // Down while u < P(K <= k - 1) = cdf - pmf; pmf(k-1) = pmf(k) * k / ((n-k+1) * odds).
    while (k > 0 && u < cdf - pmf) {
      cdf -= pmf;
      pmf *= static_cast<double>(k) / (static_cast<double>(n - k + 1) * odds);
      --k;
    }
  } else {
    // Up until u < P(K <= k); pmf(k+1) = pmf(k) * (n-k) / (k+1) * odds.
    while (k < n && u >= cdf) {
      pmf *= static_cast<double>(n - k) / static_cast<double>(k + 1) * odds;
      ++k;
      cdf += pmf;
    }
  }
  return k;
}

}  // namespace explgraph::core
