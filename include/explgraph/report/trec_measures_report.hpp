#pragma once
#include <nlohmann/json.hpp>
#include <ostream>
#include <string>

#include "explgraph/analyze/trec_measures.hpp"
#include "explgraph/report/data_table.hpp"
#include "explgraph/report/document.hpp"

namespace explgraph::report {

// The run's figures exactly as trec_eval prints them (trec_eval.c, meas_print_*.c): with
// `per_query`, each query's lines (-q), then the "all" lines; each "measure<TAB>query<TAB>
// value", the measure padded to 22 characters, reals "%6.4f", counts whole.
void write_trec_eval(const analyze::TrecEvaluation& e, bool per_query, std::ostream& out);

// JSON: the "all" figures by measure (runid among them) and the judged queries left out.
nlohmann::ordered_json trec_measures_json(const analyze::TrecEvaluation& e);
// Each query's figures: [{"query": …, measure: value, …}], the relstring as text.
nlohmann::ordered_json trec_per_query_json(const analyze::TrecEvaluation& e);

// The "all" figures of several runs side by side, a row per measure.
Table trec_measures_table(const std::vector<std::string>& runs,
                          const std::vector<const analyze::TrecEvaluation*>& evaluations);

// The tidy table `trec_measures` of rankeval's JSON rankings (ranking, measure, value: the
// "all" figures).
DataTable trec_measures_data(const nlohmann::ordered_json& rankings);

}  // namespace explgraph::report
