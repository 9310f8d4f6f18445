#include "explgraph/analyze/comparisons.hpp"

#include <algorithm>
#include <boost/math/distributions/binomial.hpp>
#include <boost/math/distributions/normal.hpp>
#include <boost/math/distributions/students_t.hpp>
#include <cmath>
#include <limits>
#include <numeric>

#include "explgraph/analyze/significance.hpp"
#include "explgraph/core/binomial_sampler.hpp"
#include "explgraph/core/choices.hpp"
#include "explgraph/core/errors.hpp"
#include "explgraph/core/random.hpp"
#include "explgraph/core/strings.hpp"

namespace explgraph::analyze {

namespace {
constexpr core::Choice<PairedTest> kTests[] = {{PairedTest::kBootstrap, "bootstrap"},
                                               {PairedTest::kPermutation, "permutation"},
                                               {PairedTest::kT, "t"},
                                               {PairedTest::kWilcoxon, "wilcoxon"},
                                               {PairedTest::kSign, "sign"}};
constexpr core::Choice<Correction> kCorrections[] = {{Correction::kHolm, "holm"},
                                                     {Correction::kBenjaminiHochberg, "bh"},
                                                     {Correction::kNone, "none"}};
}  // namespace

const char* test_name(PairedTest test) {
  return core::choice_name(kTests, test);
}
PairedTest parse_test(const std::string& name) {
  return core::parse_choice(kTests, "--test", name);
}
const char* correction_name(Correction correction) {
  return core::choice_name(kCorrections, correction);
}
Correction parse_correction(const std::string& name) {
  return core::parse_choice(kCorrections, "--correction", name);
}

void ComparisonOptions::check() const {
  if (resamples < 1 || resamples > kMaxResamples)
    throw core::UsageError("--resamples: expected a whole number from 1 to 10000000, found " +
                           std::to_string(resamples));
  if (!(alpha > 0 && alpha < 1))
    throw core::UsageError("--alpha: expected a level between 0 and 1, found " +
                           core::format_number(alpha));
  if (all_pairs && !baseline.empty())
    throw core::UsageError(
        "--compare all and --baseline " + baseline +
        " ask for different comparisons: give --compare all for every pair, or --baseline");
}

std::vector<std::pair<std::size_t, std::size_t>> comparison_pairs(
    const std::vector<std::string>& systems, const ComparisonOptions& options,
    bool first_by_default) {
  std::vector<std::pair<std::size_t, std::size_t>> pairs;
  if (options.all_pairs) {
    for (std::size_t i = 0; i < systems.size(); ++i)
      for (std::size_t j = i + 1; j < systems.size(); ++j) pairs.emplace_back(i, j);
    return pairs;
  }
  std::size_t base = 0;
  if (!options.baseline.empty()) {
    auto it = std::find(systems.begin(), systems.end(), options.baseline);
    if (it == systems.end()) {
      std::string names;
      for (const auto& s : systems) names += (names.empty() ? "'" : ", '") + s + "'";
      throw core::UsageError("--baseline: none of the systems compared (" + names + ") is named '" +
                             options.baseline + "'");
    }
    base = static_cast<std::size_t>(it - systems.begin());
  } else if (!first_by_default) {
    return pairs;
  }
  for (std::size_t j = 0; j < systems.size(); ++j)
    if (j != base) pairs.emplace_back(base, j);
  return pairs;
}

namespace {

// Whether a statistic `s` of the null distribution is at least as extreme as the observed
// `observed`, up to `tolerance` (sums of the same numbers in another order differ by rounding).
bool as_extreme(double s, double observed, Alternative alternative, double tolerance) {
  switch (alternative) {
    case Alternative::kGreater:
      return s >= observed - tolerance;
    case Alternative::kLess:
      return s <= observed + tolerance;
    case Alternative::kTwoSided:
      break;
  }
  return std::abs(s) >= std::abs(observed) - tolerance;
}

// Every signed sum of `magnitudes` (2^size of them), each from at most size additions.
std::vector<double> all_signed_sums(const double* magnitudes, std::size_t size) {
  std::vector<double> sums(std::size_t{1} << size);
  for (std::size_t mask = 0; mask < sums.size(); ++mask) {
    double s = 0;
    for (std::size_t i = 0; i < size; ++i) s += (mask >> i & 1) ? -magnitudes[i] : magnitudes[i];
    sums[mask] = s;
  }
  return sums;
}

// Exact: the 2^m sign patterns as pairs of the two halves' signed sums (2^10 x 2^10 at most).
double exact_permutation_p(const std::vector<double>& magnitudes, double observed,
                           Alternative alternative, double tolerance) {
  const std::size_t half = magnitudes.size() / 2;
  const auto left = all_signed_sums(magnitudes.data(), half);
  const auto right = all_signed_sums(magnitudes.data() + half, magnitudes.size() - half);
  std::uint64_t count = 0;
  for (double a : left)
    for (double b : right) count += as_extreme(a + b, observed, alternative, tolerance);
  return static_cast<double>(count) / static_cast<double>(left.size() * right.size());
}

// One random sign pattern's sum. Differences of few distinct magnitudes (accuracy's 1 and
// 1/k) are drawn a magnitude at a time: the number of k equal magnitudes v that turn
// negative is Binomial(k, 1/2) and they add v (k - 2 B), the same distribution as k coin
// flips for one draw instead of k.
class SignFlipper {
 public:
  explicit SignFlipper(const std::vector<double>& magnitudes) : magnitudes_(magnitudes) {
    std::vector<double> sorted = magnitudes;
    std::sort(sorted.begin(), sorted.end());
    for (std::size_t i = 0; i < sorted.size();) {
      std::size_t j = i;
      while (j < sorted.size() && sorted[j] == sorted[i]) ++j;
      values_.push_back(sorted[i]);
      counts_.push_back(j - i);
      modes_.push_back(core::BinomialSampler::compute_at_mode(j - i, 0.5));
      i = j;
    }
    by_value_ = values_.size() * 4 <= magnitudes.size();
  }

