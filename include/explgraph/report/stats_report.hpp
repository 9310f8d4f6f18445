#pragma once
#include <nlohmann/json.hpp>

#include "explgraph/analyze/stats.hpp"
#include "explgraph/report/data_table.hpp"
#include "explgraph/report/document.hpp"
#include "explgraph/report/report_section.hpp"

namespace explgraph::report {

nlohmann::ordered_json stats_json(const analyze::StatsResult& stats);
Document stats_document(const analyze::StatsResult& stats);

// The tidy tables of stats's JSON (SPEC §6 "TSV"): summary (main), roles, dangling_uids,
// uids_defined_twice, duplicate_question_ids, warnings, input_lines.
DataTables stats_tables(const nlohmann::ordered_json& json);

// Its section of the report: title, intro, document, JSON, charts and tables.
ReportSection stats_section(const analyze::StatsResult& r);

}  // namespace explgraph::report
