#include "explgraph/analyze/ranking_metrics.hpp"

#include <algorithm>
#include <cmath>
#include <functional>
#include <unordered_map>

#include "explgraph/core/choices.hpp"

namespace explgraph::analyze {

const char* scorer_name(Scorer scorer) {
  return core::choice_name(kScorers, scorer);
}
std::optional<Scorer> parse_scorer(std::string_view name) {
  return core::find_choice(kScorers, name);
}

namespace {

std::size_t hits_in_top(const GoldRanks& gold, std::size_t k) {
  return static_cast<std::size_t>(std::count_if(gold.ranks.begin(), gold.ranks.end(),
                                                [k](std::size_t r) { return r > 0 && r <= k; }));
}

}  // namespace

std::vector<std::size_t> ranks_as_listed(const Ids& gold, const Ids& ranked) {
  std::unordered_map<std::uint32_t, std::size_t> rank;  // distinct gold id -> rank, 0 unseen
  for (std::uint32_t id : gold) rank.emplace(id, 0);
  std::size_t missing = rank.size();
  for (std::size_t i = 0; i < ranked.size() && missing > 0; ++i) {
    auto it = rank.find(ranked[i]);
    if (it == rank.end() || it->second != 0) continue;
    it->second = i + 1;
    --missing;
  }
  std::vector<std::size_t> out;
  out.reserve(gold.size());
  for (std::uint32_t id : gold) out.push_back(rank.at(id));
  return out;
}

GoldRanks gold_ranks(const Ids& gold, const Ids& ranked) {
  return gold_ranks_of(gold, ranks_as_listed(gold, ranked), ranked.empty());
}

GoldRanks gold_ranks_of(const Ids& gold, const std::vector<std::size_t>& rank_as_listed,
                        bool ranking_empty) {
  std::unordered_map<std::uint32_t, std::size_t> rank;
  for (std::size_t t = 0; t < gold.size(); ++t) rank.emplace(gold[t], rank_as_listed[t]);
  GoldRanks g;
  g.listed = gold.size();
  g.ranking_empty = ranking_empty;
  for (const auto& [id, r] : rank) g.ranks.push_back(r);
  std::sort(g.ranks.begin(), g.ranks.end());
  return g;
}

double average_precision(Scorer scorer, const GoldRanks& gold) {
  if (gold.listed == 0 || gold.ranking_empty) return 0.0;
  double sum = 0.0;
  std::size_t found = 0;
  for (std::size_t r : gold.ranks) {  // ascending: the order the scripts meet them
    if (r == 0) continue;
    ++found;
    sum += static_cast<double>(found) / static_cast<double>(r);
  }
  if (scorer == Scorer::kTg2020) return sum / static_cast<double>(gold.listed);
  return found == gold.ranks.size() ? sum / static_cast<double>(gold.ranks.size()) : 0.0;
}

double precision_at(const GoldRanks& gold, std::size_t k) {
  return k == 0 ? 0.0 : static_cast<double>(hits_in_top(gold, k)) / static_cast<double>(k);
}

double recall_at(const GoldRanks& gold, std::size_t k) {
  return gold.ranks.empty()
             ? 0.0
             : static_cast<double>(hits_in_top(gold, k)) / static_cast<double>(gold.ranks.size());
}

double reciprocal_rank(const GoldRanks& gold) {
  for (std::size_t r : gold.ranks)
    if (r > 0) return 1.0 / static_cast<double>(r);
  return 0.0;
}

double ndcg_at(const GoldRanks& gold, std::size_t k) {
  // Binary gains: DCG over the gold ids in the top k, by rank; the ideal ranks them first.
  double dcg = 0.0, ideal = 0.0;
  for (std::size_t r : gold.ranks)
    if (r > 0 && r <= k) dcg += 1.0 / std::log2(static_cast<double>(r) + 1.0);
  for (std::size_t i = 0; i < std::min(k, gold.ranks.size()); ++i)
    ideal += 1.0 / std::log2(static_cast<double>(i) + 2.0);
  return ideal > 0 ? dcg / ideal : 0.0;
}

double average_precision(Scorer scorer, const Ids& gold, const Ids& ranked) {
  return average_precision(scorer, gold_ranks(gold, ranked));
}

double precision_at(const Ids& gold, const Ids& ranked, std::size_t k) {
  return precision_at(gold_ranks(gold, ranked), k);
}

double recall_at(const Ids& gold, const Ids& ranked, std::size_t k) {
  return recall_at(gold_ranks(gold, ranked), k);
}

double reciprocal_rank(const Ids& gold, const Ids& ranked) {
  return reciprocal_rank(gold_ranks(gold, ranked));
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
  return ndcg_at(gold_ranks(gold, ranked), k);
}

std::vector<std::pair<std::string, double>> average_metrics(
    const std::map<std::string, double>& sums, double reciprocal_ranks,
    const std::vector<std::size_t>& ks, double n) {
  std::vector<std::pair<std::string, double>> out;
  for (const char* metric : {"P@", "R@", "NDCG@"})
    for (std::size_t k : ks) {
      std::string name = metric + std::to_string(k);
      auto it = sums.find(name);
      out.emplace_back(name, it == sums.end() ? 0.0 : it->second / n);
    }
  out.emplace_back("MRR", reciprocal_ranks / n);
  return out;
}

}  // namespace explgraph::analyze
