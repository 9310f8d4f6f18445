#pragma once
#include <nlohmann/json.hpp>

#include "explgraph/analyze/accuracy.hpp"
#include "explgraph/report/data_table.hpp"
#include "explgraph/report/document.hpp"
#include "explgraph/report/paper_table.hpp"
#include "explgraph/report/report_section.hpp"

namespace explgraph::report {

nlohmann::ordered_json accuracy_json(const analyze::AccuracyResult& r);
Document accuracy_document(const analyze::AccuracyResult& r);

// The solvers' overall accuracy as a paper prints it, with the comparisons' superscripts.
PaperTable accuracy_paper_table(const analyze::AccuracyResult& r);

// The tidy tables of accuracy's JSON (SPEC §6 "TSV"): groups (main), group_comparisons (one
// per group and solver), comparisons (the solvers pair by pair), solvers, clusters, summary.
DataTables accuracy_tables(const nlohmann::ordered_json& json);

// Its section of the report: title, intro, document, JSON, charts and tables.
ReportSection accuracy_section(const analyze::AccuracyResult& r);

}  // namespace explgraph::report
