#include "explgraph/analyze/ranking_metrics.hpp"

#include <algorithm>
#include <cmath>
#include <functional>
#include <unordered_set>

namespace explgraph::analyze {
namespace {

std::unordered_set<std::uint32_t> distinct(const Ids& ids) {
  return {ids.begin(), ids.end()};
}

std::size_t hits_in_top(const Ids& gold, const Ids& ranked, std::size_t k) {
  auto relevant = distinct(gold);
  std::size_t hits = 0;
  for (std::size_t i = 0; i < std::min(k, ranked.size()); ++i) hits += relevant.count(ranked[i]);
  return hits;
}

}  // namespace

double average_precision(Scorer scorer, const Ids& gold, const Ids& ranked) {
  if (gold.empty() || ranked.empty()) return 0.0;
  auto remaining = distinct(gold);
  const double distinct_gold = static_cast<double>(remaining.size());
  double sum = 0.0;
  std::size_t found = 0;
  for (std::size_t i = 0; i < ranked.size() && !remaining.empty(); ++i) {
    if (remaining.erase(ranked[i]) == 0) continue;
    ++found;
    sum += static_cast<double>(found) / static_cast<double>(i + 1);
  }
  if (scorer == Scorer::kTg2020) return sum / static_cast<double>(gold.size());
  return remaining.empty() ? sum / distinct_gold : 0.0;
}

double precision_at(const Ids& gold, const Ids& ranked, std::size_t k) {
  return k == 0 ? 0.0 : static_cast<double>(hits_in_top(gold, ranked, k)) / static_cast<double>(k);
}

double recall_at(const Ids& gold, const Ids& ranked, std::size_t k) {
  auto relevant = distinct(gold).size();
  return relevant == 0
             ? 0.0
             : static_cast<double>(hits_in_top(gold, ranked, k)) / static_cast<double>(relevant);
}

double reciprocal_rank(const Ids& gold, const Ids& ranked) {
  auto relevant = distinct(gold);
  for (std::size_t i = 0; i < ranked.size(); ++i)
    if (relevant.count(ranked[i])) return 1.0 / static_cast<double>(i + 1);
  return 0.0;
}

double graded_ndcg_at(const std::vector<double>& gains, std::vector<double> all_gains,
                      std::size_t k) {
  auto dcg = [k](const std::vector<double>& g) {
    double sum = 0.0;
    for (std::size_t i = 0; i < std::min(k, g.size()); ++i)
      sum += g[i] / std::log2(static_cast<double>(i) + 2.0);
    return sum;
  };
  std::sort(all_gains.begin(), all_gains.end(), std::greater<>());
  double ideal = dcg(all_gains);
  return ideal > 0 ? dcg(gains) / ideal : 0.0;
}

double ndcg_at(const Ids& gold, const Ids& ranked, std::size_t k) {
  auto relevant = distinct(gold);
  std::vector<double> gains;
  for (std::size_t i = 0; i < std::min(k, ranked.size()); ++i)
    gains.push_back(relevant.count(ranked[i]) ? 1.0 : 0.0);
  return graded_ndcg_at(gains, std::vector<double>(relevant.size(), 1.0), k);
}

}  // namespace explgraph::analyze
