#pragma once
#include <nlohmann/json.hpp>

#include "explgraph/analyze/hops.hpp"
#include "explgraph/report/document.hpp"

namespace explgraph::report {

// The hops result as JSON (SPEC §4 names) and as a Document for text, Markdown and TSV.
nlohmann::ordered_json hops_json(const analyze::HopsResult& r);
Document hops_document(const analyze::HopsResult& r);

}  // namespace explgraph::report
