#pragma once
#include "explgraph/api/options/common.hpp"
#include "explgraph/synth/synthetic_corpus.hpp"

namespace explgraph::options {

struct SynthCommandOptions {
  synth::SynthOptions synth;
  std::string folder;
  WholeNumber questions{synth.questions}, facts{synth.facts}, seed{synth.seed};
  bool force = false;  // write into a folder that is not empty
};
void add_options(OptionBlocks& blocks, SynthCommandOptions& o);
extern const CommandHelp kSynthHelp;

}  // namespace explgraph::options