  double sum(core::Random& random) const {
    double s = 0;
    if (by_value_) {
      for (std::size_t v = 0; v < values_.size(); ++v) {
        const auto negative = core::BinomialSampler::draw_from(random, counts_[v], 0.5, modes_[v]);
        s += values_[v] * (static_cast<double>(counts_[v]) - 2.0 * static_cast<double>(negative));
      }
      return s;
    }
    std::uint64_t bits = 0;
    for (std::size_t i = 0; i < magnitudes_.size(); ++i) {
      if (i % 64 == 0) bits = random.bits();
      s += (bits >> (i % 64) & 1) ? -magnitudes_[i] : magnitudes_[i];
    }
    return s;
  }

 private:
  const std::vector<double>& magnitudes_;
  std::vector<double> values_;
  std::vector<std::uint64_t> counts_;
  std::vector<core::BinomialSampler::AtMode> modes_;
  bool by_value_ = false;
};

double monte_carlo_permutation_p(const std::vector<double>& magnitudes, double observed,
                                 Alternative alternative, double tolerance, std::size_t resamples,
                                 std::uint64_t seed) {
  core::Random random(seed);
  const SignFlipper flipper(magnitudes);
  std::uint64_t count = 0;
  for (std::size_t r = 0; r < resamples; ++r)
    count += as_extreme(flipper.sum(random), observed, alternative, tolerance);
  return (static_cast<double>(count) + 1.0) / (static_cast<double>(resamples) + 1.0);
}

}  // namespace

TestP permutation_test(const std::vector<double>& deltas, Alternative alternative,
                       std::size_t resamples, std::uint64_t seed) {
  std::vector<double> magnitudes;
  double observed = 0;
  for (double d : deltas)
    if (d != 0) magnitudes.push_back(std::abs(d)), observed += d;
  const double tolerance = 1e-9 * std::accumulate(magnitudes.begin(), magnitudes.end(), 0.0);
  constexpr std::size_t kMostEnumerated = 20;
  if (magnitudes.size() <= kMostEnumerated)
    return {exact_permutation_p(magnitudes, observed, alternative, tolerance), true};
  return {monte_carlo_permutation_p(magnitudes, observed, alternative, tolerance, resamples, seed),
          false};
}

namespace {

struct MeanAndDeviation {
  double mean = 0, sd = 0;  // sd with n - 1
};

MeanAndDeviation mean_and_deviation(const std::vector<double>& x) {
  const double n = static_cast<double>(x.size());
  MeanAndDeviation m;
  m.mean = std::accumulate(x.begin(), x.end(), 0.0) / n;
  double squares = 0;
  for (double v : x) squares += (v - m.mean) * (v - m.mean);
  m.sd = std::sqrt(squares / (n - 1));
  return m;
}

// The p of a statistic whose null distribution is `null` (symmetric about 0): greater
// P(X >= s), less P(X <= s), two-sided 2 P(X >= |s|) at most 1.
template <typename Distribution>
double tail_p(const Distribution& null, double statistic, Alternative alternative) {
  switch (alternative) {
    case Alternative::kGreater:
      return boost::math::cdf(boost::math::complement(null, statistic));
    case Alternative::kLess:
      return boost::math::cdf(null, statistic);
    case Alternative::kTwoSided:
      break;
  }
  return std::min(1.0, 2.0 * boost::math::cdf(boost::math::complement(null, std::abs(statistic))));
}

bool all_equal(const std::vector<double>& x) {
  return std::adjacent_find(x.begin(), x.end(), std::not_equal_to<>()) == x.end();
}

}  // namespace

TestP t_test(const std::vector<double>& deltas, Alternative alternative) {
  if (deltas.size() < 2 || all_equal(deltas)) return {std::nullopt, false};
  const auto [mean, sd] = mean_and_deviation(deltas);
  const double n = static_cast<double>(deltas.size());
  const double t = mean / (sd / std::sqrt(n));
  const boost::math::students_t_distribution<double> student(n - 1);
  const double p = tail_p(student, t, alternative);
  return {std::max(p, std::numeric_limits<double>::min()), true};
}

namespace {

// Average ranks of `values` (1-based, ties sharing the mean of their ranks) and the sizes of
// the groups of ties, as scipy's rankdata and find_repeats.
std::vector<double> average_ranks(const std::vector<double>& values,
                                  std::vector<std::size_t>& tie_sizes) {
  std::vector<std::size_t> order(values.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t a, std::size_t b) { return values[a] < values[b]; });
  std::vector<double> ranks(values.size());
  for (std::size_t i = 0; i < order.size();) {
    std::size_t j = i;
    while (j < order.size() && values[order[j]] == values[order[i]]) ++j;
    const double rank = (static_cast<double>(i + 1) + static_cast<double>(j)) / 2.0;
    for (std::size_t k = i; k < j; ++k) ranks[order[k]] = rank;
    if (j - i > 1) tie_sizes.push_back(j - i);
    i = j;
  }
  return ranks;
}

// P(R+ <= r) and P(R+ >= r) for n untied, non-zero differences: the number of subsets of
// {1..n} with each sum, over 2^n (exact in doubles: at most 2^50 subsets).
std::pair<double, double> signed_rank_tails(std::size_t n, std::size_t r) {
  const std::size_t most = n * (n + 1) / 2;
  std::vector<double> ways(most + 1, 0.0);
  ways[0] = 1;
  for (std::size_t k = 1; k <= n; ++k)
    for (std::size_t s = k * (k + 1) / 2; s >= k; --s) ways[s] += ways[s - k];
  const double total = std::ldexp(1.0, static_cast<int>(n));
  double below = 0, above = 0;
  for (std::size_t s = 0; s <= most; ++s) (s <= r ? below : above) += ways[s];
  above += ways[r];
  return {below / total, above / total};
}

}  // namespace

