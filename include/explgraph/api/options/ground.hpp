#pragma once
#include <string>
#include <vector>

#include "explgraph/api/grounding.hpp"
#include "explgraph/api/options/common.hpp"

namespace explgraph::options {

// `ground`: generated explanations grounded in the tablestore.
struct GroundCommandOptions {
  CorpusOptions corpus;
  OutputOptions output{OutputKind::kResult};
  std::vector<std::string> explanations;  // [NAME=]FILE
  std::string write_ranking;              // FILE: the grounded UIDs as a TextGraphs ranking
};
void add_options(OptionBlocks& blocks, GroundCommandOptions& o);
// The explanation files named (core::UsageError when there is none, or when --write-ranking
// is given with several).
std::vector<load::NamedFile> explanation_files(const GroundCommandOptions& o);
extern const CommandHelp kGroundHelp;

}  // namespace explgraph::options
