#pragma once
#include <string>

#include "explgraph/api/options/common.hpp"

namespace explgraph::cli {

// The names the command line's files use from the options they parse into.
namespace po = boost::program_options;
using options::CommandHelp;
using options::OptionBlocks;
using options::OutputKind;
using options::OutputOptions;

// A command's --help: the summary wrapped at 80 columns, `Usage:`, its options, then the
// common block, then the epilogue.
std::string help_text(const CommandHelp& help, const OptionBlocks& blocks);

}  // namespace explgraph::cli
