#include "help_text.hpp"

#include <sstream>

#include "explgraph/core/strings.hpp"

namespace explgraph::cli {

std::string help_text(const CommandHelp& help, const OptionBlocks& blocks) {
  std::ostringstream out;
  out << core::word_wrap("explgraph " + std::string(help.name) + ": " + help.summary, 80)
      << "\n\nUsage: " << help.usage << "\n\n";
  if (!blocks.own.options().empty()) out << blocks.own << '\n';
  if (!blocks.common.options().empty()) out << blocks.common;
  out << help.epilogue;
  return out.str();
}

}  // namespace explgraph::cli
