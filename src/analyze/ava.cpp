#include "explgraph/analyze/ava.hpp"

#include <algorithm>
#include <cmath>
#include <numeric>

#include "explgraph/analyze/bootstrap.hpp"
#include "explgraph/core/errors.hpp"
#include "explgraph/core/random.hpp"

namespace explgraph::analyze {
namespace {

// Σ t(t-1)/2, Σ t(t-1)(t-2) and Σ t(t-1)(2t+5) over the runs t of equal values of `sorted`
// (scipy's count_rank_tie).
struct Ties {
  double pairs = 0, v0 = 0, v1 = 0;
};
Ties ties_of(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  Ties ties;
  for (std::size_t i = 0; i < values.size();) {
    std::size_t j = i;
    while (j < values.size() && values[j] == values[i]) ++j;
    const auto t = static_cast<double>(j - i);
    ties.pairs += t * (t - 1) / 2;
    ties.v0 += t * (t - 1) * (t - 2);
    ties.v1 += t * (t - 1) * (2 * t + 5);
    i = j;
  }
  return ties;
}

// Each system's answers as differences automatic - human (-1, 0 or 1).
std::vector<std::vector<double>> differences_by_system(const AvaJudgments& judged) {
  std::vector<std::vector<double>> by_system(judged.systems.size());
  for (const auto& j : judged.judgments)
    by_system[j.system].push_back(static_cast<double>(j.automatic) - static_cast<double>(j.human));
  return by_system;
}

// Resamples every system's answers together: the per-system difference intervals and the
// spread of the RMSE. Systems without answers keep their place with no draws.
void bootstrap_systems(const std::vector<std::vector<double>>& deltas,
                       const AvaSystemsOptions& options, AvaSystemsResult& r) {
  if (options.resamples == 0) return;
  if (options.resamples * deltas.size() > kMaxAvaDraws)
    throw core::UsageError("--resamples " + std::to_string(options.resamples) + " for " +
                           std::to_string(deltas.size()) +
                           " systems keeps more bootstrap differences than memory should hold (" +
                           std::to_string(kMaxAvaDraws) + " at most): lower --resamples");
  core::Random random(options.seed);
  std::vector<MeanResampler> resamplers;
  for (const auto& d : deltas) resamplers.emplace_back(d);
  std::vector<std::vector<double>> differences(deltas.size(),
                                               std::vector<double>(options.resamples));
  std::vector<double> rmses(options.resamples);
  for (std::size_t b = 0; b < options.resamples; ++b) {
    double squares = 0;
    for (std::size_t s = 0; s < deltas.size(); ++s) {
      const double difference = resamplers[s].draw(random);
      differences[s][b] = difference;
      squares += difference * difference;
    }
    rmses[b] = std::sqrt(squares / static_cast<double>(deltas.size()));
  }
  for (std::size_t s = 0; s < deltas.size(); ++s) {
    r.systems[s].difference_low = nearest_rank_percentile(differences[s], 0.025);
    r.systems[s].difference_high = nearest_rank_percentile(differences[s], 0.975);
  }
  const double mean =
      std::accumulate(rmses.begin(), rmses.end(), 0.0) / static_cast<double>(rmses.size());
  double spread = 0;
  for (double x : rmses) spread += (x - mean) * (x - mean);
  r.rmse_sd = std::sqrt(spread / static_cast<double>(rmses.size()));
}

}  // namespace

double kendall_exact_p(std::size_t n, std::size_t c) {
  const std::size_t total = n * (n - 1) / 2;
  c = std::min(c, total - std::min(c, total));
  if (n <= 2 || 4 * c == n * (n - 1)) return 1.0;
  // count[k] = permutations of j items with k inversions (k <= c), built up j = 1..n.
  std::vector<long double> count(c + 1, 0.0L);
  count[0] = 1.0L;
  long double factorial = 1.0L;
  for (std::size_t j = 2; j <= n; ++j) {
    factorial *= static_cast<long double>(j);
    // Adding item j adds 0..j-1 inversions: a sliding sum over the previous counts.
    std::vector<long double> next(c + 1, 0.0L);
    long double window = 0.0L;
    for (std::size_t k = 0; k <= c; ++k) {
      window += count[k];
      if (k >= j) window -= count[k - j];
      next[k] = window;
    }
    count.swap(next);
  }
  const long double below = std::accumulate(count.begin(), count.end(), 0.0L);
  return static_cast<double>(std::min(1.0L, 2.0L * below / factorial));
}

KendallTau kendall_tau_b(const std::vector<double>& x, const std::vector<double>& y) {
  KendallTau k;
  const std::size_t n = x.size();
  if (n < 2) return k;
  // Systems are few: every pair is compared (n² / 2 comparisons).
  double discordant = 0, joint_ties = 0;
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = i + 1; j < n; ++j) {
      const double dx = x[i] - x[j], dy = y[i] - y[j];
      if (dx == 0 && dy == 0)
        ++joint_ties;
      else if (dx * dy < 0)
        ++discordant;
    }
  const Ties tx = ties_of(x), ty = ties_of(y);
  const double total = static_cast<double>(n) * static_cast<double>(n - 1) / 2;
  if (tx.pairs == total || ty.pairs == total) return k;
  const double con_minus_dis = total - tx.pairs - ty.pairs + joint_ties - 2 * discordant;
  k.tau = std::clamp(con_minus_dis / std::sqrt(total - tx.pairs) / std::sqrt(total - ty.pairs),
                     -1.0, 1.0);
  const double c = std::min(discordant, total - discordant);
  if (tx.pairs == 0 && ty.pairs == 0 && (n <= 33 || c <= 1)) {
    k.method = "exact";
    k.p = kendall_exact_p(n, static_cast<std::size_t>(c));
    return k;
  }
  k.method = "asymptotic";
  const double m = static_cast<double>(n) * static_cast<double>(n - 1);
  const double nn = static_cast<double>(n);
  const double variance = (m * (2 * nn + 5) - tx.v1 - ty.v1) / 18 + 2 * tx.pairs * ty.pairs / m +
                          tx.v0 * ty.v0 / (9 * m * (nn - 2));
  k.p = std::erfc(std::abs(con_minus_dis / std::sqrt(variance)) / std::sqrt(2.0));
  return k;
}

