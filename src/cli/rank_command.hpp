#pragma once
#include "command.hpp"

namespace explgraph::cli {

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
int run(const RankCommandOptions& o, std::ostream& out, std::ostream& err);
extern const CommandHelp kRankHelp;

}  // namespace explgraph::cli
