#include "patterns_command.hpp"

namespace explgraph::cli {

int run(const options::PatternsCommandOptions& o, std::ostream& out, std::ostream& err) {
  o.output.parsed_format();
  const analyze::PatternsOptions options = library_options(o);
  CorpusOptions corpus = o.corpus;
  corpus.split.clear();  // targets and pool come from different splits of one corpus
  auto& workspace = open_workspace(corpus, o.output, err);
  refuse_to_overwrite_inputs(workspace, {{"--out", o.output.out}}, {});
  Output output = with_progress("patterns", o.output, workspace, err,
                                [&] { return patterns(workspace, options); });
  return write_output(output, o.output, out, err);
}

}  // namespace explgraph::cli
