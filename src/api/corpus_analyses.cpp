// stats, reuse, types, hops, overlap, growth and audit: analyses of the corpus alone.
#include "audit_output.hpp"
#include "explgraph/analyze/hops.hpp"
#include "explgraph/analyze/reuse.hpp"
#include "explgraph/analyze/stats.hpp"
#include "explgraph/analyze/types.hpp"
#include "explgraph/api/analyses.hpp"
#include "explgraph/report/audit_report.hpp"
#include "explgraph/report/graph_export.hpp"
#include "explgraph/report/growth_report.hpp"
#include "explgraph/report/hops_report.hpp"
#include "explgraph/report/overlap_report.hpp"
#include "explgraph/report/patterns_report.hpp"
#include "explgraph/report/reuse_report.hpp"
#include "explgraph/report/stats_report.hpp"
#include "explgraph/report/types_report.hpp"
#include "input_checks.hpp"

namespace explgraph {

Output stats(Workspace& workspace) {
  return make_output(analyze::compute_stats(workspace.corpus()), report::stats_json,
                     report::stats_document, report::stats_tables);
}

Output reuse(Workspace& workspace, const ReuseOptions& options) {
  require_explanations(workspace.corpus(), "reuse");
  const std::size_t top = options.top;
  return make_output(
      analyze::compute_reuse(workspace.corpus(), workspace.explanations()), report::reuse_json,
      [top](const analyze::ReuseResult& r) { return report::reuse_document(r, top); },
      report::reuse_tables);
}

Output types(Workspace& workspace) {
  require_explanations(workspace.corpus(), "types");
  require_defined_facts(workspace.corpus(), "types");
  return make_output(analyze::compute_types(workspace.corpus()), report::types_json,
                     report::types_document, report::types_tables);
}

Output hops(Workspace& workspace) {
  require_explanations(workspace.corpus(), "hops");
  require_defined_facts(workspace.corpus(), "hops");
  return make_output(analyze::compute_hops(workspace.corpus(), workspace.explanation_graphs()),
                     report::hops_json, report::hops_document, report::hops_tables);
}

Output overlap(Workspace& workspace, analyze::OverlapOptions options) {
  require_explanations(workspace.corpus(), "overlap");
  options.progress = workspace.progress();
  return make_output(analyze::compute_overlap(workspace.explanations(), options),
                     report::overlap_json, report::overlap_document, report::overlap_tables);
}

Output growth(Workspace& workspace, analyze::GrowthOptions options) {
  require_explanations(workspace.corpus(), "growth");
  require_defined_facts(workspace.corpus(), "growth");
  options.progress = workspace.progress();
  return make_output(analyze::compute_growth(workspace.corpus(), workspace.explanations(), options),
                     report::growth_json, report::growth_document, report::growth_tables);
}

Output patterns(Workspace& workspace, analyze::PatternsOptions options) {
  options.progress = workspace.progress();
  options.threads = workspace.threads();
  return make_output(analyze::compute_patterns(workspace.corpus(), workspace.explanations(),
                                               workspace.normalizer(), options),
                     report::patterns_json, report::patterns_document, report::patterns_tables);
}

Output audit_output(analyze::AuditResult result, report::AuditTextOptions text) {
  const bool errors = result.errors > 0, warnings = result.warnings > 0;
  auto shared = std::make_shared<const analyze::AuditResult>(std::move(result));
  Output output;
  output.json = [shared] { return report::audit_json(*shared); };
  output.document = [shared] { return report::audit_document(*shared); };
  output.tables = [shared] { return report::audit_tables(report::audit_json(*shared)); };
  output.text = [shared, text = std::move(text)](std::ostream& out) {
    report::write_audit_text(*shared, out, text);
  };
  output.found_errors = errors;
  output.found_warnings = warnings;
  return output;
}

Output audit(Workspace& workspace, const analyze::AuditOptions& options,
             std::size_t warnings_listed_per_check) {
  return audit_output(
      analyze::run_audit(workspace.corpus(), workspace.explanation_graphs(), options),
      {"explgraph show {id} " + corpus_arguments(workspace.options()), warnings_listed_per_check});
}

void write_question_graph(Workspace& workspace, const analyze::QuestionGraphOptions& options,
                          GraphFormat format, std::ostream& out) {
  auto graph = analyze::build_question_graph(workspace.explanations(), options);
  if (format == GraphFormat::kDot)
    report::write_question_graph_dot(graph, workspace.corpus(), out);
  else
    report::write_question_graph_graphml(graph, workspace.corpus(), out);
}

}  // namespace explgraph
