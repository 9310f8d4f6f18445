#pragma once
#include "command.hpp"

namespace explgraph::cli {

struct SolveOptions {
  CorpusOptions corpus;
  OutputOptions output{OutputKind::kData};
  std::string method = "tfidf";
};
void add_options(OptionBlocks& blocks, SolveOptions& o);
int run(const SolveOptions& o, std::ostream& out, std::ostream& err);
extern const CommandHelp kSolveHelp;

// rank and solve write one TSV stream: --format text and tsv both give it; json and md are
// usage errors rather than a summary in place of the data.
void check_tsv_format(const OutputOptions& output, const char* command);

}  // namespace explgraph::cli
