#pragma once
#include "explgraph/api/output.hpp"
#include "explgraph/api/workspace.hpp"

namespace explgraph {

// TREC relevance judgments of the corpus's gold explanations, `qid 0 UID grade`, for
// `rankeval --qrels` and trec_eval: for each kept question with an explanation, in file
// order, each UID it cites once (lower-cased, in order of first citation), grade 2 when one
// of its citations is CENTRAL, else 1. Questions are named as `rank --format trec` names
// them (the k-th question with an id "ID#k", k >= 2), so that the two match. The Output's
// `data` is the file; its `json` counts {"questions", "judgments", "skipped_without_explanation"}.
Output qrels(Workspace& workspace);

}  // namespace explgraph
