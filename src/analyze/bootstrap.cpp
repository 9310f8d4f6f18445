#include "explgraph/analyze/bootstrap.hpp"

#include <algorithm>
#include <cmath>
#include <numeric>

#include "explgraph/core/errors.hpp"
#include "explgraph/core/random.hpp"

namespace explgraph::analyze {

const char* alternative_name(Alternative a) {
  switch (a) {
    case Alternative::kGreater:
      return "greater";
    case Alternative::kLess:
      return "less";
    case Alternative::kTwoSided:
      break;
  }
  return "two-sided";
}

Alternative parse_alternative(const std::string& name) {
  if (name == "two-sided") return Alternative::kTwoSided;
  if (name == "greater") return Alternative::kGreater;
  if (name == "less") return Alternative::kLess;
  throw core::UsageError("--alternative: expected two-sided, greater or less, found '" + name +
                         "'");
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
  std::vector<double> means(resamples);
  std::size_t at_most_zero = 0, at_least_zero = 0;
  for (std::size_t b = 0; b < resamples; ++b) {
    double sum = 0.0;
    for (std::size_t i = 0; i < deltas.size(); ++i) sum += deltas[random.below(deltas.size())];
    means[b] = sum / n;
    at_most_zero += means[b] <= 1e-12;  // a mean of exactly zero, up to rounding of the sum
    at_least_zero += means[b] >= -1e-12;
    core::advance(progress);
  }
  r.p_greater = static_cast<double>(at_most_zero) / static_cast<double>(resamples);
  r.p_less = static_cast<double>(at_least_zero) / static_cast<double>(resamples);
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
  std::sort(means.begin(), means.end());
  auto percentile = [&](double q) {
    auto rank = static_cast<std::size_t>(std::ceil(q * static_cast<double>(resamples)));
    return means[std::min(resamples - 1, rank == 0 ? 0 : rank - 1)];
  };
  r.ci_low = percentile(0.025);
  r.ci_high = percentile(0.975);
  return r;
}

}  // namespace explgraph::analyze
