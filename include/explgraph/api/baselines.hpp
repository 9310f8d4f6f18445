#pragma once
#include <string>

#include "explgraph/api/output.hpp"
#include "explgraph/api/workspace.hpp"
#include "explgraph/baseline/ranker.hpp"

namespace explgraph {

// The tf-idf baselines. Their Output's `data` is the file they produce, written in any
// format; its `json` counts what was done ({"ranked"|"solved", "skipped_without_text"}).
// The ranking is computed while it is written (streamed; the Output then refers to the
// workspace, which must outlive it).

// A TextGraphs ranking for the corpus's kept questions, or for the problems of a TextGraphs
// 2021 ratings file when `ratings_file` is given (then only the tablestore is needed).
Output rank(Workspace& workspace, const baseline::RankOptions& options,
            const std::string& ratings_file = "");

// Predictions (questionID<TAB>answer) for every kept question with usable text.
Output solve(Workspace& workspace);

}  // namespace explgraph
