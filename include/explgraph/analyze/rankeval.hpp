#pragma once
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "explgraph/analyze/comparisons.hpp"
#include "explgraph/analyze/ranking_metrics.hpp"
#include "explgraph/analyze/trec_measures.hpp"
#include "explgraph/graph/explanation_graphs.hpp"
#include "explgraph/load/corpus.hpp"
#include "explgraph/load/ranking.hpp"

namespace explgraph::analyze {

struct RankevalOptions {
  Scorer scorer = Scorer::kTg2020;
  std::vector<std::size_t> ks{1, 5, 10, 20};
  // Which rankings are compared (by default each with the first) and how, on per-question
  // average precision.
  ComparisonOptions comparison;
  double relevance_threshold = 1;  // TF-Ranking JSON: relevance >= threshold is relevant
  // TREC runs against qrels: how trec_eval judges them (its -c, -J, -M; its -l is
  // relevance_threshold rounded up, whatever trec.relevance_level says), the measures of
  // its own asked for besides rankeval's figures (--measures), and whether each query's
  // figures are shown (--per-query).
  TrecEvalSettings trec;
  TrecMeasureSelection trec_measures;
  bool per_query = false;
};

struct GroupScore {
  std::string group;
  std::size_t questions = 0;  // questions with at least one gold fact in the group
  std::size_t facts = 0;      // gold tokens in the group
  double map = 0;
};

struct Breakdown {
  std::string name;  // role, overlap, hops, category, length
  std::string note;
  std::vector<GroupScore> groups;
};

// What the order of tied scores can do to a ranking's figures (TREC runs): the queries with
// ties, those whose ties straddle each cut-off, and each figure's exact range over every
// order of the tied documents (its lowest and highest).
struct RankingTies {
  struct Range {
    std::string metric;  // "MAP", then the metrics' names
    double low = 0, high = 0;
  };
  std::size_t queries_with_ties = 0;
  std::vector<std::pair<std::size_t, std::size_t>> straddling;  // (k, queries)
  std::vector<Range> range;
};

// One ranking scored against the gold explanations of the kept questions.
struct RankingScore {
  std::string name;
  // The split whose gold questions it was scored against, when the corpus has several and
  // the ranking ranks questions of this one only ("" all: every gold question counts).
  std::string split;
  double map = 0;
  std::size_t gold_questions = 0;    // kept questions with at least one gold UID
  std::size_t ranked_questions = 0;  // of those, with a ranking
  std::size_t scored_questions = 0;  // averaged over (all gold for tg2020, ranked for tg2019)
  std::vector<std::string> missing_questions;  // gold questions without a ranking
  std::vector<std::string> unknown_questions;  // ranked ids that are no gold question
  // Ranked ids matching several gold ids ignoring case: unused.
  std::vector<std::string> ambiguous_questions;
  // tg2020: questions of E whose flags field is not exactly SUCCESS/READY.
  std::size_t gold_set_aside_by_flags = 0;
  std::size_t unknown_uids = 0;  // distinct ranked UIDs no table defines
  std::size_t repeated = 0, malformed = 0;
  bool ranked_by_score = false;                         // the file had a score column: ranked by it
  std::vector<std::pair<std::string, double>> metrics;  // P@k…, R@k…, NDCG@k…, MRR, in that order
  std::vector<Breakdown> breakdowns;
  std::vector<std::string> question_ids;  // the averaged questions, in order
  std::vector<double> ap;                 // their average precision
  // TREC runs: trec_eval's measures asked for with --measures (null when none was).
  std::shared_ptr<const TrecEvaluation> trec_measures;
  std::optional<RankingTies> ties;  // TREC runs: what tie-breaking can do
};

struct RankingComparison {
  double baseline_map = 0, other_map = 0;
  PairedComparison paired;  // over the questions both average (deltas = other - baseline AP)
};

struct RankevalResult {
  std::string scorer;
  std::vector<RankingScore> rankings;
  ComparisonOptions comparison;                // as asked (its progress cleared)
  std::vector<RankingComparison> comparisons;  // compare_rankings
  // Each ranking's own 95% interval of its MAP (system_interval over its questions' AP), when
  // rankings are compared; empty otherwise.
  std::vector<Interval> ranking_ci95;
  bool per_query = false;  // each query's trec_eval figures are shown
  std::string trec_flags;  // TREC runs against qrels: trec_eval's flags that score them alike
};

// Every ranking scored (`comparisons` left empty: compare_rankings, once every ranking of a
// run is scored, TF-Ranking ones too).
RankevalResult evaluate_rankings(const load::Corpus& corpus, const graph::ExplanationGraphs& graphs,
                                 const std::vector<load::Ranking>& rankings,
                                 const RankevalOptions& options);

// The rankings compared pair by pair (comparison_pairs, each against the first by default)
// on the average precision of the questions both average, adjusted across the pairs.
std::vector<RankingComparison> compare_rankings(const std::vector<RankingScore>& rankings,
                                                const ComparisonOptions& options);

// TF-Ranking output carries its own graded relevance: each query is scored on its own.
RankingScore evaluate_scored_problems(const std::string& name,
                                      const std::vector<load::RankingProblem>& problems,
                                      const RankevalOptions& options);

}  // namespace explgraph::analyze
