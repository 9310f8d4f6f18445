#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "explgraph/analyze/bootstrap.hpp"

namespace explgraph::analyze {

// Comparisons of systems scored on the same items (SPEC §7 "Comparisons"): accuracy's solvers
// on questions, rankeval's rankings on questions' average precision, ratings' NDCG.

// The test behind a comparison's p-value.
enum class PairedTest {
  kBootstrap,    // the paired bootstrap of bootstrap.hpp
  kPermutation,  // paired sign-flip randomisation of the differences' sum
  kT,            // the paired t-test (Student's t with n - 1 degrees of freedom)
  kWilcoxon,     // Wilcoxon's signed-rank test, as scipy.stats.wilcoxon by default
  kSign,         // the sign test: exact binomial on the non-zero differences' signs
};
// How the p-values of one table's comparisons are adjusted for their number.
enum class Correction { kHolm, kBenjaminiHochberg, kNone };

// "bootstrap", "permutation", "t", "wilcoxon", "sign"; "holm", "bh", "none". The parsers throw
// core::UsageError naming the option (--test, --correction) and what it takes.
const char* test_name(PairedTest test);
PairedTest parse_test(const std::string& name);
const char* correction_name(Correction correction);
Correction parse_correction(const std::string& name);

// The most resamples a Monte-Carlo test or the bootstrap may be asked for.
constexpr std::size_t kMaxResamples = 10'000'000;

// What comparing systems means, in one place for accuracy, rankeval, the report and Python.
struct ComparisonOptions {
  // Which pairs: with `all_pairs` (--compare all) every pair, the earlier system as the
  // baseline; else with `baseline` each other system against it; else the command's default.
  bool all_pairs = false;
  std::string baseline;
  PairedTest test = PairedTest::kBootstrap;
  Correction correction = Correction::kHolm;
  Alternative alternative = Alternative::kTwoSided;
  std::size_t resamples = 10000;  // the bootstrap's, and a Monte-Carlo permutation test's
  std::uint64_t seed = 1;
  double alpha = kSignificanceLevel;   // the adjusted p at or under which a difference counts
  core::Progress* progress = nullptr;  // one unit per resample, for a terminal

