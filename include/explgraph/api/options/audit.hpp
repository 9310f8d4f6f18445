#pragma once
#include "explgraph/api/analyses.hpp"
#include "explgraph/api/options/common.hpp"

namespace explgraph::options {

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
extern const CommandHelp kAuditHelp;

}  // namespace explgraph::options
