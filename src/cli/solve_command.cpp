#include "solve_command.hpp"

#include "explgraph/api/baselines.hpp"
#include "explgraph/core/errors.hpp"

namespace explgraph::cli {

void check_tsv_format(const OutputOptions& output, const char* command) {
  Format format = output.parsed_format();
  if (format == Format::kJson || format == Format::kMarkdown)
    throw core::UsageError("--format " + output.format + ": " + command +
                           " writes a TSV file; use --format tsv (or text, the same)");
}

int run(const options::SolveCommandOptions& o, std::ostream& out, std::ostream& err) {
  check_tsv_format(o.output, "solve");
  if (o.method != "tfidf")
    throw core::UsageError("--method: expected tfidf, found '" + o.method + "'");
  auto& workspace = open_workspace(o.corpus, o.output, err);
  refuse_to_overwrite_inputs(workspace, {{"--out", o.output.out}}, {});
  Output output = solve(workspace);
  const int code = write_output(output, o.output, out, err);
  const auto counts = output.json();
  err << "solve: answered " << counts["solved"].get<std::size_t>() << " question(s); skipped "
      << counts["skipped_without_text"].get<std::size_t>() << " without usable text\n";
  return code;
}

}  // namespace explgraph::cli
