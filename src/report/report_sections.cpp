#include <algorithm>
#include <cmath>

#include "explgraph/analyze/significance.hpp"
#include "explgraph/core/strings.hpp"
#include "explgraph/graph/explanation_graph.hpp"
#include "explgraph/report/accuracy_report.hpp"
#include "explgraph/report/audit_report.hpp"
#include "explgraph/report/growth_report.hpp"
#include "explgraph/report/hops_report.hpp"
#include "explgraph/report/overlap_report.hpp"
#include "explgraph/report/patterns_report.hpp"
#include "explgraph/report/power_report.hpp"
#include "explgraph/report/rankeval_report.hpp"
#include "explgraph/report/report_sections.hpp"
#include "explgraph/report/reuse_report.hpp"
#include "explgraph/report/stats_report.hpp"
#include "explgraph/report/svg_chart.hpp"
#include "explgraph/report/types_report.hpp"

namespace explgraph::report {
using core::format_double;
using std::to_string;

std::vector<std::pair<std::string, std::string>> report_summary(const analyze::StatsResult& stats,
                                                                const analyze::ReuseResult& reuse,
                                                                const analyze::HopsResult& hops,
                                                                const analyze::AuditResult& audit,
                                                                LeftOut left_out) {
  std::vector<std::pair<std::string, std::string>> summary = {
      {"Questions kept",
       to_string(stats.questions_kept) + " of " + to_string(stats.questions_read)},
      {"With explanation (analysed)",
       to_string(stats.with_explanation) +
           (stats.questions_kept > stats.with_explanation
                ? "; " + to_string(stats.questions_kept - stats.with_explanation) +
                      " without are set aside by the explanation analyses"
                : "")},
      {"Mean explanation length",
       stats.mean_explanation_length
           ? format_double(*stats.mean_explanation_length, 2) +
                 (*stats.mean_explanation_length == 1 ? " fact" : " facts")
           : "- (no explanation)"},
      {"Tablestore", to_string(stats.tables) + " tables, " + to_string(stats.rows) + " rows"},
      {"Facts cited",
       to_string(reuse.rows.size()) + " (" + to_string(reuse.rows_used_once) + " once)"},
      {"Explanation graphs with isolated facts",
       to_string(hops.with_isolated.size()) + " of " + to_string(hops.analysed)},
      {"Audit", to_string(audit.errors) + (audit.errors == 1 ? " error, " : " errors, ") +
                    to_string(audit.warnings) + (audit.warnings == 1 ? " warning" : " warnings")}};
  if (left_out == LeftOut::kExplanationAnalyses)
    summary.emplace_back("Left out",
                         "fact reuse, knowledge types, hop counts, explanation overlap and "
                         "knowledge growth: no kept question has an explanation");
  else if (left_out == LeftOut::kFactAnalyses)
    summary.emplace_back("Left out",
                         "knowledge types, hop counts and knowledge growth: no UID the "
                         "explanations cite is defined by a table");
  return summary;
}

}  // namespace explgraph::report
