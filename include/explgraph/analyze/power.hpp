#pragma once
#include <cstddef>
#include <optional>
#include <vector>

#include "explgraph/analyze/bootstrap.hpp"

namespace explgraph::analyze {

// The exact limit of the paired bootstrap (bootstrap.hpp) as its resamples go to infinity,
// for n items of which `helped` have delta +1, `hurt` delta -1 and the rest 0 (SPEC §6
// power). A resample's helped and hurt counts (H, U) are multinomial, so
//   p_greater = P(H <= U),  p_less = P(H >= U)
// are computed, not simulated: with M = H + U ~ Binomial(n, (helped + hurt) / n) and, given M,
// H ~ Binomial(M, helped / (helped + hurt)),
//   P(H <= U) = sum over m of P(M = m) P(H <= floor(m / 2) | m),
//   P(H >= U) = sum over m of P(M = m) P(H >= ceil(m / 2) | m).
// The sum starts at the mode of M and walks outwards (the pmf is unimodal) until the terms
// left could not change either sum by 1e-17 of itself, or fall below 1e-300: O(sqrt(n))
// terms, every 16th evaluated by Boost.Math and the others by stable recurrences from it.
// p_two_sided = min(1, 2 min(p_greater, p_less)), as the bootstrap's two-sided p.
struct ExactBootstrap {
  double p_greater = 1;  // the primer's one-sided p: P(resample mean delta <= 0)
  double p_less = 1;     // P(resample mean delta >= 0)
  double p_two_sided = 1;
  double p(Alternative alternative) const;
};
ExactBootstrap exact_paired_bootstrap(std::size_t n, std::size_t helped, std::size_t hurt);

// The smallest gain g (helped - hurt, in items; helped = g + hurt) whose exact p under
// `alternative` is <= alpha, for n items of which `hurt` are hurt; none when even g = n - 2 hurt
// (everything else helped) is not enough. p falls as g grows, so a binary search finds it.
std::optional<std::size_t> minimum_detectable_gain(std::size_t n, std::size_t hurt, double alpha,
                                                   Alternative alternative);

// A gain of `gain` items out of n as an accuracy share (a minimum detectable effect); none
// stays none.
std::optional<double> effect_of(const std::optional<std::size_t>& gain, std::size_t n);

// The alternative to plan with for a test run under `a`: "less" is planned as "greater", which
// gives the same sizes (the smallest loss) by symmetry.
Alternative planned_alternative(Alternative a);

// Items counted from shares: round(share * n), halves rounded up (a product within 1e-9 of a
// half counts as the half, so 0.035 * 100 is 4, not 3 or a rounding accident).
std::size_t items_of(double share, std::size_t n);

struct PowerOptions {
  std::vector<std::size_t> ns;   // test-set sizes
  std::vector<double> effects;   // accuracy gains; empty: find the minimum detectable effect
  std::vector<double> hurts{0};  // shares of items the new system gets wrong
  double alpha = 0.05;
  Alternative alternative = Alternative::kTwoSided;  // greater or two-sided
};

// One (n, effect, hurt) point: its item counts and exact p values.
struct PowerPoint {
  std::size_t n = 0;
  double effect = 0, hurt = 0;   // as asked
  std::size_t helped_items = 0;  // round((effect + hurt) n)
  std::size_t hurt_items = 0;    // round(hurt n)
  ExactBootstrap p;
  bool significant = false;  // p under the alternative <= alpha
};

// One (n, hurt) pair's minimum detectable effect: gain / n, absent when no gain is enough.
struct DetectablePoint {
  std::size_t n = 0;
  double hurt = 0;
  std::size_t hurt_items = 0;
  std::optional<std::size_t> gain;  // items
  double p_at_gain = 1;             // the p of that gain under the alternative
  std::optional<double> effect() const { return effect_of(gain, n); }
};

struct PowerResult {
  PowerOptions options;
  std::vector<PowerPoint> points;           // per effect asked: n-major, then hurt, then effect
  std::vector<DetectablePoint> detectable;  // always: n-major, then hurt
};

// Throws core::UsageError when an effect and its hurt share need more than n items.
PowerResult compute_power(const PowerOptions& options);

}  // namespace explgraph::analyze
