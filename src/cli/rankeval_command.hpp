#pragma once
#include "command.hpp"
#include "comparison_options.hpp"
#include "explgraph/api/analyses.hpp"

namespace explgraph::cli {

struct RankevalCommandOptions {
  CorpusOptions corpus;
  OutputOptions output{OutputKind::kCompared};
  std::vector<std::string> rankings;  // [NAME=]FILE
  std::string scorer = "tg2020";
  std::string ks = "1,5,10,20";
  std::string ratings;  // TextGraphs 2021 expert ratings: scored with that task's NDCG
  std::string qrels;    // TREC relevance judgments: TREC runs scored as trec_eval -c
  double rating_threshold = 0;
  double relevance_threshold = 1;
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
int run(const RankevalCommandOptions& o, std::ostream& out, std::ostream& err);
extern const CommandHelp kRankevalHelp;

// "1,5,10,20": cut-offs from 1 to 1,000,000 (beyond, no ranking has that many facts).
std::vector<std::size_t> parse_ks(const std::string& text);

}  // namespace explgraph::cli
