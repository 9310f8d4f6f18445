#pragma once
#include <nlohmann/json.hpp>

#include "explgraph/analyze/rankeval.hpp"
#include "explgraph/report/data_table.hpp"
#include "explgraph/report/document.hpp"
#include "explgraph/report/paper_table.hpp"
#include "explgraph/report/report_section.hpp"

namespace explgraph::report {

nlohmann::ordered_json rankeval_json(const analyze::RankevalResult& r);
Document rankeval_document(const analyze::RankevalResult& r);

// The rankings' MAP as a paper prints it, with the comparisons' superscripts.
PaperTable rankeval_paper_table(const analyze::RankevalResult& r);

// The comparisons alone, without the rankings' scores.
std::vector<analyze::PairedComparison> paired_of(
    const std::vector<analyze::RankingComparison>& comparisons);

// The tidy tables of rankeval's JSON (SPEC §6 "TSV"): rankings (main), breakdowns, comparisons,
// summary.
DataTables rankeval_tables(const nlohmann::ordered_json& json);

// Its section of the report: title, intro, document, JSON, charts and tables.
ReportSection rankeval_section(const analyze::RankevalResult& r);

}  // namespace explgraph::report
