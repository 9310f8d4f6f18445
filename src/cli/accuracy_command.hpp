#pragma once
#include "command.hpp"
#include "explgraph/api/options/accuracy.hpp"

namespace explgraph::cli {

int run(const options::AccuracyCommandOptions& o, std::ostream& out, std::ostream& err);

}  // namespace explgraph::cli
