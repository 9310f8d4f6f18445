#include "explgraph/analyze/bootstrap.hpp"

#include <algorithm>
#include <cmath>
#include <numeric>

#include "explgraph/core/binomial_sampler.hpp"
#include "explgraph/core/choices.hpp"
#include "explgraph/core/errors.hpp"
#include "explgraph/core/random.hpp"

namespace explgraph::analyze {

namespace {
constexpr core::Choice<Alternative> kAlternatives[] = {{Alternative::kTwoSided, "two-sided"},
                                                       {Alternative::kGreater, "greater"},
                                                       {Alternative::kLess, "less"}};
}  // namespace

const char* alternative_name(Alternative a) {
  return core::choice_name(kAlternatives, a);
}
Alternative parse_alternative(const std::string& name) {
  return core::parse_choice(kAlternatives, "--alternative", name);
}

// A resample's sum depends only on how many times each distinct delta is drawn, and those
// counts are Multinomial(n, counts / n): drawn as conditional binomials, one per distinct
// value but the last, instead of n item draws. Accuracy deltas take a few values
// (-1, 0, 1 and the 1/k shares), so a resample costs a few binomial draws, not n.
class MeanResampler::Counts {
 public:
  explicit Counts(const std::vector<double>& deltas) {
    std::vector<double> sorted = deltas;
    std::sort(sorted.begin(), sorted.end());
    std::vector<std::pair<std::uint64_t, double>> by_count;  // (count, value)
    for (std::size_t i = 0; i < sorted.size();) {
      std::size_t j = i;
      while (j < sorted.size() && sorted[j] == sorted[i]) ++j;
      by_count.emplace_back(j - i, sorted[i]);
      i = j;
    }
    // Rarest first, the commonest (usually 0) last and free: each binomial then has a small
    // p, so its search from the mode is short.
    std::sort(by_count.begin(), by_count.end());
    for (const auto& [count, value] : by_count) counts_.push_back(count), values_.push_back(value);
  }
  // Worth it when a resample needs fewer binomial draws than item draws.
  bool pays(std::size_t items) const { return values_.size() * 2 <= items; }

  double sum(core::Random& random) {
    std::uint64_t left = 0;  // items still to place, and the count they are drawn from
    for (auto c : counts_) left += c;
    std::uint64_t pool = left;
    if (modes_.empty() && (left + 1) * values_.size() <= (1u << 20))
      modes_.assign(values_.size(), std::vector<core::BinomialSampler::AtMode>(left + 1));
    double sum = 0;
    for (std::size_t j = 0; j + 1 < values_.size() && left > 0; ++j) {
      const double p = static_cast<double>(counts_[j]) / static_cast<double>(pool);
      const std::uint64_t k = draw(random, j, left, p);
      sum += static_cast<double>(k) * values_[j];
      left -= k;
      pool -= counts_[j];
    }
    return sum + static_cast<double>(left) * values_.back();
  }

 private:
  // Binomial(left, p) for the j-th value: p is fixed per value and only `left` varies, so
  // the modes are kept in a flat array by `left` when it is small enough (a hash look-up
  // per draw otherwise).
  std::uint64_t draw(core::Random& random, std::size_t j, std::uint64_t left, double p) {
    if (modes_.empty() || p <= 0 || p >= 1) return binomial_.draw(random, left, p);
    auto& m = modes_[j][left];
    if (m.cdf < 0) m = core::BinomialSampler::compute_at_mode(left, p);
    return core::BinomialSampler::draw_from(random, left, p, m);
  }

  std::vector<double> values_;
  std::vector<std::uint64_t> counts_;
  core::BinomialSampler binomial_;
  std::vector<std::vector<core::BinomialSampler::AtMode>> modes_;  // [value][left]
};

MeanResampler::MeanResampler(std::vector<double> deltas) : deltas_(std::move(deltas)) {
  auto counts = std::make_unique<Counts>(deltas_);
  if (counts->pays(deltas_.size())) counts_ = std::move(counts);
}
MeanResampler::~MeanResampler() = default;
MeanResampler::MeanResampler(MeanResampler&&) noexcept = default;
MeanResampler& MeanResampler::operator=(MeanResampler&&) noexcept = default;

double MeanResampler::draw(core::Random& random) {
  double sum = 0.0;
  if (counts_)
    sum = counts_->sum(random);
  else
    for (std::size_t i = 0; i < deltas_.size(); ++i) sum += deltas_[random.below(deltas_.size())];
  return sum / static_cast<double>(deltas_.size());
}

double nearest_rank_percentile(std::vector<double>& values, double q) {
  const auto rank = static_cast<std::size_t>(std::ceil(q * static_cast<double>(values.size())));
  const auto at = values.begin() + static_cast<std::ptrdiff_t>(
                                       std::min(values.size() - 1, rank == 0 ? 0 : rank - 1));
  std::nth_element(values.begin(), at, values.end());
  return *at;
}

BootstrapResult paired_bootstrap(const std::vector<double>& deltas, std::size_t resamples,
                                 std::uint64_t seed, Alternative alternative,
                                 core::Progress* progress) {
  BootstrapResult r;
  r.alternative = alternative;
  r.items = deltas.size();
  r.resamples = resamples;
  if (deltas.empty() || resamples == 0) return r;
  const double n = static_cast<double>(deltas.size());
  r.mean_delta = std::accumulate(deltas.begin(), deltas.end(), 0.0) / n;
  core::Random random(seed);
  MeanResampler resampler(deltas);
  std::vector<double> means(resamples);
  std::size_t at_most_zero = 0, at_least_zero = 0;
  for (std::size_t b = 0; b < resamples; ++b) {
    means[b] = resampler.draw(random);
    at_most_zero += means[b] <= 1e-12;  // a mean of exactly zero, up to rounding of the sum
    at_least_zero += means[b] >= -1e-12;
    core::advance(progress);
  }
  // A Monte-Carlo p counts the observed data as one of the resamples: (count + 1) / (R + 1),
  // never 0 (with R resamples nothing smaller than 1 / (R + 1) can be claimed).
  const double draws = static_cast<double>(resamples) + 1.0;
  r.p_greater = (static_cast<double>(at_most_zero) + 1.0) / draws;
  r.p_less = (static_cast<double>(at_least_zero) + 1.0) / draws;
  switch (alternative) {
    case Alternative::kGreater:
      r.p_value = r.p_greater;
      break;
    case Alternative::kLess:
      r.p_value = r.p_less;
      break;
    case Alternative::kTwoSided:
      r.p_value = std::min(1.0, 2.0 * std::min(r.p_greater, r.p_less));
      break;
  }
  r.ci_low = nearest_rank_percentile(means, 0.025);
  r.ci_high = nearest_rank_percentile(means, 0.975);
  return r;
}

}  // namespace explgraph::analyze
