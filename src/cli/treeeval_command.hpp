#pragma once
#include "command.hpp"
#include "explgraph/api/options/treeeval.hpp"

namespace explgraph::cli {

int run(const options::TreeevalCommandOptions& o, std::ostream& out, std::ostream& err);

}  // namespace explgraph::cli
