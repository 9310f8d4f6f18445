#pragma once
#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "explgraph/core/choices.hpp"

namespace explgraph::analyze {

// Which TextGraphs MAP (docs/DEFINITIONS.md): 2020's, where an unranked gold question scores
// 0, or 2019's, where only the ranked questions are averaged.
enum class Scorer { kTg2020, kTg2019 };
inline constexpr core::Choice<Scorer> kScorers[] = {{Scorer::kTg2020, "tg2020"},
                                                    {Scorer::kTg2019, "tg2019"}};
// "tg2020", "tg2019": the names on the command line, in Python and in JSON, spelled once.
const char* scorer_name(Scorer scorer);
// The scorer named so, or nothing.
std::optional<Scorer> parse_scorer(std::string_view name);

// Items as dense integer ids (interned UIDs or document numbers).
using Ids = std::vector<std::uint32_t>;

// A question's gold as one ranking finds it: the 1-based rank of each distinct gold id,
// ascending, with 0s (ids the ranking lacks) first; how many gold ids were listed (an id
// listed twice counts twice); whether the ranking lists anything for the question. Every
// metric below is a function of this, so a ranking is walked once per question.
struct GoldRanks {
  std::vector<std::size_t> ranks;
  std::size_t listed = 0;
  bool ranking_empty = true;
};

// The rank in `ranked` (each id once, best first) of each id of `gold` as listed, 0 when
// absent: one pass over `ranked` that stops when every gold id is found.
std::vector<std::size_t> ranks_as_listed(const Ids& gold, const Ids& ranked);
GoldRanks gold_ranks(const Ids& gold, const Ids& ranked);
// From the rank of each gold id as listed (0 = not ranked), the ranks of the distinct ids:
// for a subset of a question's gold (a breakdown group) without walking the ranking again.
GoldRanks gold_ranks_of(const Ids& gold, const std::vector<std::size_t>& rank_as_listed,
                        bool ranking_empty);

double average_precision(Scorer scorer, const GoldRanks& gold);
double precision_at(const GoldRanks& gold, std::size_t k);
double recall_at(const GoldRanks& gold, std::size_t k);
double reciprocal_rank(const GoldRanks& gold);
double ndcg_at(const GoldRanks& gold, std::size_t k);

// Average precision exactly as the TextGraphs evaluation scripts compute it; `ranked` holds
// each id once, best first. With k relevant ids found at 1-based ranks r_1 < r_2 < …:
//  - tg2020 (tg2020task/evaluate.py): sum_k k / r_k over the ids found, divided by the
//    length of `gold` *as listed* (a UID listed twice counts twice); 0 when gold or ranked
//    is empty. A gold id missing from the ranking contributes 0.
//  - tg2019 (tg2019task/evaluate.py): gold ids taken once; 0 when any gold id is missing
//    from the ranking (the script's infinite precision, then zeroed); else sum_k k / r_k
//    divided by the number of distinct gold ids.
double average_precision(Scorer scorer, const Ids& gold, const Ids& ranked);

// Binary relevance against the distinct gold ids.
double precision_at(const Ids& gold, const Ids& ranked, std::size_t k);
double recall_at(const Ids& gold, const Ids& ranked, std::size_t k);
double reciprocal_rank(const Ids& gold, const Ids& ranked);
// NDCG@k with gains; DCG = sum_{i<=k} gain_i / log2(i + 1), ideal from the gains sorted
// descending (all relevant items, not only those ranked). 0 when the ideal DCG is 0.
double graded_ndcg_at(const std::vector<double>& gains_in_rank_order, std::vector<double> all_gains,
                      std::size_t k);
double ndcg_at(const Ids& gold, const Ids& ranked, std::size_t k);

// The metrics list every ranking score reports, in P@k, R@k, NDCG@k order by k, then MRR:
// `sums` (by those names; a missing one is 0) and `reciprocal_ranks` divided by `n`.
std::vector<std::pair<std::string, double>> average_metrics(
    const std::map<std::string, double>& sums, double reciprocal_ranks,
    const std::vector<std::size_t>& ks, double n);

}  // namespace explgraph::analyze
