#pragma once
#include "command.hpp"
#include "explgraph/api/options/reuse.hpp"

namespace explgraph::cli {

int run(const options::ReuseCommandOptions& o, std::ostream& out, std::ostream& err);

}  // namespace explgraph::cli
