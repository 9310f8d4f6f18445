#pragma once
#include "command.hpp"
#include "explgraph/api/options/hops.hpp"

namespace explgraph::cli {

int run(const options::HopsCommandOptions& o, std::ostream& out, std::ostream& err);

}  // namespace explgraph::cli
