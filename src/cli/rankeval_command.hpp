#pragma once
#include "command.hpp"
#include "explgraph/api/options/rankeval.hpp"

namespace explgraph::cli {

int run(const options::RankevalCommandOptions& o, std::ostream& out, std::ostream& err);

}  // namespace explgraph::cli
