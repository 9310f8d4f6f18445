#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "explgraph/core/progress.hpp"
#include "explgraph/core/random.hpp"

namespace explgraph::analyze {

// Which way the paired bootstrap tests (SPEC §3 accuracy).
enum class Alternative {
  kTwoSided,  // default: 2 x min(p_greater, p_less), capped at 1
  kGreater,   // the primer's: the experimental system is better; p from resample means <= 0
  kLess,      // the experimental system is worse; p from resample means >= 0
};
// The level at which outputs call a difference significant.
constexpr double kSignificanceLevel = 0.05;

// "two-sided", "greater", "less"; parse_alternative throws core::UsageError on anything else.
const char* alternative_name(Alternative a);
Alternative parse_alternative(const std::string& name);

// The paired bootstrap of the significance-testing primer (Berg-Kirkpatrick et al. style, as
// the WorldTree author's primer states it): resample the per-item score differences
// (experimental - baseline) with replacement R = `resamples` times. p_greater = (the number of
// resample means <= 0, plus 1) / (R + 1), p_less likewise with >= 0 (a mean within 1e-12 of 0
// counts as 0, so rounding in the sum cannot move it): the observed data count as one draw,
// so no p is 0; p_value is the one `alternative` names. The 95%
// interval is the 2.5th and 97.5th percentile of the resample means (nearest rank).
// When the deltas take few distinct values (at most one per 2 items, as accuracy's do), a
// resample draws how many times each value is picked (multinomial counts, as conditional
// binomials) instead of every item: the same distribution of resample means, far fewer
// draws, and other draws than item by item for the same seed.
struct BootstrapResult {
  double mean_delta = 0;
  Alternative alternative = Alternative::kTwoSided;
  double p_value = 1;
  double p_greater = 1, p_less = 1;
  double ci_low = 0, ci_high = 0;
  std::size_t items = 0;
  std::size_t resamples = 0;
};

// The mean of one bootstrap resample of `deltas` (non-empty; n items drawn with
// replacement): by multinomial counts when the deltas take few distinct values (at most one
// per 2 items), else item by item. The bootstrap of every command draws through this.
class MeanResampler {
 public:
  explicit MeanResampler(std::vector<double> deltas);
  ~MeanResampler();
  MeanResampler(MeanResampler&&) noexcept;
  MeanResampler& operator=(MeanResampler&&) noexcept;
  double draw(core::Random& random);

 private:
  class Counts;
  std::vector<double> deltas_;
  std::unique_ptr<Counts> counts_;  // null: item by item
};

// The nearest-rank q-th percentile of `values` (non-empty; reordered): the element a full
// sort would put at rank ceil(q n), found in linear time.
double nearest_rank_percentile(std::vector<double>& values, double q);

// `progress` (may be null) advances by one unit per resample.
BootstrapResult paired_bootstrap(const std::vector<double>& deltas, std::size_t resamples,
                                 std::uint64_t seed,
                                 Alternative alternative = Alternative::kTwoSided,
                                 core::Progress* progress = nullptr);

}  // namespace explgraph::analyze