TestP wilcoxon_test(const std::vector<double>& deltas, Alternative alternative) {
  std::vector<double> d, magnitudes;
  for (double x : deltas)
    if (x != 0) d.push_back(x), magnitudes.push_back(std::abs(x));
  if (d.empty()) return {std::nullopt, false};
  std::vector<std::size_t> ties;
  const auto ranks = average_ranks(magnitudes, ties);
  double r_plus = 0, r_minus = 0;
  for (std::size_t i = 0; i < d.size(); ++i) (d[i] > 0 ? r_plus : r_minus) += ranks[i];
  const double n = static_cast<double>(d.size());
  if (deltas.size() <= 50 && d.size() == deltas.size() && ties.empty()) {
    const auto r = static_cast<std::size_t>(r_plus);
    const auto [at_most, at_least] = signed_rank_tails(d.size(), r);
    double p = 0;
    switch (alternative) {
      case Alternative::kGreater:
        p = at_least;
        break;
      case Alternative::kLess:
        p = at_most;
        break;
      case Alternative::kTwoSided:
        p = r == d.size() * (d.size() + 1) / 4 ? 1.0 : 2 * std::min(at_most, at_least);
        break;
    }
    return {std::clamp(p, 0.0, 1.0), true};
  }
  const double statistic =
      alternative == Alternative::kTwoSided ? std::min(r_plus, r_minus) : r_plus;
  double variance = n * (n + 1) * (2 * n + 1);
  for (std::size_t t : ties) {
    const double size = static_cast<double>(t);
    variance -= 0.5 * size * (size * size - 1);
  }
  const double z = (statistic - n * (n + 1) * 0.25) / std::sqrt(variance / 24);
  return {tail_p(boost::math::normal_distribution<double>(), z, alternative), false};
}

