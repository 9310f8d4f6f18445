#pragma once
#include "command.hpp"
#include "explgraph/api/options/qrels.hpp"

namespace explgraph::cli {

int run(const options::QrelsCommandOptions& o, std::ostream& out, std::ostream& err);

}  // namespace explgraph::cli
