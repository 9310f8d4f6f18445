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
  bool all_warnings = false;        // text lists every warning, not the first of each check
  // The warnings of each check the text lists (api::audit's warnings_listed_per_check).
  std::size_t warnings_listed() const;
};
void add_options(OptionBlocks& blocks, AuditCommandOptions& o);
// The option values checked and converted for the library (also the Python module's): the
// baseline file is read here.
analyze::AuditOptions library_options(const AuditCommandOptions& o);
extern const CommandHelp kAuditHelp;

}  // namespace explgraph::options
