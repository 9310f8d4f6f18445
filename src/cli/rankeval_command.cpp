#include "rankeval_command.hpp"

#include <charconv>

#include "explgraph/core/errors.hpp"
#include "explgraph/core/strings.hpp"

namespace explgraph::cli {

int run(const options::RankevalCommandOptions& o, std::ostream& out, std::ostream& err) {
  o.output.parsed_format();
  if (o.rankings.empty()) throw core::UsageError("no ranking given: use --ranking [NAME=]FILE");
  library_options(o);  // the option values checked before any file is opened
  const auto files = load::parse_named_files(o.rankings);
  auto inputs = load::paths_of(files);
  inputs.push_back(o.ratings);
  inputs.push_back(o.qrels);
  check_readable(inputs);
  check_judgments(o, options::corpus_given(o.corpus));
  auto& workspace = open_workspace(o.corpus, o.output, err, {true, false});
  refuse_to_overwrite_inputs(workspace, {{"--out", o.output.out}}, inputs);
  Output output = with_progress("rankeval", o.output, workspace, err,
                                [&] { return options::rankeval(workspace, o, files); });
  return write_output(output, o.output, out, err);
}

}  // namespace explgraph::cli
