#pragma once
#include "explgraph/api/analyses.hpp"
#include "explgraph/api/options/common.hpp"

namespace explgraph::options {

struct PowerCommandOptions {
  std::string ns;       // --n: sizes, comma-separated
  std::string effects;  // --effect: shares, lists and A:B[:STEP] ranges
  // Given on the command line, even as an empty value (which is then an error, not "absent").
  bool ns_given = false, effects_given = false;
  std::string hurts = "0";
  double alpha = 0.05;
  std::string alternative = "two-sided";
  CorpusOptions corpus;  // instead of --n: the questions the corpus would be scored on
  OutputOptions output;
  PowerCommandOptions() { output.kind = OutputKind::kPicture; }
};
void add_options(OptionBlocks& blocks, PowerCommandOptions& o);
// The option values checked and converted for the library (also the Python module's); the
// sizes (--n) stay empty when a corpus is to give them.
analyze::PowerOptions library_options(const PowerCommandOptions& o);
// The same, where the test-set size is --n or a corpus's (`corpus_given`: the caller then sets
// the sizes to power_questions of it): both, or neither, is a core::UsageError.
analyze::PowerOptions library_options(const PowerCommandOptions& o, bool corpus_given);
extern const CommandHelp kPowerHelp;

// "0.01,0.02", "0:0.1" (step 0.01) or "0:0.1:0.005", mixed by commas: each value in
// [low, high], at most 10,000 of them, rounded to 12 decimals so that 0:0.1 gives 0.03 and not
// 0.030000000000000002. A core::UsageError names `option` otherwise.
std::vector<double> parse_shares(const std::string& option, const std::string& text, double low,
                                 double high);

}  // namespace explgraph::options
