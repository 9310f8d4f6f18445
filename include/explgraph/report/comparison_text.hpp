#pragma once
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "explgraph/analyze/comparisons.hpp"
#include "explgraph/report/document.hpp"

namespace explgraph::report {

// How one p-value was obtained: the test, its alternative and resamples.
std::string p_definition(const analyze::ComparisonOptions& options);

// How a table's p-values were obtained, in one sentence for its note: the test, its
// alternative and resamples, and the correction across the table's comparisons.
std::string test_definition(const analyze::ComparisonOptions& options);

// A p-value as tables print it: 4 decimals, "<0.0001" below (never "0.0000"), "-" when the
// test was not run.
std::string p_text(std::optional<double> p);

// Why a difference the chosen test finds significant is not called so: the exact McNemar
// test's p is above `alpha` (analyze::exact_test_overrules). One sentence, for a table's note.
std::string exact_test_note(double alpha);

// "significant (better)" when the other system is significantly better at `alpha` after the
// correction, "significant (worse)" when the baseline is, "not significant by exact McNemar"
// when the exact test overrules the chosen one, else "".
std::string significance_mark(const analyze::PairedComparison& c, double alpha);

// The table of comparisons: baseline, other, `unit` count (questions, problems), delta, 95%
// CI, p, adjusted p, effect size and the significance mark, the test's definition as note.
Table comparison_table(const std::string& title, const std::string& unit,
                       const std::vector<analyze::PairedComparison>& comparisons,
                       const analyze::ComparisonOptions& options);

// SPEC §7's fields of one comparison: baseline, other, `unit` (the paired count), the
// systems' `scores` ({"baseline_map": …, "other_map": …}, may be empty), then
// comparison_fields. One shape for every comparison a result holds, whatever family its
// p-values were corrected over: `corrected_over` says which ("systems": the pairs of one
// table; "groups": one pair's comparisons across a breakdown's groups).
nlohmann::ordered_json comparison_json(
    const analyze::PairedComparison& c, const char* unit, double alpha,
    const nlohmann::ordered_json& scores = nlohmann::ordered_json::object(),
    const char* corrected_over = "systems");
// delta, ci95, test, p_value, exact, p_adjusted, corrected_over, effect_size, significant,
// and the bootstrap's own {alternative, p_value, p_greater, p_less, ci95, resamples} as
// "bootstrap". Absent figures are null.
nlohmann::ordered_json comparison_fields(const analyze::PairedComparison& c, double alpha,
                                         const char* corrected_over = "systems");
// The TSV columns of a list of comparison_json records (for a header when there is none).
std::vector<std::string> comparison_columns(const char* unit,
                                            const std::vector<std::string>& scores = {});

// {"test", "correction", "alternative", "alpha", "resamples", "seed"}: how a result's systems
// were compared.
nlohmann::ordered_json comparison_options_json(const analyze::ComparisonOptions& o);

// A JSON number, or null when absent.
nlohmann::ordered_json optional_json(std::optional<double> value);
// A system's own interval as JSON, [low, high]; null when `intervals` (per system, empty when
// no systems were compared) has none for `system`.
nlohmann::ordered_json interval_json(const std::vector<analyze::Interval>& intervals,
                                     std::size_t system);

}  // namespace explgraph::report
