#pragma once
#include "command.hpp"
#include "explgraph/api/options/probe.hpp"

namespace explgraph::cli {

int run(const options::ProbeCommandOptions& o, std::ostream& out, std::ostream& err);

}  // namespace explgraph::cli
