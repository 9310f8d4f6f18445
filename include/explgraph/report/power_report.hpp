#pragma once
#include <nlohmann/json.hpp>
#include <string>

#include "explgraph/analyze/accuracy.hpp"
#include "explgraph/analyze/power.hpp"
#include "explgraph/report/data_table.hpp"
#include "explgraph/report/document.hpp"
#include "explgraph/report/report_section.hpp"

namespace explgraph::report {

// The power result as JSON (SPEC §6 names: with one point, `p_one_sided` and `p_two_sided`, or
// `minimum_detectable_effect`, also at the top level), as a Document for text, Markdown and
// TSV, and as one standalone SVG: a panel per test-set size, the expected p against the gain
// (one line per hurt share, alpha dashed), or without effects the minimum detectable effect
// against n.
nlohmann::ordered_json power_json(const analyze::PowerResult& r);
// A minimum detectable effect in JSON: the share, or null when no gain is enough.
nlohmann::ordered_json effect_json(const std::optional<double>& effect);
Document power_document(const analyze::PowerResult& r);
std::string power_svg(const analyze::PowerResult& r);
// One panel of that picture (inline SVG): the expected p against the gain at size n.
std::string power_panel(const analyze::PowerResult& r, std::size_t n, const std::string& title);

// The tidy tables of power's JSON (SPEC §6 "TSV"): points (main; detectable when there is no
// effect), detectable, summary.
DataTables power_tables(const nlohmann::ordered_json& json);

// Its section of the report: title, intro, document, JSON, charts and tables.
// Planning an evaluation on the corpus's test sets: `r` holds their sizes as its ns.
ReportSection power_section(const std::vector<analyze::TestSet>& sets,
                            const analyze::PowerResult& r);

}  // namespace explgraph::report
