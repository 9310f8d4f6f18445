#pragma once
#include <nlohmann/json.hpp>

#include "explgraph/analyze/patterns.hpp"
#include "explgraph/report/data_table.hpp"
#include "explgraph/report/document.hpp"
#include "explgraph/report/report_section.hpp"

namespace explgraph::report {

// The patterns result as JSON (SPEC §6 names: `pairs`, `reconstruction` → `oracle`, `text`,
// `upper_bound`) and as a Document for text and Markdown.
nlohmann::ordered_json patterns_json(const analyze::PatternsResult& r);
Document patterns_document(const analyze::PatternsResult& r);

// The tidy tables of patterns' JSON (SPEC §6 "TSV"): reconstruction (main: level, method,
// k, recall, precision, upper_bound), breakdown (by role, category, length), pairs,
// triples, table_pairs, table_sets, category_sets, summary.
DataTables patterns_tables(const nlohmann::ordered_json& json);

// Its section of the report: title, intro, document, JSON, charts and tables.
ReportSection patterns_section(const analyze::PatternsResult& r);

}  // namespace explgraph::report
