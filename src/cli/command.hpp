#pragma once
#include <functional>
#include <ostream>
#include <string>
#include <vector>

#include "command_shell.hpp"
#include "help_text.hpp"

namespace explgraph::cli {

// One subcommand: its name, its line in `explgraph --help`, and what runs it from argv.
struct Command {
  std::string name;
  std::string summary;
  std::function<int(const Args& args, std::ostream& out, std::ostream& err)> run;
};

const std::vector<Command>& commands();

// The shape of every subcommand: an options struct `Options` of the library with its
// registration `add_options(OptionBlocks&, Options&)` (api/options/), and this front end's
// `run(const Options&, out, err)`. This parses argv into the struct, prints --help, and runs it.
template <typename Options>
int parse_and_run(const CommandHelp& help, const Args& args, std::ostream& out, std::ostream& err,
                  int (*run)(const Options&, std::ostream&, std::ostream&)) {
  Options options;
  OptionBlocks blocks;
  add_options(blocks, options);
  if (parse_options(args, blocks)) {
    out << help_text(help, blocks);
    return 0;
  }
  return run(options, out, err);
}

// " (did you mean 'NAME'?)" naming the command of `among` nearest `name` (edit distance at
// most 2), or "" when none is that near: for a mistyped command or subcommand.
std::string did_you_mean(const std::string& name, const std::vector<Command>& among);

// The lines listing `among` in a usage text: two spaces, the name in 12 columns, the
// summary wrapped to 88 columns.
std::string command_list(const std::vector<Command>& among);

// Entry point behind main(): dispatches, catches everything and maps it to an exit code.
int run_main(const Args& args, std::ostream& out, std::ostream& err);

// What a run that ran out of memory says (exit 2), wherever the failure is caught.
inline constexpr char kOutOfMemory[] =
    "explgraph: error: out of memory: the inputs need more memory than the system or a limit on it "
    "(ulimit -v, a container's) allows; the run stopped, and no --out file or folder was written\n";

}  // namespace explgraph::cli
