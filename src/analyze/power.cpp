#include "explgraph/analyze/power.hpp"

#include <algorithm>
#include <boost/math/distributions/binomial.hpp>
#include <boost/math/distributions/normal.hpp>
#include <cmath>
#include <string>
#include <vector>

#include "explgraph/core/errors.hpp"
#include "explgraph/core/strings.hpp"

namespace explgraph::analyze {
namespace {

// In double throughout: Boost's default promotes to long double, three times slower here, for
// accuracy the tests (1e-12 against exact fractions) do not need.
using Policy = boost::math::policies::policy<boost::math::policies::promote_double<false>>;
using Binomial = boost::math::binomial_distribution<double, Policy>;

// P(X >= k) for X ~ Binomial(trials, q), exact at the degenerate ends.
double at_least(std::size_t k, std::size_t trials, double q) {
  if (k == 0 || q >= 1.0) return 1.0;
  if (k > trials || q <= 0.0) return 0.0;
  return boost::math::cdf(boost::math::complement(Binomial(static_cast<double>(trials), q),
                                                  static_cast<double>(k - 1)));
}

// Past this, a term cannot change a double p above 1e-290 (the pmf falls away from its mode).
constexpr double kNegligible = 1e-300;

// How many terms the recurrences below carry before an exact evaluation again. Over 13,000
// splits (every one of n <= 40, 600 random up to n = 3000) the p values agreed with a
// long-double sum of every term to 2.2e-13 relative, where evaluating every term with Boost
// agreed to 4.2e-13; 4 gave 1.7e-13 at twice the time, 32 gave 2.9e-13.
constexpr std::size_t kAnchorEvery = 16;

// The sum's term at m: the weight P(M = m), the smaller tail of H given m,
//   tail = P(Bin(m, s) <= floor(m / 2)),  s = max(share_helped, 1 - share_helped),
// and at_k = P(Bin(m, s) = floor(m / 2)), the tie P(H = U) for even m.
// (By symmetry P(H >= ceil(m/2)) for share_helped < 1/2 is this tail at 1 - share_helped.)
struct Term {
  double weight = 0, tail = 1, at_k = 1;
};

// The terms, exactly (Boost.Math) at any m, or from the term at m + 1 by recurrences in the
// direction in which they are stable: towards smaller m the small tail grows, so it is a sum
// of positive parts or loses at most one bit. Three Boost calls per kAnchorEvery terms
// instead of two or three per term: the Boost calls were most of the power section's time.
class Terms {
 public:
  // s and q = 1 - s, and c and 1 - c, each given as its own quotient: 1 - s computed from a
  // rounded s near 1 would lose digits.
  Terms(std::size_t n, double c, double not_c, double s, double q)
      : n_(n), c_(c), not_c_(not_c), s_(s), q_(q) {}

  Term exact(std::size_t m) const {
    Term t;
    t.weight =
        c_ >= 1.0 ? (m == n_ ? 1.0 : 0.0)
                  : boost::math::pdf(Binomial(static_cast<double>(n_), c_), static_cast<double>(m));
    if (m == 0) return t;  // no changed item drawn: H = U = 0, in the tail and a tie
    if (s_ >= 1.0) {       // H = M or U = M: no tail and no tie past m = 0
      t.tail = t.at_k = 0.0;
      return t;
    }
    // In the parameter q <= 1/2, which is exact where s near 1 is rounded:
    // P(Bin(m, s) <= k) = P(Bin(m, q) >= m - k).
    const std::size_t k = m / 2;
    t.tail = at_least(m - k, m, q_);
    t.at_k = boost::math::pdf(Binomial(static_cast<double>(m), q_), static_cast<double>(m - k));
    return t;
  }

  // The term at m from `above`, the term at m + 1.
  Term below(const Term& above, std::size_t m) const {
    Term t;
    const double up = static_cast<double>(m + 1), k = static_cast<double>(m / 2);
    t.weight = c_ >= 1.0 ? 0.0 : above.weight * up / static_cast<double>(n_ - m) * not_c_ / c_;
    if (s_ >= 1.0) {
      t.tail = t.at_k = m == 0 ? 1.0 : 0.0;
      return t;
    }
    const double q = q_;  // 1 - s
    if (m % 2 == 0) {  // floor(m/2) = floor((m+1)/2): P(X_{m+1} <= k) = P(X_m <= k) - s P(X_m = k)
      t.at_k = above.at_k * (up - k) / (up * q);
      t.tail = above.tail + s_ * t.at_k;
    } else {  // floor((m+1)/2) = k + 1: P(X_{m+1} <= k+1) = P(X_m <= k) + q P(X_m = k+1)
      const double next = above.at_k * (static_cast<double>(m) - k) / (up * q);  // P(X_m = k+1)
      t.tail = std::max(0.0, above.tail - q * next);
      t.at_k = next * (k + 1) * q / ((static_cast<double>(m) - k) * s_);
    }
    return t;
  }

 private:
  std::size_t n_;
  double c_, not_c_, s_, q_;
};

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
  const auto share = [&](std::size_t part, std::size_t whole) {
    return static_cast<double>(part) / static_cast<double>(whole);
  };
  const double share_changed = share(changed, n);
  const bool helped_more = helped > hurt;
  const Terms terms(n, share_changed, share(n - changed, n), share(std::max(helped, hurt), changed),
                    share(std::min(helped, hurt), changed));
  // Of m changed items, P(helped <= m/2) feeds `greater` and P(helped >= (m+1)/2) `less`.
  // The smaller of the two is the term's tail; the other is its complement plus the tie
  // P(helped = m/2) for even m, which both hold (near 1, so exact to a few ulps).
  double greater = 0.0, less = 0.0;
  auto add = [&](std::size_t m, const Term& t) {
    if (helped == hurt) {  // the two tails are one by symmetry: the same bits in both
      greater += t.weight * t.tail;
      less += t.weight * t.tail;
      return t.weight;
    }
    const double tie = m % 2 == 0 ? t.at_k : 0.0;
    const double other = std::max(0.0, 1.0 - t.tail + tie);
    greater += t.weight * (helped_more ? t.tail : other);
    less += t.weight * (helped_more ? other : t.tail);
    return t.weight;
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
  const Term at_mode = terms.exact(mode);
  add(mode, at_mode);
  // Upwards in blocks, each computed from its top down (the stable direction), added bottom up.
  std::vector<Term> block(kAnchorEvery);
  for (std::size_t low = mode + 1; low <= n; low += kAnchorEvery) {
    const std::size_t top = std::min(n, low + kAnchorEvery - 1);
    block[top - low] = terms.exact(top);
    for (std::size_t m = top; m-- > low;) block[m - low] = terms.below(block[m + 1 - low], m);
    bool stop = false;
    for (std::size_t m = low; m <= top && !stop; ++m) stop = done(add(m, block[m - low]), n - m);
    if (stop) break;
  }
  // Downwards from the mode, exact again every kAnchorEvery terms.
  Term t = at_mode;
  for (std::size_t m = mode; m-- > 0;) {
    t = (mode - m) % kAnchorEvery == 0 ? terms.exact(m) : terms.below(t, m);
    if (done(add(m, t), m)) break;
  }
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
