#pragma once
#include "command.hpp"
#include "explgraph/api/options/rank.hpp"

namespace explgraph::cli {

int run(const options::RankCommandOptions& o, std::ostream& out, std::ostream& err);

}  // namespace explgraph::cli
