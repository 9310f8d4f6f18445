#pragma once
#include "command.hpp"
#include "explgraph/api/options/synth.hpp"

namespace explgraph::cli {

int run(const options::SynthCommandOptions& o, std::ostream& out, std::ostream& err);

}  // namespace explgraph::cli
