#pragma once
#include "command.hpp"
#include "explgraph/synth/synthetic_corpus.hpp"

namespace explgraph::cli {

struct SynthCommandOptions {
  synth::SynthOptions synth;
  std::string folder;
  WholeNumber questions{synth.questions}, facts{synth.facts}, seed{synth.seed};
  bool force = false;  // write into a folder that is not empty
};
void add_options(OptionBlocks& blocks, SynthCommandOptions& o);
int run(const SynthCommandOptions& o, std::ostream& out, std::ostream& err);
extern const CommandHelp kSynthHelp;

}  // namespace explgraph::cli
