#pragma once
#include "command.hpp"
#include "explgraph/api/options/report.hpp"

namespace explgraph::cli {

int run(const options::ReportCommandOptions& o, std::ostream& out, std::ostream& err);

}  // namespace explgraph::cli
