#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "explgraph/analyze/rankeval.hpp"
#include "explgraph/load/expert_ratings.hpp"
#include "explgraph/load/ranking.hpp"

namespace explgraph::analyze {

// TextGraphs 2021 NDCG of one problem, exactly as the task's official evaluate.py (final
// version) computes it, quirks included:
//  - `predicted`: the ranked ids, lower-cased, each once (first position); the gold ids are
//    compared as written;
//  - gain at rank i (1-based): 2^rel - 1, discount log2(i + 1); a ranked id counts with its
//    rating only when that rating is above `threshold` (the script's 0), else 0;
//  - rated ids missing from the ranking are appended after it, in a block of 10^6 positions
//    filled from its end in reverse order of the ratings file (the first missing id at the
//    very last position), with their raw ratings;
//  - the ideal DCG sorts that same list of gains; a problem with no rated document scores
//    1, one whose ideal DCG is 0 (all ratings 0) scores 0.
double tg2021_ndcg(const std::vector<load::RatedDocument>& gold,
                   const std::vector<std::string>& predicted, double threshold);

struct RatingsOptions {
  double threshold = 0;  // a rating above it is relevant (gain in ranked positions, hit in P/R@k)
  std::vector<std::size_t> ks{1, 5, 10, 20};
  ComparisonOptions comparison;  // rankings compared on per-problem NDCG (each with the first)
  // Unrated facts are dropped from each ranking before it is scored (the rated ones keep their
  // order, ranked from 1 without gaps), as trec_eval -J does: the ratings cover only facts
  // that earlier rankers ranked high, and a new ranker's unrated facts would otherwise count 0.
  bool judged_only = false;
  bool per_query = false;  // each problem's NDCG is shown
};

// Rated facts of one grade (rating value) and the share of them ranked within the top k.
struct GradeRecall {
  double grade = 0;
  std::size_t facts = 0;
  std::vector<double> found_at;  // per options.ks
};

struct RatingsScore {
  std::string name;
  double ndcg = 0;  // mean over every problem of the ratings file
  std::size_t problems = 0;
  std::size_t ranked_problems = 0;  // with a ranking (the others still score, as the script)
  std::size_t problems_without_ratings = 0;  // no rated document: scored 1
  std::size_t problems_all_zero = 0;         // ideal DCG 0: scored 0
  std::vector<std::string> unranked_problems;
  std::vector<std::string> unknown_questions;  // ranked ids that are no problem of the file
  // Ranked ids matching several problems ignoring case: unused.
  std::vector<std::string> ambiguous_questions;
  std::size_t repeated = 0, malformed = 0;
  // P@k, R@k and MRR with relevant = rating above the threshold, averaged over the problems
  // with at least one relevant fact; then judged@k (the share of the first k ranked facts
  // that are rated, over k: ir_measures' Judged@k), averaged over every problem.
  std::size_t problems_with_relevant = 0;
  std::vector<std::pair<std::string, double>> metrics;
  std::vector<GradeRecall> by_grade;      // highest grade first
  std::vector<std::string> question_ids;  // every problem, in file order
  std::vector<double> per_problem;        // their NDCG
};

struct RatingsResult {
  double threshold = 0;
  bool judged_only = false;
  bool per_query = false;
  std::vector<std::size_t> ks;
  std::vector<RatingsScore> rankings;
  ComparisonOptions comparison;                // as asked (its progress cleared)
  std::vector<RankingComparison> comparisons;  // on per-problem NDCG (baseline_map: NDCG)
};

RatingsResult evaluate_ratings(const std::vector<load::RatingProblem>& problems,
                               const std::vector<load::Ranking>& rankings,
                               const RatingsOptions& options);

}  // namespace explgraph::analyze
