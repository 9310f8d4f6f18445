#pragma once
#include <pybind11/pybind11.h>

#include <string>
#include <vector>

#include "corpus_handle.hpp"
#include "explgraph/api/output.hpp"
#include "inputs.hpp"

namespace explgraph::python {

// One call of an analysis from Python: the corpus (null where the analysis needs none),
// the keyword arguments (the command's options) and the inputs it scores (predictions,
// rankings).
struct Call {
  std::string function;
  CorpusHandle* corpus = nullptr;
  pybind11::dict keywords;
  std::vector<Input> inputs;
};

// Runs the analysis named like its command, exactly as the command does: its options
// parsed and checked by the command's own code, then the library's function, without the
// GIL and under the corpus's lock. Throws TypeError for a keyword the command has no option
// for, core::UsageError (worded with keywords) for a bad value, core::InputError for
// unusable input — and, when the corpus was loaded with strict=True, for input warnings.
Output run(const Call& call);

// The analyses' names, and each one's docstring: what its command computes, then its keywords.
std::vector<std::string> analysis_names();
std::string analysis_doc(const std::string& function);

}  // namespace explgraph::python
