#pragma once
#include "explgraph/analyze/probes.hpp"
#include "explgraph/api/options/common.hpp"

namespace explgraph::options {

// `probe`: controlled probe sets from the tablestore's taxonomy or WordNet's.
struct ProbeCommandOptions {
  ProbeCommandOptions() { output.folder_what = analyze::kProbeSetFolder; }
  CorpusOptions corpus;
  OutputOptions output{OutputKind::kFolder};  // --out names the folder
  std::string wordnet;                        // --wordnet DIR: WordNet's data.noun
  std::string kinds;                          // "" the default for the source
  WholeNumber max_hops{3}, choices{5}, seed{1};
  double train_share = 0.8;
  WholeNumber max_train{0}, max_per_cluster{0};  // 0: no cap
  bool glosses = false;
  WholeNumber sample{0};
};
void add_options(OptionBlocks& blocks, ProbeCommandOptions& o);
// The option values checked (core::UsageError naming the option) and converted.
analyze::ProbeOptions library_options(const ProbeCommandOptions& o);
// One taxonomy: a tablestore (`tables`) or WordNet's (`wordnet`), not both, not neither.
void check_probe_source(bool tables, const std::string& wordnet);
extern const CommandHelp kProbeHelp;

}  // namespace explgraph::options
