#pragma once
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "explgraph/analyze/accuracy.hpp"
#include "explgraph/analyze/audit.hpp"
#include "explgraph/analyze/growth.hpp"
#include "explgraph/analyze/hops.hpp"
#include "explgraph/analyze/overlap.hpp"
#include "explgraph/analyze/patterns.hpp"
#include "explgraph/analyze/power.hpp"
#include "explgraph/analyze/rankeval.hpp"
#include "explgraph/analyze/reuse.hpp"
#include "explgraph/analyze/stats.hpp"
#include "explgraph/analyze/types.hpp"
#include "explgraph/core/diagnostics.hpp"
#include "explgraph/report/data_table.hpp"
#include "explgraph/report/document.hpp"
#include "explgraph/report/explanations_page.hpp"

namespace explgraph::report {

// A chart of the report: inline in the page, and a standalone file
// charts/<section>-<name>.svg (a name that does not change with the corpus).
struct Chart {
  std::string name;  // file-name word: "rank-frequency"
  std::string svg;   // a whole <svg> element with its xmlns, viewBox and <title>
};

// One analysis in the report: its tables, its JSON (SPEC §4 names) and its charts (inline SVG).
struct ReportSection {
  std::string id;  // file stem: stats, reuse, …
  std::string title;
  std::string intro;  // one paragraph: what the section shows
  Document document;  // shown on the page and in report.md
  nlohmann::ordered_json json;
  std::vector<Chart> charts;
  DataTables tables = {};  // written as <id>.<table>.tsv, whole even when the page shows less
};

struct ReportBundle {
  std::string title;
  std::vector<std::pair<std::string, std::string>> summary;
  std::vector<ReportSection> sections;
  // The Explanations page (explanations.html, .js and pictures/), when the corpus has a
  // question; the other pages link the question ids of their tables to it.
  std::optional<ExplanationsPage> explanations;
  // Found while scoring the predictions and rankings (ids naming nothing, one split covered,
  // most questions unanswered): for the terminal, as accuracy and rankeval print them. Two,
  // since the two are scored side by side.
  core::Diagnostics prediction_warnings, ranking_warnings;
};

ReportSection stats_section(const analyze::StatsResult& r);
ReportSection reuse_section(const analyze::ReuseResult& r);
ReportSection types_section(const analyze::TypesResult& r);
ReportSection hops_section(const analyze::HopsResult& r);
ReportSection overlap_section(const analyze::OverlapResult& r);
ReportSection growth_section(const analyze::GrowthResult& r);
ReportSection patterns_section(const analyze::PatternsResult& r);
ReportSection audit_section(const analyze::AuditResult& r);
ReportSection accuracy_section(const analyze::AccuracyResult& r);
ReportSection rankeval_section(const analyze::RankevalResult& r);
// Planning an evaluation on the corpus's test sets: `r` holds their sizes as its ns.
ReportSection power_section(const std::vector<analyze::TestSet>& sets,
                            const analyze::PowerResult& r);

// Which analyses a report leaves out, and why: none; those of explanations, when no kept
// question has one; those of cited facts, when no cited UID is defined by a table.
enum class LeftOut { kNothing, kExplanationAnalyses, kFactAnalyses };

// The headline figures shown at the top of the report, and a "Left out" row unless kNothing.
std::vector<std::pair<std::string, std::string>> report_summary(const analyze::StatsResult& stats,
                                                                const analyze::ReuseResult& reuse,
                                                                const analyze::HopsResult& hops,
                                                                const analyze::AuditResult& audit,
                                                                LeftOut left_out);

}  // namespace explgraph::report
