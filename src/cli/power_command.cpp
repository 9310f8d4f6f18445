#include "power_command.hpp"

#include <charconv>
#include <cmath>

#include "explgraph/core/errors.hpp"
#include "explgraph/core/strings.hpp"

namespace explgraph::cli {

int run(const options::PowerCommandOptions& o, std::ostream& out, std::ostream& err) {
  o.output.parsed_format();
  const bool with_corpus = options::corpus_given(o.corpus);
  analyze::PowerOptions options = library_options(o, with_corpus);
  if (with_corpus) {
    auto& workspace = open_workspace(o.corpus, o.output, err);
    refuse_to_overwrite_inputs(workspace, {{"--out", o.output.out}}, {});
    options.ns = {power_questions(workspace)};
  }
  return write_output(power(options), o.output, out, err);
}

}  // namespace explgraph::cli
