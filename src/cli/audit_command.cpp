#include "audit_command.hpp"

#include "explgraph/core/errors.hpp"
#include "explgraph/load/input_file.hpp"

namespace explgraph::cli {

int run(const options::AuditCommandOptions& o, std::ostream& out, std::ostream& err) {
  o.output.parsed_format();
  CorpusOptions corpus = o.corpus;
  corpus.tables_only = o.tablestore;
  // Input anomalies are findings of the audit: reported in its result, not printed apart.
  const auto options = library_options(o);  // --ignore and the baseline before the corpus loads
  if (trees_given(o.corpus))
    return run_on_trees(o.corpus, o.output, out, err, [&](const load::TreeCorpus& trees) {
      return tree_audit(trees, options, o.warnings_listed());
    });
  auto& workspace = open_workspace(corpus, o.output, err, {false, true});
  refuse_to_overwrite_inputs(workspace, {{"--out", o.output.out}}, {o.baseline});
  return write_output(audit(workspace, options, o.warnings_listed()), o.output, out, err);
}

}  // namespace explgraph::cli
