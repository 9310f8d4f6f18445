#pragma once
#include "explgraph/api/analyses.hpp"
#include "explgraph/api/options/common.hpp"
#include "explgraph/api/options/comparison.hpp"

namespace explgraph::options {

struct RankevalCommandOptions {
  CorpusOptions corpus;
  OutputOptions output{OutputKind::kRankings};
  std::vector<std::string> rankings;  // [NAME=]FILE
  std::string scorer = "tg2020";
  std::string ks = "1,5,10,20";
  std::string ratings;  // TextGraphs 2021 expert ratings: scored with that task's NDCG
  std::string qrels;    // TREC relevance judgments: TREC runs scored as trec_eval -c
  double rating_threshold = 0;
  double relevance_threshold = 1;
  // --qrels: trec_eval's measures and flags
  std::vector<std::string> measures;  // in trec_eval's -m syntax: P.5,10 ndcg_cut.10 all_trec
  bool per_query = false;             // its -q
  bool ranked_queries_only = false;   // without its -c
  bool judged_only = false;           // its -J
  WholeNumber depth{kEveryDocument};  // its -M N (from 1; not given: every document)
  static constexpr std::uint64_t kEveryDocument = UINT64_MAX;
  ComparisonArgs comparison;
};
void add_options(OptionBlocks& blocks, RankevalCommandOptions& o);
// The option values checked and converted for the library (also the Python module's), before
// the corpus loads: the gold-explanation scores' and the expert ratings'.
struct RankevalSettings {
  analyze::RankevalOptions rankeval;
  analyze::RatingsOptions ratings;
};
RankevalSettings library_options(const RankevalCommandOptions& o);
// --qrels takes the place of a corpus: both given is a core::UsageError.
void check_judgments(const RankevalCommandOptions& o, bool corpus_given);
// The ranking files scored as the command scores them: TREC runs against --qrels, rankings
// against --ratings, else against the corpus's gold explanations (TextGraphs TSV, TREC runs)
// or on their own relevance (TF-Ranking JSON; `corpus` may then be an empty workspace).
Output rankeval(Workspace& corpus, const RankevalCommandOptions& o,
                const std::vector<load::NamedFile>& rankings);
extern const CommandHelp kRankevalHelp;

}  // namespace explgraph::options
