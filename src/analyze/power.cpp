#include "explgraph/analyze/power.hpp"

#include <algorithm>
#include <boost/math/distributions/binomial.hpp>
#include <boost/math/distributions/normal.hpp>
#include <cmath>
#include <string>

#include "explgraph/core/errors.hpp"
#include "explgraph/core/strings.hpp"

namespace explgraph::analyze {
namespace {

// In double throughout: Boost's default promotes to long double, three times slower here, for
// accuracy the tests (1e-12 against exact fractions) do not need.
using Policy = boost::math::policies::policy<boost::math::policies::promote_double<false>>;
using Binomial = boost::math::binomial_distribution<double, Policy>;

// P(X <= k) and P(X >= k) for X ~ Binomial(trials, q), exact at the degenerate ends.
double at_most(std::size_t k, std::size_t trials, double q) {
  if (k >= trials || q <= 0.0) return 1.0;
  if (q >= 1.0) return 0.0;
  return boost::math::cdf(Binomial(static_cast<double>(trials), q), static_cast<double>(k));
}
double at_least(std::size_t k, std::size_t trials, double q) {
  if (k == 0 || q >= 1.0) return 1.0;
  if (k > trials || q <= 0.0) return 0.0;
  return boost::math::cdf(boost::math::complement(Binomial(static_cast<double>(trials), q),
                                                  static_cast<double>(k - 1)));
}

// Past this, a term cannot change a double p above 1e-290 (the pmf falls away from its mode).
constexpr double kNegligible = 1e-300;

}  // namespace

double ExactBootstrap::p(Alternative alternative) const {
  switch (alternative) {
    case Alternative::kGreater:
      return p_greater;
    case Alternative::kLess:
      return p_less;
    case Alternative::kTwoSided:
      break;
  }
  return p_two_sided;
}

ExactBootstrap exact_paired_bootstrap(std::size_t n, std::size_t helped, std::size_t hurt) {
  ExactBootstrap r;
  const std::size_t changed = helped + hurt;
  if (changed == 0 || n == 0) return r;  // every delta is 0: every resample mean is 0
  const double share_changed = static_cast<double>(changed) / static_cast<double>(n);
  const double share_helped = static_cast<double>(helped) / static_cast<double>(changed);
  auto pmf = [&](std::size_t m) {
    if (share_changed >= 1.0) return m == n ? 1.0 : 0.0;
    return boost::math::pdf(Binomial(static_cast<double>(n), share_changed),
                            static_cast<double>(m));
  };
  // Of m changed items, P(helped <= m/2) feeds `greater` and P(helped >= (m+1)/2) `less`.
  // One CDF call per m, not two: the smaller tail directly, the other as its complement
  // (near 1, so exact to a few ulps), plus P(helped = m/2) for even m, which both tails hold.
  // (Stepping the weights by their ratio, not a pdf call each, was tried: at n = 20,000 their
  // sum drifted from 1 by 3e-13, where a call per term keeps it within 1e-15.)
  const bool helped_more = share_helped > 0.5;
  double greater = 0.0, less = 0.0;
  auto add = [&](std::size_t m) {
    const double weight = pmf(m);
    if (helped == hurt) {  // the two tails are one by symmetry: the same bits in both
      const double tail = at_most(m / 2, m, share_helped);
      greater += weight * tail;
      less += weight * tail;
      return weight;
    }
    const double middle = m % 2 == 0 && m > 0
                              ? boost::math::pdf(Binomial(static_cast<double>(m), share_helped),
                                                 static_cast<double>(m / 2))
                              : (m == 0 ? 1.0 : 0.0);
    if (helped_more) {
      const double low = at_most(m / 2, m, share_helped);
      greater += weight * low;
      less += weight * std::max(0.0, 1.0 - low + middle);
    } else {
      const double high = at_least((m + 1) / 2, m, share_helped);
      less += weight * high;
      greater += weight * std::max(0.0, 1.0 - high + middle);
    }
    return weight;
  };
  const auto mode =
      std::min(n, static_cast<std::size_t>(std::floor(static_cast<double>(n + 1) * share_changed)));
  // Past the mode each further term is at most the last one, so `remaining` terms add at most
  // weight * remaining to either sum: stop when that cannot move the smaller sum by 1e-17 of
  // itself, or when the terms underflow.
  auto done = [&](double weight, std::size_t remaining) {
    return weight < kNegligible ||
           weight * static_cast<double>(remaining) < 1e-17 * std::min(greater, less);
  };
  add(mode);
  for (std::size_t m = mode + 1; m <= n; ++m)
    if (done(add(m), n - m)) break;
  for (std::size_t m = mode; m-- > 0;)
    if (done(add(m), m)) break;
  r.p_greater = std::min(1.0, greater);
  r.p_less = std::min(1.0, less);
  r.p_two_sided = std::min(1.0, 2.0 * std::min(r.p_greater, r.p_less));
  return r;
}

std::optional<std::size_t> minimum_detectable_gain(std::size_t n, std::size_t hurt, double alpha,
                                                   Alternative alternative) {
  if (2 * hurt >= n) return std::nullopt;  // no room for a gain
  const std::size_t most = n - 2 * hurt;   // every item not hurt is helped
  auto enough = [&](std::size_t gain) {
    return exact_paired_bootstrap(n, gain + hurt, hurt).p(alternative) <= alpha;
  };
  // Start where the normal approximation puts it (gain g with g = z sqrt(g + 2 hurt)), then
  // gallop to a bracket (low not enough, or 0; high enough) and bisect: a handful of exact
  // evaluations instead of log2(n).
  const double z = boost::math::quantile(
      boost::math::normal(), 1 - (alternative == Alternative::kTwoSided ? alpha / 2 : alpha));
  const double u = static_cast<double>(hurt);
  const double estimate = (z * z + std::sqrt(z * z * z * z + 8 * z * z * u)) / 2;
  const auto guess =
      std::clamp<std::size_t>(static_cast<std::size_t>(std::llround(estimate)), 1, most);
  std::size_t low = 0, high = 0;
  if (enough(guess)) {
    high = guess;
    for (std::size_t step = 1; high > step; step *= 2) {
      if (!enough(high - step)) {
        low = high - step;
        break;
      }
      high -= step;
    }
  } else {
    low = guess;
    for (std::size_t step = 1;; step *= 2) {
      if (low + step >= most) {
        if (!enough(most)) return std::nullopt;
        high = most;
        break;
      }
      if (enough(low + step)) {
        high = low + step;
        break;
      }
      low += step;
    }
  }
  while (high - low > 1) {  // low is not enough (or 0, no gain), high is
    const std::size_t mid = low + (high - low) / 2;
    (enough(mid) ? high : low) = mid;
  }
  return high;
}

std::optional<double> effect_of(const std::optional<std::size_t>& gain, std::size_t n) {
  if (!gain) return std::nullopt;
  return static_cast<double>(*gain) / static_cast<double>(n);
}

Alternative planned_alternative(Alternative a) {
  return a == Alternative::kTwoSided ? Alternative::kTwoSided : Alternative::kGreater;
}

std::size_t items_of(double share, std::size_t n) {
  const double exact = share * static_cast<double>(n);
  const double half_up = std::floor(exact) + 0.5;
  if (std::fabs(exact - half_up) < 1e-9) return static_cast<std::size_t>(std::ceil(half_up));
  return static_cast<std::size_t>(std::llround(exact));
}

PowerResult compute_power(const PowerOptions& options) {
  PowerResult r;
  r.options = options;
  for (std::size_t n : options.ns)
    for (double hurt : options.hurts) {
      const std::size_t hurt_items = items_of(hurt, n);
      DetectablePoint d{n, hurt, hurt_items, {}, 1.0};
      d.gain = minimum_detectable_gain(n, hurt_items, options.alpha, options.alternative);
      if (d.gain)
        d.p_at_gain =
            exact_paired_bootstrap(n, *d.gain + hurt_items, hurt_items).p(options.alternative);
      r.detectable.push_back(d);
      for (double effect : options.effects) {
        PowerPoint point{n, effect, hurt, items_of(effect + hurt, n), hurt_items, {}, false};
        if (point.helped_items + point.hurt_items > n)
          throw core::UsageError("--effect " + core::format_number(effect) + " with --hurt " +
                                 core::format_number(hurt) + " needs " +
                                 std::to_string(point.helped_items + point.hurt_items) +
                                 " changed items of " + std::to_string(n) +
                                 ": effect + 2 x hurt must be at most 1");
        point.p = exact_paired_bootstrap(n, point.helped_items, point.hurt_items);
        point.significant = point.p.p(options.alternative) <= options.alpha;
        r.points.push_back(point);
      }
    }
  return r;
}

}  // namespace explgraph::analyze