  // Throws core::UsageError for resamples outside 1..kMaxResamples, alpha outside (0, 1), or
  // --compare all together with --baseline.
  void check() const;
};

// The pairs (baseline, other) of `systems` (indices) to compare under `options`: every
// i < j for all_pairs; each other system against `baseline` (a core::UsageError naming the
// systems when none is called so); else, when `first_by_default`, each against the first.
std::vector<std::pair<std::size_t, std::size_t>> comparison_pairs(
    const std::vector<std::string>& systems, const ComparisonOptions& options,
    bool first_by_default);

// A test's p-value, absent when the test cannot be run on the differences (the t-test on
// fewer than two, or on differences that are all equal: t is undefined or infinite).
struct TestP {
  std::optional<double> p;
  bool exact = false;  // computed exactly, not estimated by Monte Carlo
};

// The paired sign-flip randomisation test on d = other - baseline: under the null each
// non-zero difference is as likely negative as positive. Statistic S = sum of d; two-sided
// p = P(|S*| >= |S|), greater P(S* >= S), less P(S* <= S) (ties within 1e-9 of sum |d| count
// as reached). Exact, by enumerating the 2^m sign patterns, when at most 20 differences are
// non-zero (m = 0: p = 1); otherwise (count + 1) / (resamples + 1) over random sign patterns
// (drawn a distinct magnitude at a time when there are few: see SignFlipper).
TestP permutation_test(const std::vector<double>& deltas, Alternative alternative,
                       std::size_t resamples, std::uint64_t seed);

// The paired t-test: t = mean(d) / (sd(d) / sqrt(n)), sd with n - 1, p from Student's t with
// n - 1 degrees of freedom (Boost.Math); a p under the smallest double is that double.
TestP t_test(const std::vector<double>& deltas, Alternative alternative);

// Wilcoxon's signed-rank test on d = other - baseline, as scipy.stats.wilcoxon computes it by
// default (zero_method "wilcox", no continuity correction). Exact, from the distribution of
// the positive rank sum over all 2^n sign patterns, when there are at most 50 differences, none
// zero and no two of equal size; otherwise the normal approximation over the non-zero
// differences, with average ranks for ties and scipy's tie correction of the variance. The
// statistic is min(R+, R-) two-sided, R+ one-sided. Absent when every difference is zero.
TestP wilcoxon_test(const std::vector<double>& deltas, Alternative alternative);

// The sign test: of the m non-zero differences, b positive; exact binomial p with 1/2 (as
// scipy.stats.binomtest(b, m)): two-sided min(1, 2 P(X <= min(b, m - b))), greater
// P(X >= b), less P(X <= b); 1 when m = 0.
TestP sign_test(const std::vector<double>& deltas, Alternative alternative);

// Mean difference over the sample standard deviation of the differences (ddof 1); absent
// when there are fewer than two or they are all equal.
std::optional<double> effect_size(const std::vector<double>& deltas);

// One comparison of two systems over their paired items.
struct PairedComparison {
  std::string baseline, other;
  std::size_t items = 0;  // paired items
  double delta = 0;       // mean of other - baseline
  // The paired bootstrap's percentile interval of the mean difference, whatever the test;
  // its p is the bootstrap test's.
  BootstrapResult bootstrap;
  PairedTest test = PairedTest::kBootstrap;
  std::optional<double> p_value;
  bool exact = false;                 // p_value computed exactly
  std::optional<double> p_adjusted;   // across the comparisons of one table (adjust_p_values)
  std::optional<double> effect_size;  // see effect_size()
  // The exact test's p over the same items, adjusted as p_adjusted is, where the comparison
  // has one (accuracy: McNemar's on the questions helped and hurt). A difference it does not
  // find significant is never called so, whatever the chosen test says: on few discordant
  // items the bootstrap's p falls below what any test can reach (5 helped, 0 hurt: no test
  // goes under 0.0625).
  std::optional<double> exact_p_adjusted;
};

// Compares `other` with `baseline` on `deltas` (other - baseline, per paired item).
PairedComparison compare_paired(std::string baseline, std::string other,
                                const std::vector<double>& deltas,
                                const ComparisonOptions& options);

// A system's own 95% interval beside its score, as sacrebleu gives each system's mean ± CI:
// the bootstrap percentile interval of the mean of its per-item scores (the comparisons'
// resamples and seed; paired_bootstrap's interval of `scores` themselves). Computed where
// systems are compared, beside the intervals of their differences.
struct Interval {
  double low = 0, high = 0;
};
Interval system_interval(const std::vector<double>& scores, const ComparisonOptions& options);

// Sets each comparison's p_adjusted by `correction` across `comparisons` (those without a p
// stay without); holm_adjust / bh_adjust of significance.hpp.
void adjust_p_values(std::vector<PairedComparison>& comparisons, Correction correction);
// Sets each comparison's exact_p_adjusted: `exact_p` (one per comparison, the exact test's
// unadjusted p) adjusted by `correction` across them, as adjust_p_values adjusts the test's.
void adjust_exact_p_values(std::vector<PairedComparison>& comparisons,
                           const std::vector<double>& exact_p, Correction correction);

// Whether `c` shows its `other` (+1) or its `baseline` (-1) significantly better at `alpha`
// after the correction, or neither (0). Under a one-sided alternative only that side can be.
// Under a one-sided alternative only that side can be. The exact test, where there is one,
// has the last word (exact_test_overrules).
int significantly_better(const PairedComparison& c, double alpha);

// Whether the chosen test finds `c` significant at `alpha` after the correction but the exact
// test (exact_p_adjusted) does not: the comparison is then not called significant.
bool exact_test_overrules(const PairedComparison& c, double alpha);

}  // namespace explgraph::analyze