TestP sign_test(const std::vector<double>& deltas, Alternative alternative) {
  std::size_t positive = 0, negative = 0;
  for (double x : deltas) positive += x > 0, negative += x < 0;
  const std::size_t m = positive + negative;
  if (m == 0) return {1.0, true};
  const boost::math::binomial_distribution<double> coin(static_cast<double>(m), 0.5);
  const auto at_most = [&](std::size_t k) {
    return boost::math::cdf(coin, static_cast<double>(k));
  };
  double p = 0;
  switch (alternative) {
    case Alternative::kGreater:
      p = positive == 0 ? 1.0
                        : boost::math::cdf(boost::math::complement(
                              coin, static_cast<double>(positive - 1)));  // P(X >= positive)
      break;
    case Alternative::kLess:
      p = at_most(positive);
      break;
    case Alternative::kTwoSided:
      p = std::min(1.0, 2 * at_most(std::min(positive, negative)));
      break;
  }
  return {p, true};
}

std::optional<double> effect_size(const std::vector<double>& deltas) {
  if (deltas.size() < 2 || all_equal(deltas)) return std::nullopt;
  const auto [mean, sd] = mean_and_deviation(deltas);
  return mean / sd;
}

PairedComparison compare_paired(std::string baseline, std::string other,
                                const std::vector<double>& deltas,
                                const ComparisonOptions& options) {
  PairedComparison c;
  c.baseline = std::move(baseline);
  c.other = std::move(other);
  c.items = deltas.size();
  c.test = options.test;
  c.bootstrap = paired_bootstrap(deltas, options.resamples, options.seed, options.alternative,
                                 options.progress);
  c.delta = c.bootstrap.mean_delta;
  c.effect_size = effect_size(deltas);
  TestP p;
  switch (options.test) {
    case PairedTest::kBootstrap:
      if (!deltas.empty()) p = {c.bootstrap.p_value, false};
      break;
    case PairedTest::kPermutation:
      if (!deltas.empty())
        p = permutation_test(deltas, options.alternative, options.resamples, options.seed);
      break;
    case PairedTest::kT:
      p = t_test(deltas, options.alternative);
      break;
    case PairedTest::kWilcoxon:
      p = wilcoxon_test(deltas, options.alternative);
      break;
    case PairedTest::kSign:
      p = sign_test(deltas, options.alternative);
      break;
  }
  c.p_value = p.p;
  c.exact = p.exact;
  return c;
}

Interval system_interval(const std::vector<double>& scores, const ComparisonOptions& options) {
  if (scores.empty()) return {};
  const auto b = paired_bootstrap(scores, options.resamples, options.seed, options.alternative);
  return {b.ci_low, b.ci_high};
}

namespace {

std::vector<std::optional<double>> corrected(std::vector<double> p, Correction correction) {
  if (correction == Correction::kHolm) p = holm_adjust(p);
  if (correction == Correction::kBenjaminiHochberg) p = bh_adjust(p);
  std::vector<std::optional<double>> out;
  for (double x : p) out.push_back(std::isnan(x) ? std::nullopt : std::optional<double>(x));
  return out;
}

}  // namespace

void adjust_p_values(std::vector<PairedComparison>& comparisons, Correction correction) {
  std::vector<double> p;
  for (const auto& c : comparisons) p.push_back(c.p_value.value_or(std::nan("")));
  const auto adjusted = corrected(std::move(p), correction);
  for (std::size_t i = 0; i < comparisons.size(); ++i) comparisons[i].p_adjusted = adjusted[i];
}

void adjust_exact_p_values(std::vector<PairedComparison>& comparisons,
                           const std::vector<double>& exact_p, Correction correction) {
  const auto adjusted = corrected(exact_p, correction);
  for (std::size_t i = 0; i < comparisons.size() && i < adjusted.size(); ++i)
    comparisons[i].exact_p_adjusted = adjusted[i];
}

namespace {

// The chosen test's verdict alone.
int tested_better(const PairedComparison& c, double alpha) {
  if (!c.p_adjusted || *c.p_adjusted > alpha || c.delta == 0) return 0;
  return c.delta > 0 ? 1 : -1;
}

}  // namespace

bool exact_test_overrules(const PairedComparison& c, double alpha) {
  return tested_better(c, alpha) != 0 && c.exact_p_adjusted && *c.exact_p_adjusted > alpha;
}

int significantly_better(const PairedComparison& c, double alpha) {
  return exact_test_overrules(c, alpha) ? 0 : tested_better(c, alpha);
}

}  // namespace explgraph::analyze