PointwiseAgreement pointwise_agreement(std::size_t tp, std::size_t fp, std::size_t fn,
                                       std::size_t tn) {
  PointwiseAgreement a;
  a.true_positives = tp, a.false_positives = fp, a.false_negatives = fn, a.true_negatives = tn;
  a.judgments = tp + fp + fn + tn;
  if (a.judgments == 0) return a;
  const auto n = static_cast<double>(a.judgments);
  a.accuracy = static_cast<double>(tp + tn) / n;
  if (tp + fp > 0) a.precision = static_cast<double>(tp) / static_cast<double>(tp + fp);
  if (tp + fn > 0) a.recall = static_cast<double>(tp) / static_cast<double>(tp + fn);
  if (tp + fp + fn > 0)
    a.f1 = 2.0 * static_cast<double>(tp) / static_cast<double>(2 * tp + fp + fn);
  // Chance agreement from the two labellers' marginals.
  const double human_yes = static_cast<double>(tp + fn) / n;
  const double auto_yes = static_cast<double>(tp + fp) / n;
  const double expected = human_yes * auto_yes + (1 - human_yes) * (1 - auto_yes);
  if (expected < 1) a.cohen_kappa = (a.accuracy - expected) / (1 - expected);
  return a;
}

AvaSystemsResult evaluate_evaluator(const AvaJudgments& judged, const AvaSystemsOptions& options) {
  AvaSystemsResult r;
  r.source = judged.name;
  r.repeated = judged.repeated, r.unpaired = judged.unpaired, r.malformed = judged.malformed;
  r.options = options;
  const auto deltas = differences_by_system(judged);
  std::vector<double> human(judged.systems.size()), estimated(judged.systems.size());
  std::size_t tp = 0, fp = 0, fn = 0, tn = 0;
  for (const auto& j : judged.judgments) {
    human[j.system] += j.human;
    estimated[j.system] += j.automatic;
    tp += j.human && j.automatic, fp += !j.human && j.automatic;
    fn += j.human && !j.automatic, tn += !j.human && !j.automatic;
  }
  double squares = 0;
  for (std::size_t s = 0; s < judged.systems.size(); ++s) {
    AvaSystem system;
    system.name = judged.systems[s];
    system.questions = deltas[s].size();
    const auto n = static_cast<double>(system.questions);
    system.human_accuracy = human[s] /= n;
    system.estimated_accuracy = estimated[s] /= n;
    system.difference = system.estimated_accuracy - system.human_accuracy;
    squares += system.difference * system.difference;
    r.systems.push_back(system);
  }
  r.rmse = std::sqrt(squares / static_cast<double>(r.systems.size()));
  bootstrap_systems(deltas, options, r);
  r.kendall = kendall_tau_b(human, estimated);
  r.pointwise = pointwise_agreement(tp, fp, fn, tn);
  return r;
}

}  // namespace explgraph::analyze
