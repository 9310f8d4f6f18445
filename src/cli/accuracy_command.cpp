#include "accuracy_command.hpp"

#include "explgraph/core/errors.hpp"

namespace explgraph::cli {

int run(const options::AccuracyCommandOptions& o, std::ostream& out, std::ostream& err) {
  o.output.parsed_format();
  if (o.predictions.empty())
    throw core::UsageError("no predictions given: use --predictions [NAME=]FILE");
  const analyze::AccuracyOptions options = library_options(o);
  const auto files = load::parse_named_files(o.predictions);
  check_readable(load::paths_of(files), true);
  auto& workspace = open_workspace(o.corpus, o.output, err);
  refuse_to_overwrite_inputs(workspace, {{"--out", o.output.out}}, load::paths_of(files));
  Output output = with_progress("accuracy", o.output, workspace, err,
                                [&] { return accuracy(workspace, files, options); });
  return write_output(output, o.output, out, err);
}

}  // namespace explgraph::cli
