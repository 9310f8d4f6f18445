#pragma once
#include <string>

#include "explgraph/core/interrupts.hpp"
#include "explgraph/synth/synthetic_corpus.hpp"

namespace explgraph::synth {

// Writes a synthetic corpus (generate_synthetic_corpus) into DIR/tsv/ as a whole: built in a
// hidden folder beside DIR and put in place only once every file is written
// (report::ReportFolder), so a full disk or an interrupted run leaves the earlier corpus
// as it was, never a mix of old and new files. DIR must be new, empty or an earlier
// synthetic corpus explgraph wrote, unless `force` (then it is replaced with all it holds).
// With `interrupts`, the hidden folder is removed on Ctrl-C and the like.
SynthSummary write_synthetic_corpus(const std::string& dir, const SynthOptions& options,
                                    bool force = false,
                                    core::RemovedOnInterrupt* interrupts = nullptr);

}  // namespace explgraph::synth
