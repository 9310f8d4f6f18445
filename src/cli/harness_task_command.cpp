#include "harness_task_command.hpp"

#include "explgraph/core/errors.hpp"

namespace explgraph::cli {

int run(const options::HarnessTaskCommandOptions& o, std::ostream& /*out*/, std::ostream& err) {
  const HarnessTaskOptions options = library_options(o);
  CorpusOptions corpus = o.corpus;
  corpus.split.clear();  // a list of splits here, chosen among the corpus's by harness_task
  auto& workspace = open_workspace(corpus, o.output, err);
  refuse_to_overwrite_inputs(workspace, {}, {}, o.output.out);
  core::RemovedOnInterrupt interrupts;  // Ctrl-C leaves no hidden folder behind
  const Output output = harness_task(workspace, options, o.output.out, o.output.force, &interrupts);
  finish_input_warnings(output.input_warnings, o.output, err);
  if (o.output.quiet) return 0;
  const auto summary = output.json();
  for (const auto& task : summary["tasks"])
    err << "harness-task: " << task["task"].get<std::string>() << " and "
        << task["explain_task"].get<std::string>() << ": " << task["questions"].get<std::size_t>()
        << " question(s) of " << task["split"].get<std::string>() << "\n";
  const auto& left = summary["left_out"];
  err << "harness-task: wrote them to " << o.output.out << "/; left out "
      << left["without_explanation"].get<std::size_t>()
      << " question(s) without an explanation and " << left["without_text"].get<std::size_t>()
      << " without a text\n"
      << "run: " << summary["command"].get<std::string>() << "\n"
      << "then: explgraph accuracy --corpus " << workspace.corpus().source
      << " --predictions NAME=OUT/MODEL_FOLDER ...\n";
  return 0;
}

}  // namespace explgraph::cli
