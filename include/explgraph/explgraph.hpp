#pragma once
// explgraph's library face: everything a C++ program (or the Python module) needs to load a
// corpus with the command line's options, run any analysis, write any format, build a
// report, rank and solve. See docs/ARCHITECTURE.md and docs/CPP.md.
//
//   explgraph::Workspace corpus({.corpus = "worldtree-v1"});  // CorpusOptions
//   explgraph::stats(corpus).write(explgraph::Format::kJson, std::cout);
#include <string>

#include "explgraph/api/analyses.hpp"
#include "explgraph/api/baselines.hpp"
#include "explgraph/api/grounding.hpp"
#include "explgraph/api/harness_task.hpp"
#include "explgraph/api/output.hpp"
#include "explgraph/api/qrels.hpp"
#include "explgraph/api/report_builder.hpp"
#include "explgraph/api/workspace.hpp"
#include "explgraph/report/report_writer.hpp"

namespace explgraph {

// The library's version, as `explgraph --version` prints it ("0.1.0").
std::string version();

}  // namespace explgraph
