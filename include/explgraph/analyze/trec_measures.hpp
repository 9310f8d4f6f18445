#pragma once
#include <cstddef>
#include <limits>
#include <string>
#include <vector>

#include "explgraph/load/trec.hpp"

// trec_eval's measures (usnistgov/trec_eval 10, its m_*.c), computed as it computes them, on
// the same double arithmetic in the same order, so that every printed figure is the same.
namespace explgraph::analyze {

// How trec_eval judges a run: its command-line flags.
struct TrecEvalSettings {
  long relevance_level = 1;  // -l: a grade of at least this is relevant
  // -c: a judged query the run lacks is scored (as a run retrieving one unjudged document,
  // as trec_eval scores it) and every judged query averaged. Without it, such a query is
  // left out (trec_eval 9's way; trec_eval 10 stops with an error there).
  bool complete = true;
  bool judged_only = false;                       // -J: unjudged documents removed first
  long depth = std::numeric_limits<long>::max();  // -M: the first N documents of each query
  long documents_in_collection = 0;               // -N: utility's fourth coefficient's count
  // How documents with equal scores are ordered: trec_eval's docid descending, or, to bound
  // what tie-breaking can do, the order that is best (or worst) for every measure at once:
  // within each run of equal scores, the highest grades first (or last).
  enum class Ties { kDocidDescending, kBestFirst, kWorstFirst };
  Ties ties = Ties::kDocidDescending;
};

// Ties in a run's scores among the queries the qrels judge: how many queries have two
// documents with the same score, and for each cut-off k how many have a run of equal scores
// that straddles it (the documents at ranks k and k + 1 score the same), so that the order
// trec_eval gives them decides what the first k hold.
struct TrecTieCounts {
  std::size_t queries_with_ties = 0;
  std::vector<std::pair<std::size_t, std::size_t>> straddling;  // (k, queries)
};
TrecTieCounts count_ties(const load::Qrels& qrels, const load::TrecRun& run,
                         const std::vector<std::size_t>& ks);

// One measure asked for, in trec_eval's -m syntax: a measure ("P"), a measure with its
// parameters ("P.5,10", "ndcg.1=3,2=9", "iprec_at_recall..25,.5"), or a set of them
// ("official", "all_trec", "set").
struct TrecMeasureSelection {
  struct Measure {
    std::size_t definition = 0;      // in trec_eval's order of measures
    std::vector<double> parameters;  // cutoffs (sorted) or coefficients
    // Whole-number cutoffs as given (sorted), exactly: trec_eval reads them with atol, which
    // saturates at LONG_MAX, and a double cannot hold every long. Empty for the defaults.
    std::vector<long> whole_cutoffs;
    std::vector<std::pair<std::string, double>> pairs;  // name=value parameters (gains, p)
    std::string printable;  // the parameters as written, "" for the defaults
  };
  std::vector<Measure> measures;  // in trec_eval's order, each once
};

// The measures that `specs` name, each as trec_eval's -m reads it. Throws core::UsageError
// for an unknown name (listing the known ones) and for parameters trec_eval refuses.
TrecMeasureSelection select_trec_measures(const std::vector<std::string>& specs);

// The names of every measure explgraph computes as trec_eval does, in its order.
std::vector<std::string> trec_measure_names();

enum class TrecValueKind { kInteger, kReal, kRelevanceString, kRunId };

// One printed value: a measure, or one cutoff of it ("P_5").
struct TrecValueColumn {
  std::string name;
  TrecValueKind kind = TrecValueKind::kReal;
  bool per_query = true;  // printed for each query (not runid, num_q, gm_map, gm_bpref)
  bool summary = true;    // printed for "all" (not relstring)
};

// A run scored with trec_eval's measures.
struct TrecEvaluation {
  std::string run_id;  // the tag of the run's last line, as trec_eval's runid
  std::vector<TrecValueColumn> columns;
  std::vector<std::string> queries;     // evaluated, in trec_eval's order (qid bytewise)
  std::vector<double> values;           // queries × columns, row by row
  std::vector<std::string> relstrings;  // by query, when relstring is asked for
  std::vector<double> summary;          // by column: the average ("all") as trec_eval prints it
  std::size_t judged_queries = 0;       // queries the qrels judge
  std::vector<std::string> skipped;     // judged queries the run lacks, left out (not complete)

  double value(std::size_t query, std::size_t column) const {
    return values[query * columns.size() + column];
  }
};

// `run` scored against `qrels` with the selected measures, as `trec_eval -m … [-c] [-J]
// [-M N] [-l L] qrels run` scores it; the queries on up to `threads` threads (0: one per
// core), the figures the same on any number.
TrecEvaluation evaluate_trec_measures(const load::Qrels& qrels, const load::TrecRun& run,
                                      const TrecMeasureSelection& measures,
                                      const TrecEvalSettings& settings, std::size_t threads = 1);
// Several selections over one reading of the run (each query judged once), in their order.
std::vector<TrecEvaluation> evaluate_trec_measures(
    const load::Qrels& qrels, const load::TrecRun& run,
    const std::vector<const TrecMeasureSelection*>& selections, const TrecEvalSettings& settings,
    std::size_t threads = 1);

}  // namespace explgraph::analyze
