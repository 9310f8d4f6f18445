#include "growth_command.hpp"

namespace explgraph::cli {

int run(const options::GrowthCommandOptions& o, std::ostream& out, std::ostream& err) {
  o.output.parsed_format();
  const analyze::GrowthOptions options = library_options(o);
  auto& workspace = open_workspace(o.corpus, o.output, err);
  refuse_to_overwrite_inputs(workspace, {{"--out", o.output.out}}, {});
  Output output =
      with_progress("growth", o.output, workspace, err, [&] { return growth(workspace, options); });
  return write_output(output, o.output, out, err);
}

}  // namespace explgraph::cli
