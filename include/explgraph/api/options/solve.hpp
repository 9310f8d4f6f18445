#pragma once
#include "explgraph/api/options/common.hpp"

namespace explgraph::options {

struct SolveCommandOptions {
  CorpusOptions corpus;
  OutputOptions output{OutputKind::kData};
  std::string method = "tfidf";
};
void add_options(OptionBlocks& blocks, SolveCommandOptions& o);
extern const CommandHelp kSolveHelp;

}  // namespace explgraph::options
