// EntailmentBank trees as explanation graphs: stats and audit of a folder of trees.
#include "audit_output.hpp"
#include "explgraph/analyze/tree_audit.hpp"
#include "explgraph/analyze/tree_views.hpp"
#include "explgraph/api/analyses.hpp"
#include "explgraph/report/graphviz_svg.hpp"
#include "explgraph/report/tree_report.hpp"

namespace explgraph {

Output tree_stats(const load::TreeCorpus& trees) {
  return make_output(analyze::tree_statistics(trees), report::tree_stats_json,
                     report::tree_stats_document, report::tree_stats_tables);
}

Output tree_reuse(const load::TreeCorpus& trees) {
  return make_output(analyze::tree_statistics(trees), report::tree_reuse_json,
                     report::tree_reuse_document, report::tree_reuse_tables);
}

Output tree_types(const load::TreeCorpus& trees, const load::Corpus& tables) {
  return make_output(report::TreeTypesResult{trees.source, analyze::tree_types(trees, tables)},
                     report::tree_types_json, report::tree_types_document,
                     report::tree_types_tables);
}

Output tree_audit(const load::TreeCorpus& trees, const analyze::AuditOptions& options,
                  std::size_t warnings_listed_per_check) {
  const text::Normalizer normalizer;
  return audit_output(analyze::audit_trees(trees, normalizer, options),
                      {"", warnings_listed_per_check});
}

Output show_trees(const load::TreeCorpus& trees, const std::vector<std::string>& ids,
                  const load::Corpus* tables) {
  const text::Normalizer normalizer;
  report::TreePictures pictures;
  for (const auto& [file, tree] : analyze::find_trees(trees, ids))
    pictures.push_back(analyze::draw_tree(*tree, file->bank.name, normalizer, tables));
  auto result = std::make_shared<const report::TreePictures>(std::move(pictures));
  Output output;
  output.json = [result] { return report::tree_show_json(*result); };
  output.document = [result] { return report::tree_show_document(*result); };
  output.text = [result](std::ostream& out) { report::write_tree_show_text(*result, out); };
  output.graph = [result](std::ostream& out) {
    for (const auto& dot : report::tree_dot_graphs(*result)) out << dot;
  };
  output.picture = [result](std::ostream& out) {
    out << report::dots_to_svg(report::tree_dot_graphs(*result));
  };
  return output;
}

}  // namespace explgraph
