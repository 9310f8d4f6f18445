#pragma once
#include <string>
#include <vector>

#include "explgraph/core/diagnostics.hpp"
#include "explgraph/load/harness_samples.hpp"
#include "explgraph/load/predictions.hpp"
#include "explgraph/load/ranking.hpp"

namespace explgraph::load {

// An input that results are labelled by: "NAME=FILE", or "FILE" named after the file's stem
// ("-", standard input, is named "stdin"), as --predictions and --ranking take them.
struct NamedFile {
  std::string name;
  std::string path;
  bool derived = false;  // the name is the file's, not given as NAME=
};
NamedFile parse_named_file(const std::string& spec);
// The name an input takes from its path: a folder's own name ("Llama-3.1-8B", however the
// path is written: "out/Llama-3.1-8B/", "owl-7b/."), a file's stem.
std::string input_name(const std::string& path);
// Each spec parsed, the names made distinct (distinct_names, check_distinct_names).
std::vector<NamedFile> parse_named_files(const std::vector<std::string>& specs);
// One rule for every command and the Python module (issue 42): names taken from files that
// clash grow by the folders their paths differ in ("run1/r.tsv" and "run2/r.tsv" are "run1/r"
// and "run2/r"). A clash may remain: a name given twice, a name given equal to a file's, one
// file given twice.
void distinct_names(std::vector<NamedFile>& files);
// A name that remains on two inputs: core::UsageError asking for NAME=FILE.
void check_distinct_names(const std::vector<NamedFile>& files);
std::vector<std::string> paths_of(const std::vector<NamedFile>& files);

// Reads each file as predictions / a TextGraphs TSV ranking, labelled with its name; a name
// given twice is a usage error (core::UsageError), an unreadable file an input error. A large
// ranking file is read on up to `threads` threads (0: one per core), with the same result.
// Predictions are told by content: lm-evaluation-harness samples (a samples file, or an
// output folder) are read with `harness_metric`, anything else by read_predictions.
std::vector<Predictions> read_named_predictions(
    const std::vector<NamedFile>& files, core::Diagnostics& diagnostics,
    HarnessMetric harness_metric = HarnessMetric::kAccNorm);
std::vector<Ranking> read_named_rankings(const std::vector<NamedFile>& files,
                                         core::Diagnostics& diagnostics, std::size_t threads = 0);

}  // namespace explgraph::load
