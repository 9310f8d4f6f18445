#pragma once
#include "command.hpp"
#include "explgraph/api/options/power.hpp"

namespace explgraph::cli {

int run(const options::PowerCommandOptions& o, std::ostream& out, std::ostream& err);

}  // namespace explgraph::cli
