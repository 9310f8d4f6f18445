#pragma once
#include <nlohmann/json.hpp>

#include "explgraph/analyze/hops.hpp"
#include "explgraph/report/data_table.hpp"
#include "explgraph/report/document.hpp"
#include "explgraph/report/report_section.hpp"

namespace explgraph::report {

// The hops result as JSON (SPEC §4 names) and as a Document for text, Markdown and TSV.
nlohmann::ordered_json hops_json(const analyze::HopsResult& r);
Document hops_document(const analyze::HopsResult& r);

// The tidy tables of hops's JSON (SPEC §6 "TSV"): hop_counts (main: facts per hop, overall and by
// role, category and table), depth, components, isolated, summary.
DataTables hops_tables(const nlohmann::ordered_json& json);

// Its section of the report: title, intro, document, JSON, charts and tables.
ReportSection hops_section(const analyze::HopsResult& r);

}  // namespace explgraph::report
