#pragma once
#include "command.hpp"
#include "explgraph/api/options/show.hpp"

namespace explgraph::cli {

int run(const options::ShowCommandOptions& o, std::ostream& out, std::ostream& err);

}  // namespace explgraph::cli
