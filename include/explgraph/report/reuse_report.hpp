#pragma once
#include <nlohmann/json.hpp>

#include "explgraph/analyze/reuse.hpp"
#include "explgraph/report/data_table.hpp"
#include "explgraph/report/document.hpp"
#include "explgraph/report/report_section.hpp"

namespace explgraph::report {

// The reuse result as JSON (SPEC §4 names) and as a Document for text, Markdown and TSV.
nlohmann::ordered_json reuse_json(const analyze::ReuseResult& r);
Document reuse_document(const analyze::ReuseResult& r, std::size_t top_rows);

// The tidy tables of reuse's JSON (SPEC §6 "TSV"): rows (main: one per cited UID), table_usage,
// top_shares, summary.
DataTables reuse_tables(const nlohmann::ordered_json& json);

// Its section of the report: title, intro, document, JSON, charts and tables.
ReportSection reuse_section(const analyze::ReuseResult& r);

}  // namespace explgraph::report
