#pragma once
#include <nlohmann/json.hpp>

#include "explgraph/analyze/treeeval.hpp"
#include "explgraph/report/data_table.hpp"
#include "explgraph/report/document.hpp"
#include "explgraph/report/paper_table.hpp"

namespace explgraph::report {

// treeeval's JSON (SPEC §7): `systems` (name, questions, leaves, steps, intermediates,
// overall, breakdowns, and what was skipped), `comparisons`.
nlohmann::ordered_json treeeval_json(const analyze::TreeevalResult& r);
Document treeeval_document(const analyze::TreeevalResult& r);
// The systems' compared metric as a paper prints it, with the comparisons' superscripts.
PaperTable treeeval_paper_table(const analyze::TreeevalResult& r);
// systems (main), breakdowns, comparisons, summary.
DataTables treeeval_tables(const nlohmann::ordered_json& json);

}  // namespace explgraph::report
