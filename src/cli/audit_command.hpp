#pragma once
#include "command.hpp"
#include "explgraph/api/analyses.hpp"

namespace explgraph::cli {

struct AuditCommandOptions {
  CorpusOptions corpus;
  OutputOptions output;
  std::vector<std::string> ignore;  // check names switched off
  std::string baseline;             // a previous audit's JSON: accepted findings
  bool tablestore = false;          // audit the tablestore alone
};
void add_options(OptionBlocks& blocks, AuditCommandOptions& o);
// The option values checked and converted for the library (also the Python module's): the
// baseline file is read here.
analyze::AuditOptions library_options(const AuditCommandOptions& o);
int run(const AuditCommandOptions& o, std::ostream& out, std::ostream& err);
extern const CommandHelp kAuditHelp;

}  // namespace explgraph::cli
