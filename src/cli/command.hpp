#pragma once
#include <functional>
#include <ostream>
#include <string>
#include <vector>

#include "command_shell.hpp"
#include "common_options.hpp"

namespace explgraph::cli {

// One subcommand: its name, its line in `explgraph --help`, and what runs it from argv.
struct Command {
  std::string name;
  std::string summary;
  std::function<int(const Args& args, std::ostream& out, std::ostream& err)> run;
};

const std::vector<Command>& commands();

// The shape of every subcommand file (../shared/STYLE.md): an options struct `Options`, its
// registration `add_options(OptionBlocks&, Options&)` and `run(const Options&, out, err)`.
// This parses argv into the struct, prints --help, and runs it.
template <typename Options>
int parse_and_run(const CommandHelp& help, const Args& args, std::ostream& out, std::ostream& err) {
  Options options;
  OptionBlocks blocks;
  add_options(blocks, options);
  if (parse_options(args, blocks)) {
    out << help_text(help, blocks);
    return 0;
  }
  return run(options, out, err);
}

// Entry point behind main(): dispatches, catches everything and maps it to an exit code.
int run_main(const Args& args, std::ostream& out, std::ostream& err);

}  // namespace explgraph::cli
