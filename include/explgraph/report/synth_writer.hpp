#pragma once
#include <string>

#include "explgraph/analyze/synth.hpp"

namespace explgraph::report {

// Writes a synthetic corpus (analyze::generate_synthetic_corpus) into DIR/tsv/, each file
// through write_file_atomically, so a full disk is an error and never a truncated file.
analyze::SynthSummary write_synthetic_corpus(const std::string& dir, const analyze::SynthOptions& options);

}  // namespace explgraph::report
