#pragma once
#include <nlohmann/json.hpp>

#include "explgraph/analyze/accuracy.hpp"
#include "explgraph/report/data_table.hpp"
#include "explgraph/report/document.hpp"

namespace explgraph::report {

nlohmann::ordered_json accuracy_json(const analyze::AccuracyResult& r);
Document accuracy_document(const analyze::AccuracyResult& r);

// The tidy tables of accuracy's JSON (SPEC §6 "TSV"): groups (main), comparisons, solvers,
// clusters, summary.
DataTables accuracy_tables(const nlohmann::ordered_json& json);

}  // namespace explgraph::report
