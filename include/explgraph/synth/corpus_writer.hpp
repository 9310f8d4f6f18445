#pragma once
#include <string>

#include "explgraph/synth/synthetic_corpus.hpp"

namespace explgraph::synth {

// Writes a synthetic corpus (generate_synthetic_corpus) into DIR/tsv/, each file
// through write_file_atomically, so a full disk is an error and never a truncated file.
SynthSummary write_synthetic_corpus(const std::string& dir, const SynthOptions& options);

}  // namespace explgraph::synth
