#include "qrels_command.hpp"

#include "explgraph/api/qrels.hpp"
#include "explgraph/core/errors.hpp"

namespace explgraph::cli {

int run(const options::QrelsCommandOptions& o, std::ostream& out, std::ostream& err) {
  const Format format = o.output.parsed_format();
  if (format != Format::kText && format != Format::kTsv)
    throw core::UsageError("--format " + o.output.format +
                           ": qrels writes TREC qrels (qid 0 UID grade); leave --format out");
  auto& workspace = open_workspace(o.corpus, o.output, err);
  refuse_to_overwrite_inputs(workspace, {{"--out", o.output.out}}, {});
  const Output output = qrels(workspace);
  const int code = write_output(output, o.output, out, err);
  const auto counts = output.json();
  if (code == 0 && !o.output.quiet)
    err << "qrels: judged " << counts["judgments"].get<std::size_t>() << " fact(s) of "
        << counts["questions"].get<std::size_t>() << " question(s); skipped "
        << counts["skipped_without_explanation"].get<std::size_t>() << " without an explanation\n";
  return code;
}

}  // namespace explgraph::cli
