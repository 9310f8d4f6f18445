#pragma once
#include <cstdint>
#include <vector>

namespace explgraph::analyze {

// The paired bootstrap of the significance-testing primer (Berg-Kirkpatrick et al. style, as
// the WorldTree author's primer states it): resample the per-item score differences
// (experimental - baseline) with replacement `resamples` times; p = the share of resample
// means <= 0. The 95% interval is the 2.5th and 97.5th percentile of the resample means
// (nearest rank).
struct BootstrapResult {
  double mean_delta = 0;
  double p_value = 1;
  double ci_low = 0, ci_high = 0;
  std::size_t items = 0;
  std::size_t resamples = 0;
};

BootstrapResult paired_bootstrap(const std::vector<double>& deltas, std::size_t resamples, std::uint64_t seed);

}  // namespace explgraph::analyze
