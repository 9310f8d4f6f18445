#pragma once
#include "explgraph/api/baselines.hpp"
#include "explgraph/api/options/common.hpp"

namespace explgraph::options {

struct RankCommandOptions {
  CorpusOptions corpus;
  OutputOptions output{OutputKind::kRanking};
  std::string method = "tfidf";
  std::string query = "question+answer";
  WholeNumber top{0};
  bool top_given = false;
  std::string ratings;  // rank for the problems of a TextGraphs 2021 ratings file
};
void add_options(OptionBlocks& blocks, RankCommandOptions& o);
// The option values checked and converted for the baseline ranker.
baseline::RankOptions library_options(const RankCommandOptions& o);
extern const CommandHelp kRankHelp;

}  // namespace explgraph::options
