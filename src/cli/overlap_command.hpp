#pragma once
#include "command.hpp"
#include "explgraph/api/options/overlap.hpp"

namespace explgraph::cli {

int run(const options::OverlapCommandOptions& o, std::ostream& out, std::ostream& err);

}  // namespace explgraph::cli
