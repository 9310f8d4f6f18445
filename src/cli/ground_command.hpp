#pragma once
#include "command.hpp"
#include "explgraph/api/options/ground.hpp"

namespace explgraph::cli {

int run(const options::GroundCommandOptions& o, std::ostream& out, std::ostream& err);

}  // namespace explgraph::cli
