#pragma once
#include "command.hpp"
#include "explgraph/api/options/types.hpp"

namespace explgraph::cli {

int run(const options::TypesCommandOptions& o, std::ostream& out, std::ostream& err);

}  // namespace explgraph::cli
