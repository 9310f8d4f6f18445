#pragma once
#include <nlohmann/json.hpp>
#include <string>

#include "explgraph/analyze/bootstrap.hpp"
#include "explgraph/analyze/rankeval.hpp"
#include "explgraph/report/document.hpp"

namespace explgraph::report {

// What the bootstrap p of a result means, in one sentence, for every table note.
std::string bootstrap_p_definition(analyze::Alternative alternative);

// The significance mark for a p at level 0.05, naming the direction: "significant (better)",
// "significant (worse)" or "" — either direction counts under the two-sided test.
std::string significance_mark(const analyze::BootstrapResult& b, double p);

// The table of rankings compared with the first: baseline, other, `unit` count (questions,
// problems), delta, 95% CI, p and the significance mark, with the p's definition as note.
Table comparison_table(const std::string& title, const std::string& unit,
                       const std::vector<analyze::RankingComparison>& comparisons);

// {"alternative", "p_value", "p_greater", "p_less", "ci95", "resamples"}
nlohmann::ordered_json bootstrap_json(const analyze::BootstrapResult& b);

}  // namespace explgraph::report
