#pragma once
#include <nlohmann/json.hpp>

#include "explgraph/load/corpus.hpp"
#include "explgraph/report/document.hpp"

namespace explgraph::report {

// How an analysis of explanations chose its questions (SPEC §1 "Populations"), the same
// way in every output: JSON {"kept", "with_explanation", "set_aside_without_explanation"}.
nlohmann::ordered_json population_json(const load::Population& p);

// Adds "Questions analysed (E)" and, when any, "Set aside: no explanation" to a summary.
void add_population(Document& doc, const load::Population& p);

}  // namespace explgraph::report
