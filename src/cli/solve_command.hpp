#pragma once
#include "command.hpp"
#include "explgraph/api/options/solve.hpp"

namespace explgraph::cli {

int run(const options::SolveCommandOptions& o, std::ostream& out, std::ostream& err);

// rank and solve write one TSV stream: --format text and tsv both give it; json and md are
// usage errors rather than a summary in place of the data.
void check_tsv_format(const OutputOptions& output, const char* command);

}  // namespace explgraph::cli
