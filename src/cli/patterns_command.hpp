#pragma once
#include "command.hpp"
#include "explgraph/api/options/patterns.hpp"

namespace explgraph::cli {

int run(const options::PatternsCommandOptions& o, std::ostream& out, std::ostream& err);

}  // namespace explgraph::cli
