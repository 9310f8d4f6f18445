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
#include "explgraph/report/accuracy_report.hpp"
#include "explgraph/report/audit_report.hpp"
#include "explgraph/report/data_table.hpp"
#include "explgraph/report/document.hpp"
#include "explgraph/report/explanations_page.hpp"
#include "explgraph/report/growth_report.hpp"
#include "explgraph/report/hops_report.hpp"
#include "explgraph/report/overlap_report.hpp"
#include "explgraph/report/patterns_report.hpp"
#include "explgraph/report/power_report.hpp"
#include "explgraph/report/rankeval_report.hpp"
#include "explgraph/report/report_section.hpp"
#include "explgraph/report/reuse_report.hpp"
#include "explgraph/report/stats_report.hpp"
#include "explgraph/report/types_report.hpp"

namespace explgraph::report {

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
