#pragma once
#include "explgraph/api/analyses.hpp"
#include "explgraph/api/options/common.hpp"

namespace explgraph::options {

struct ShowCommandOptions {
  CorpusOptions corpus;
  OutputOptions output{OutputKind::kGraph};
  std::vector<std::string> question_ids;  // positional
};
void add_options(OptionBlocks& blocks, ShowCommandOptions& o);
extern const CommandHelp kShowHelp;
// A question id given, or a core::UsageError.
void require_inputs(const ShowCommandOptions& o);

}  // namespace explgraph::options
