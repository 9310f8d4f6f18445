#pragma once
#include <string>
#include <utility>
#include <vector>

#include "explgraph/api/output.hpp"
#include "explgraph/api/workspace.hpp"
#include "explgraph/grounding/explanation_reader.hpp"
#include "explgraph/load/named_input.hpp"

namespace explgraph {

// `ground` (SPEC §9): each file of generated explanations (JSON lines, TSV or harness
// samples, told by content) grounded in the corpus's tablestore; see grounding_json for the
// JSON. `ranking` writes the grounded UIDs as a TextGraphs ranking when there is one system
// (nullptr otherwise). Warnings about the files are in input_warnings.
Output ground(Workspace& workspace, const std::vector<load::NamedFile>& files);
// The same over explanations read already (Python's in-memory dicts), named.
Output ground(Workspace& workspace,
              const std::vector<std::pair<std::string, grounding::ExplanationFile>>& systems,
              core::Diagnostics warnings = {});

}  // namespace explgraph
