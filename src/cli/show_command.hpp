#pragma once
#include "command.hpp"
#include "explgraph/api/analyses.hpp"

namespace explgraph::cli {

struct ShowCommandOptions {
  CorpusOptions corpus;
  OutputOptions output{OutputKind::kGraph};
  std::vector<std::string> question_ids;  // positional
};
void add_options(OptionBlocks& blocks, ShowCommandOptions& o);
int run(const ShowCommandOptions& o, std::ostream& out, std::ostream& err);
extern const CommandHelp kShowHelp;

}  // namespace explgraph::cli
