#include "ground_command.hpp"

#include "explgraph/core/output_file.hpp"

namespace explgraph::cli {

int run(const options::GroundCommandOptions& o, std::ostream& out, std::ostream& err) {
  o.output.parsed_format();
  const auto files = options::explanation_files(o);
  const auto inputs = load::paths_of(files);
  check_readable(inputs);
  auto& workspace = open_workspace(o.corpus, o.output, err);
  refuse_to_overwrite_inputs(
      workspace, {{"--out", o.output.out}, {"--write-ranking", o.write_ranking}}, inputs);
  if (!o.write_ranking.empty() && o.write_ranking != "-") core::check_output_path(o.write_ranking);
  const Output output = ground(workspace, files);
  if (!o.write_ranking.empty()) emit(o.write_ranking, out, output.ranking);
  return write_output(output, o.output, out, err);
}

}  // namespace explgraph::cli
