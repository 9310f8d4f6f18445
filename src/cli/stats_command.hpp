#pragma once
#include "command.hpp"
#include "explgraph/api/options/stats.hpp"

namespace explgraph::cli {

int run(const options::StatsCommandOptions& o, std::ostream& out, std::ostream& err);

}  // namespace explgraph::cli
