#pragma once
#include <nlohmann/json.hpp>

#include "explgraph/analyze/growth.hpp"
#include "explgraph/report/data_table.hpp"
#include "explgraph/report/document.hpp"
#include "explgraph/report/report_section.hpp"

namespace explgraph::report {

// The growth result as JSON (SPEC §4 names) and as a Document for text, Markdown and TSV.
nlohmann::ordered_json growth_json(const analyze::GrowthResult& r);
Document growth_document(const analyze::GrowthResult& r);

// The tidy tables of growth's JSON (SPEC §6 "TSV"): curve (main), monte_carlo, summary.
DataTables growth_tables(const nlohmann::ordered_json& json);

// Its section of the report: title, intro, document, JSON, charts and tables.
ReportSection growth_section(const analyze::GrowthResult& r);

}  // namespace explgraph::report
