#pragma once
#include <nlohmann/json.hpp>

#include "explgraph/analyze/overlap.hpp"
#include "explgraph/report/data_table.hpp"
#include "explgraph/report/document.hpp"
#include "explgraph/report/report_section.hpp"

namespace explgraph::report {

// The overlap result as JSON (SPEC §4 names) and as a Document for text, Markdown and TSV.
nlohmann::ordered_json overlap_json(const analyze::OverlapResult& r);
Document overlap_document(const analyze::OverlapResult& r);

// The tidy tables of overlap's JSON (SPEC §6 "TSV"): histograms (main), expected, monte_carlo,
// summary.
DataTables overlap_tables(const nlohmann::ordered_json& json);

// Its section of the report: title, intro, document, JSON, charts and tables.
ReportSection overlap_section(const analyze::OverlapResult& r);

}  // namespace explgraph::report
