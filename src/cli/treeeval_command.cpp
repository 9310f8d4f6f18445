#include "treeeval_command.hpp"

#include "explgraph/core/errors.hpp"
#include "explgraph/core/output_file.hpp"

namespace explgraph::cli {

int run(const options::TreeevalCommandOptions& o, std::ostream& out, std::ostream& err) {
  o.output.parsed_format();
  require_inputs(o);
  if (o.predictions.empty())
    throw core::UsageError("no predictions given: use --predictions [NAME=]FILE");
  const analyze::TreeevalOptions options = library_options(o);
  TreeevalInputs inputs{{o.gold, o.context, o.intermediate_scores, o.tables, o.types},
                        load::parse_named_files(o.predictions)};
  auto paths = load::paths_of(inputs.predictions);
  paths.push_back(o.gold);
  paths.push_back(o.context);
  paths.push_back(o.intermediate_scores);
  paths.push_back(o.tables);
  paths.push_back(o.types);
  check_readable(paths);
  auto& workspace = open_workspace({}, o.output, err, {true, false});
  refuse_to_overwrite_inputs(workspace, {{"--out", o.output.out}, {"--write-pairs", o.write_pairs}},
                             paths);
  if (!o.write_pairs.empty() && o.write_pairs != "-") core::check_output_path(o.write_pairs);
  const Output output = treeeval(inputs, options);
  if (!o.write_pairs.empty()) emit(o.write_pairs, out, output.pairs);
  return write_output(output, o.output, out, err);
}

}  // namespace explgraph::cli
