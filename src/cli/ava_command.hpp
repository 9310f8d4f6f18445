#pragma once
#include "command.hpp"
#include "explgraph/api/analyses.hpp"
#include "explgraph/api/options/ava.hpp"

namespace explgraph::cli {

int run(const options::AvaSystemsCommandOptions& o, std::ostream& out, std::ostream& err);
int run(const options::AvaPairsCommandOptions& o, std::ostream& out, std::ostream& err);
int run(const options::AvaTrainCommandOptions& o, std::ostream& out, std::ostream& err);
int run(const options::AvaJudgeCommandOptions& o, std::ostream& out, std::ostream& err);

// `explgraph ava SUBCOMMAND …`: the subcommand named by the first argument.
int run_ava(const Args& args, std::ostream& out, std::ostream& err);

}  // namespace explgraph::cli
