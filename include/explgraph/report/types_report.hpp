#pragma once
#include <nlohmann/json.hpp>

#include "explgraph/analyze/types.hpp"
#include "explgraph/report/data_table.hpp"
#include "explgraph/report/document.hpp"
#include "explgraph/report/report_section.hpp"

namespace explgraph::report {

// The types result as JSON (SPEC §4 names) and as a Document for text, Markdown and TSV.
nlohmann::ordered_json types_json(const analyze::TypesResult& r);
Document types_document(const analyze::TypesResult& r);

// The tidy tables of types's JSON (SPEC §6 "TSV"): categories (main), tables, question_types,
// unmapped_tables, summary.
DataTables types_tables(const nlohmann::ordered_json& json);

// Its section of the report: title, intro, document, JSON, charts and tables.
ReportSection types_section(const analyze::TypesResult& r);

}  // namespace explgraph::report
