#pragma once
#include "command.hpp"
#include "explgraph/api/options/growth.hpp"

namespace explgraph::cli {

int run(const options::GrowthCommandOptions& o, std::ostream& out, std::ostream& err);

}  // namespace explgraph::cli
