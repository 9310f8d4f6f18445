#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "explgraph/load/ava_judgments.hpp"

// AVA (Vu and Moschitti, "AVA: an Automatic eValuation Approach to Question Answering
// Systems", NAACL 2021): judging an automatic evaluator of free-text answers. Point-wise, an
// evaluator A(q, r, t) labels a candidate answer t of question q correct or not against a
// reference r; system-wise, a system's accuracy is estimated as the mean of A over its
// answers and compared with the accuracy people gave it. Definitions: docs/DEFINITIONS.md,
// "ava".
namespace explgraph::analyze {

// The judgments (people's and the evaluator's) are read by load/ava_judgments.hpp.
using load::AvaJudgment;
using load::AvaJudgments;

// Every resample's difference is kept per system for its interval: resamples × systems
// doubles, bounded (evaluate_evaluator throws core::UsageError past kMaxAvaDraws).
constexpr std::size_t kMaxAvaResamples = 1'000'000;
constexpr std::size_t kMaxAvaDraws = 50'000'000;

struct AvaSystemsOptions {
  std::size_t resamples = 10000;  // bootstrap resamples of each system's answers
  std::uint64_t seed = 1;
};

// Per system: accuracy by people (the mean human label), as the evaluator estimates it (the
// mean automatic label), and the difference estimated - human with the 2.5th and 97.5th
// nearest-rank percentiles of the same difference over bootstrap resamples of its answers.
struct AvaSystem {
  std::string name;
  std::size_t questions = 0;
  double human_accuracy = 0, estimated_accuracy = 0, difference = 0;
  double difference_low = 0, difference_high = 0;
};

// Kendall's τ-b between two lists, as scipy.stats.kendalltau (its default method "auto"): p
// exact (Kendall's distribution of inversions, two-sided) when neither list has ties and
// n <= 33 or at most one pair is discordant (or concordant); else the normal approximation
// with the tie-corrected variance. Absent when n < 2 or either list is constant.
struct KendallTau {
  std::optional<double> tau, p;
  std::string method;  // "exact", "asymptotic", or "" when absent
};
KendallTau kendall_tau_b(const std::vector<double>& x, const std::vector<double>& y);
// Two-sided exact p of Kendall's τ with n items and c = min(discordant, concordant) pairs:
// 2 · P(inversions <= c) of a random permutation, capped at 1 (scipy's _kendall_p_exact).
double kendall_exact_p(std::size_t n, std::size_t c);

// The evaluator's labels against people's, over every judgment (people's label as gold, 1 as
// the positive class). Precision is absent without a predicted positive, recall without a
// gold one, F1 = 2TP / (2TP + FP + FN) without either; Cohen's κ = (p_o - p_e) / (1 - p_e),
// p_e from the two labellers' marginals, absent when p_e = 1.
struct PointwiseAgreement {
  std::size_t judgments = 0;
  std::size_t true_positives = 0, false_positives = 0, false_negatives = 0, true_negatives = 0;
  double accuracy = 0;
  std::optional<double> precision, recall, f1, cohen_kappa;
};
PointwiseAgreement pointwise_agreement(std::size_t tp, std::size_t fp, std::size_t fn,
                                       std::size_t tn);

// System-wise: RMSE = sqrt(mean over systems of difference²), its standard deviation over
// the bootstrap resamples (each resample draws every system's answers again, with
// replacement; population standard deviation, as numpy.std), τ-b between the systems' human
// and estimated accuracies.
struct AvaSystemsResult {
  std::string source;
  std::size_t repeated = 0, unpaired = 0, malformed = 0;  // lines skipped (AvaJudgments)
  std::vector<AvaSystem> systems;
  double rmse = 0;
  std::optional<double> rmse_sd;
  KendallTau kendall;
  PointwiseAgreement pointwise;
  AvaSystemsOptions options;
};

AvaSystemsResult evaluate_evaluator(const AvaJudgments& judged, const AvaSystemsOptions& options);

}  // namespace explgraph::analyze
