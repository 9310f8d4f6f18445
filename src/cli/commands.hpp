#pragma once
#include <functional>
#include <ostream>
#include <string>
#include <vector>

namespace explgraph::cli {

using Args = std::vector<std::string>;

struct Command {
  std::string name;
  std::string summary;
  std::function<int(const Args& args, std::ostream& out, std::ostream& err)> run;
};

const std::vector<Command>& commands();

int run_stats(const Args& args, std::ostream& out, std::ostream& err);
int run_reuse(const Args& args, std::ostream& out, std::ostream& err);
int run_types(const Args& args, std::ostream& out, std::ostream& err);
int run_hops(const Args& args, std::ostream& out, std::ostream& err);
int run_overlap(const Args& args, std::ostream& out, std::ostream& err);
int run_growth(const Args& args, std::ostream& out, std::ostream& err);
int run_audit(const Args& args, std::ostream& out, std::ostream& err);
int run_rankeval(const Args& args, std::ostream& out, std::ostream& err);
int run_rank(const Args& args, std::ostream& out, std::ostream& err);
int run_accuracy(const Args& args, std::ostream& out, std::ostream& err);
int run_solve(const Args& args, std::ostream& out, std::ostream& err);
int run_report(const Args& args, std::ostream& out, std::ostream& err);
int run_synth(const Args& args, std::ostream& out, std::ostream& err);

// Entry point behind main(): dispatches, catches everything and maps it to an exit code.
int run_main(const Args& args, std::ostream& out, std::ostream& err);

}  // namespace explgraph::cli
