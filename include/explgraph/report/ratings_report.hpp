#pragma once
#include <nlohmann/json.hpp>

#include "explgraph/analyze/ratings_eval.hpp"
#include "explgraph/report/data_table.hpp"
#include "explgraph/report/document.hpp"
#include "explgraph/report/paper_table.hpp"

namespace explgraph::report {

// rankeval --ratings (TextGraphs 2021): JSON {"scorer": "tg2021", "ndcg", "rankings", …}.
nlohmann::ordered_json ratings_json(const analyze::RatingsResult& r);
Document ratings_document(const analyze::RatingsResult& r);

// The rankings' NDCG as a paper prints it, with the comparisons' superscripts.
PaperTable ratings_paper_table(const analyze::RatingsResult& r);

// The tidy tables of ratings's JSON (SPEC §6 "TSV"): rankings (main), by_grade, comparisons,
// summary.
DataTables ratings_tables(const nlohmann::ordered_json& json);

}  // namespace explgraph::report
