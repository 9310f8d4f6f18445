#pragma once
#include <string>
#include <vector>

#include "explgraph/api/workspace.hpp"

// What every front end checks before it writes: no output of a run may replace one of its
// inputs, land inside a folder it reads, or collide with another of its outputs.
namespace explgraph {

// An output of a run: the option that names it, and its path ("" not given; for --out,
// standard output, as "-" is for any).
struct OutputPath {
  std::string option;
  std::string path;
};

// Throws core::UsageError when two outputs of the run go to one place (issue 42: --dot F
// --graphml F kept only the last; --dot - beside the result on standard output mixed them):
// the same path through any link, or standard output twice. /dev/null may take several.
void refuse_colliding_outputs(const std::vector<OutputPath>& outputs);

// refuse_colliding_outputs, then throws core::InputError when an output of the run is one
// of its inputs (the same file, through any link), or, for a folder output (`folder`), when
// an input lies inside it. The corpus files are inputs; `inputs` adds the command's own
// (predictions, rankings, …).
void refuse_to_overwrite_inputs(const Workspace& workspace, const std::vector<OutputPath>& outputs,
                                std::vector<std::string> inputs, const std::string& folder = "");
// The same over the input files given (no corpus).
void refuse_to_overwrite_files(const std::vector<OutputPath>& outputs,
                               const std::vector<std::string>& inputs,
                               const std::string& folder = "");

}  // namespace explgraph
