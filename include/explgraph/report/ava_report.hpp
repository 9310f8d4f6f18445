#pragma once
#include <nlohmann/json.hpp>

#include "explgraph/analyze/ava.hpp"
#include "explgraph/report/data_table.hpp"
#include "explgraph/report/document.hpp"
#include "explgraph/report/report_section.hpp"

namespace explgraph::report {

// `ava systems`' JSON (SPEC §7): `systems` (name, questions, human_accuracy,
// estimated_accuracy, difference, ci95: the difference's bootstrap interval), `rmse`, `rmse_sd`,
// `kendall_tau`, `kendall_p`, `kendall_method`, `pointwise` (judgments, accuracy, precision,
// recall, f1, cohen_kappa and the four counts), `skipped_lines` (repeated, unpaired, malformed),
// `resamples`, `seed`. Absent figures are null.
nlohmann::ordered_json ava_systems_json(const analyze::AvaSystemsResult& r);
Document ava_systems_document(const analyze::AvaSystemsResult& r);
// systems (main), pointwise, summary.
DataTables ava_systems_tables(const nlohmann::ordered_json& json);
// The report's section (`report --judgments`): the same JSON, document and tables, and a
// scatter of each system's estimated against its human accuracy, with the diagonal where
// the evaluator is exact.
ReportSection ava_systems_section(const analyze::AvaSystemsResult& r);

}  // namespace explgraph::report
