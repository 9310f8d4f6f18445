#pragma once
#include "command.hpp"
#include "explgraph/api/options/harness_task.hpp"

namespace explgraph::cli {

int run(const options::HarnessTaskCommandOptions& o, std::ostream& out, std::ostream& err);

}  // namespace explgraph::cli
