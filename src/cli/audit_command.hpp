#pragma once
#include "command.hpp"
#include "explgraph/api/options/audit.hpp"

namespace explgraph::cli {

int run(const options::AuditCommandOptions& o, std::ostream& out, std::ostream& err);

}  // namespace explgraph::cli
